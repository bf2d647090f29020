import { type QueryKey, type UseQueryResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Form, Input, Space, Spin, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFeedback } from '../../../api/feedback.ts';
import { GatewayError } from '../../../api/gateway-error.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { showIssues } from '../../../ui/zod-form.ts';

/** What a queue's review drawer, its submission list and its decision form share (applications, declarations, corrections). */

/** The review of one queued item in a drawer: a spinner while it loads, the failure, or its body. */
export function ReviewDrawer<T>({
  title,
  review,
  onClose,
  children,
}: {
  title: string;
  review: UseQueryResult<T>;
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <Drawer open width={760} onClose={onClose} title={title} destroyOnHidden data-testid="staff-review">
      {review.data !== undefined ? (
        children(review.data)
      ) : review.isError ? (
        <Alert type="error" title={review.error.message} />
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}

/** A section heading inside a review. */
export const ReviewHeading = ({ children }: { children: ReactNode }) => (
  <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
    {children}
  </Typography.Title>
);

/** The customer's submission, field by field in the form's order. */
export function SubmissionList({ fields }: { fields: readonly { label: string; value: string }[] }) {
  const { t } = useTranslation();
  return (
    <>
      <ReviewHeading>{t('staff.review.submission')}</ReviewHeading>
      <Descriptions column={1} size="small" bordered data-testid="staff-submission">
        {fields.map((field, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the submission's fields in form order; labels may repeat
          <Descriptions.Item key={index} label={field.label}>
            {field.value}
          </Descriptions.Item>
        ))}
      </Descriptions>
    </>
  );
}

/** Why an item came to the queue (referral or self-check reasons). */
export function ReasonsAlert({ title, reasons }: { title: string; reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Alert
      style={{ marginTop: 16 }}
      type="warning"
      title={title}
      description={
        <ul style={{ margin: 0 }}>
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      }
    />
  );
}

/** One decision a reviewer may take: its button and the question that confirms it. */
export interface DecisionChoice<D extends string> {
  decision: D;
  label: string;
  confirm: string;
  look: 'primary' | 'default' | 'danger';
  testId: string;
}

/** Approve (primary) or reject (danger), each with its confirming question: the declaration and correction queues. */
export const approveOrReject = (
  t: TFunction,
  confirms: { approve: string; reject: string },
): readonly DecisionChoice<'approve' | 'reject'>[] => [
  {
    decision: 'approve',
    label: t('staff.review.approve'),
    confirm: confirms.approve,
    look: 'primary',
    testId: 'staff-approve',
  },
  {
    decision: 'reject',
    label: t('staff.review.reject'),
    confirm: confirms.reject,
    look: 'danger',
    testId: 'staff-reject',
  },
];

interface DecisionFormProps<D extends string, B> {
  choices: readonly DecisionChoice<D>[];
  /** The decision's schema, the one the server checks. */
  schema: z.ZodType<B>;
  commentMax: number;
  commentHint: string;
  send: (body: B) => Promise<{ message: string }>;
  /** The queries the decision changes (the queue and the review). */
  invalidates: QueryKey;
  onDecided: () => void;
}

/** The comment and the decision buttons; each decision is confirmed, and a refusal (409, 400) shown here. */
export function DecisionForm<D extends string, B>(props: DecisionFormProps<D, B>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ comment?: string }>();
  const [failure, setFailure] = useState<string>();
  const decide = useMutation({
    mutationFn: props.send,
    onSuccess: (result) => {
      message.success(result.message);
      props.onDecided();
    },
    onError: (error) => setFailure(error instanceof GatewayError ? error.message : t('staff.review.failed')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: props.invalidates }),
  });
  const submit = (choice: DecisionChoice<D>) => {
    const parsed = props.schema.safeParse({
      decision: choice.decision,
      comment: form.getFieldValue('comment') ?? '',
    });
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    setFailure(undefined);
    modal.confirm({
      title: choice.confirm,
      okText: choice.label,
      cancelText: t('staff.cancel'),
      onOk: () => decide.mutate(parsed.data),
    });
  };
  return (
    <Form form={form} layout="vertical" style={{ marginTop: 16 }} data-testid="staff-decision">
      <Form.Item name="comment" label={t('staff.review.comment')} extra={props.commentHint}>
        <Input.TextArea
          rows={3}
          maxLength={props.commentMax}
          showCount
          data-testid="staff-decision-comment"
        />
      </Form.Item>
      <Space wrap>
        {props.choices.map((choice) => (
          <Button
            key={choice.decision}
            type={choice.look === 'primary' ? 'primary' : 'default'}
            danger={choice.look === 'danger'}
            loading={choice.look === 'primary' && decide.isPending}
            disabled={choice.look !== 'primary' && decide.isPending}
            onClick={() => submit(choice)}
            data-testid={choice.testId}
          >
            {choice.label}
          </Button>
        ))}
      </Space>
      {failure !== undefined && (
        <Alert type="error" role="alert" showIcon title={failure} style={{ marginTop: 12 }} />
      )}
    </Form>
  );
}
