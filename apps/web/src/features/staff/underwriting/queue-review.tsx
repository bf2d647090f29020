import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a queue's review drawer and its submission list share (applications, declarations, corrections). */

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
