import type { MessageKey } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, type DescriptionsProps, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFeedback } from '../../../api/feedback.ts';
import { GatewayError } from '../../../api/gateway-error.ts';
import { useLanguage } from '../../../i18n/use-language.ts';
import { showIssues } from '../../../ui/zod-form.ts';
import { useStaffProfile } from '../use-staff-profile.ts';
import { ReasonsAlert } from './queue-review.tsx';
import { underwritingKeys } from './underwriting.api.ts';

/** The head of every queue's review and its decision (applications, declarations, corrections). */

/** One decision a reviewer may take: its button and the question that confirms it. */
export interface DecisionChoice<D extends string> {
  decision: D;
  label: MessageKey;
  confirm: MessageKey;
  look: 'primary' | 'default' | 'danger';
  testId: string;
}

/** What a queue lets the reviewer decide, checked by the schema the server checks. */
export interface DecisionSpec<D extends string, B> {
  choices: readonly DecisionChoice<D>[];
  schema: z.ZodType<B>;
  commentMax: number;
  commentHint: MessageKey;
}

/** The review messages of the approve-or-reject queues. */
type ApproveOrRejectReview = 'staff.declarationReview' | 'staff.correctionReview';

/** Approve (primary) or reject (danger), confirmed in the queue's words; the comment is optional. */
export const approveOrReject = <B,>(
  review: ApproveOrRejectReview,
  schema: z.ZodType<B>,
  commentMax: number,
): DecisionSpec<'approve' | 'reject', B> => ({
  choices: [
    {
      decision: 'approve',
      label: 'staff.review.approve',
      confirm: `${review}.confirm.approve`,
      look: 'primary',
      testId: 'staff-approve',
    },
    {
      decision: 'reject',
      label: 'staff.review.reject',
      confirm: `${review}.confirm.reject`,
      look: 'danger',
      testId: 'staff-reject',
    },
  ],
  schema,
  commentMax,
  commentHint: 'staff.review.optionalCommentHint',
});

interface DecisionFormProps<D extends string, B> {
  spec: DecisionSpec<D, B>;
  send: (body: B) => Promise<{ message: string }>;
  onDecided: () => void;
}

/**
 * The comment and the decision buttons; each decision is confirmed, and a refusal (409, 400) shown here. A
 * decision refreshes the queues and the reviews.
 */
function DecisionForm<D extends string, B>({ spec, send, onDecided }: DecisionFormProps<D, B>) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ comment?: string }>();
  const [failure, setFailure] = useState<string>();
  const decide = useMutation({
    mutationFn: send,
    onSuccess: (result) => {
      message.success(result.message);
      onDecided();
    },
    onError: (error) => setFailure(error instanceof GatewayError ? error.message : t('staff.review.failed')),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: underwritingKeys.all }),
  });
  const submit = (choice: DecisionChoice<D>) => {
    const parsed = spec.schema.safeParse({
      decision: choice.decision,
      comment: form.getFieldValue('comment') ?? '',
    });
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    setFailure(undefined);
    modal.confirm({
      title: t(choice.confirm),
      okText: t(choice.label),
      cancelText: t('staff.cancel'),
      onOk: () => decide.mutate(parsed.data),
    });
  };
  return (
    <Form form={form} layout="vertical" style={{ marginTop: 16 }} data-testid="staff-decision">
      <Form.Item name="comment" label={t('staff.review.comment')} extra={t(spec.commentHint)}>
        <Input.TextArea rows={3} maxLength={spec.commentMax} showCount data-testid="staff-decision-comment" />
      </Form.Item>
      <Space wrap>
        {spec.choices.map((choice) => (
          <Button
            key={choice.decision}
            type={choice.look === 'primary' ? 'primary' : 'default'}
            danger={choice.look === 'danger'}
            loading={choice.look === 'primary' && decide.isPending}
            disabled={choice.look !== 'primary' && decide.isPending}
            onClick={() => submit(choice)}
            data-testid={choice.testId}
          >
            {t(choice.label)}
          </Button>
        ))}
      </Space>
      {failure !== undefined && (
        <Alert type="error" role="alert" showIcon title={failure} style={{ marginTop: 12 }} />
      )}
    </Form>
  );
}

type FactItem = NonNullable<DescriptionsProps['items']>[number];

/** What every queued item tells of itself. */
interface QueuedItem {
  companyName: string;
  accountName: string;
  ageHours: number;
  reviewReasons: readonly string[];
}

interface ReviewHeadProps<D extends string, B> {
  item: QueuedItem;
  status: string;
  submittedAt: string;
  /** The queue's own facts, between the status and the time it was submitted. */
  facts: readonly FactItem[];
  /** Facts after its age (a reason given in full). */
  after?: readonly FactItem[];
  reasonsTitle?: MessageKey;
  /** The item waits for a decision: an underwriter may take it. */
  pending: boolean;
  decision: DecisionFormProps<D, B>;
}

/**
 * The head of a review: whose item it is, its status and facts, when it came and how long it has waited, why it
 * came to the queue and, to an underwriter while it waits, the decision.
 */
export function ReviewHead<D extends string, B>(props: ReviewHeadProps<D, B>) {
  const { t } = useTranslation();
  const { item } = props;
  const mayDecide = useStaffProfile().roles.includes('underwriter') && props.pending;
  const items: FactItem[] = [
    {
      key: 'account',
      label: t('staff.column.account'),
      children: `${item.companyName} (${item.accountName})`,
    },
    { key: 'status', label: t('staff.column.status'), children: <Tag>{props.status}</Tag> },
    ...props.facts,
    { key: 'submittedAt', label: t('staff.column.submittedAt'), children: props.submittedAt },
    { key: 'age', label: t('staff.column.age'), children: t('staff.ageHours', { count: item.ageHours }) },
    ...(props.after ?? []),
  ];
  return (
    <>
      <Descriptions column={2} size="small" bordered items={items} />
      <ReasonsAlert title={t(props.reasonsTitle ?? 'staff.review.reasons')} reasons={item.reviewReasons} />
      {mayDecide && <DecisionForm {...props.decision} />}
    </>
  );
}
