import {
  APPLICATION_STATUS,
  type ApplicationReview,
  type StaffApplicationDecision,
  ZStaffApplicationDecision,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { ReviewDrawer, ReviewHeading, SubmissionList } from './queue-review.tsx';
import { type DecisionSpec, ReviewHead } from './review-decision.tsx';
import { applicationReviewQuery, decideApplication } from './underwriting.api.ts';

/** A referred application: why it was referred, the customer's whole submission, its history, the decision. */
export function ApplicationReviewDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useQuery(applicationReviewQuery(id));
  const title = review.data
    ? t('staff.review.title', { voucherNo: review.data.item.voucherNo })
    : t('staff.page.applications');
  return (
    <ReviewDrawer title={title} review={review} onClose={onClose}>
      {(data) => <ReviewBody review={data} onDecided={onClose} />}
    </ReviewDrawer>
  );
}

/** Approve, send back or decline, each confirmed; sending back or declining says why. */
const DECISION: DecisionSpec<'approve' | 'sendBack' | 'decline', StaffApplicationDecision> = {
  choices: [
    {
      decision: 'approve',
      label: 'staff.review.approve',
      confirm: 'staff.review.confirm.approve',
      look: 'primary',
      testId: 'staff-approve',
    },
    {
      decision: 'sendBack',
      label: 'staff.review.sendBack',
      confirm: 'staff.review.confirm.sendBack',
      look: 'default',
      testId: 'staff-send-back',
    },
    {
      decision: 'decline',
      label: 'staff.review.decline',
      confirm: 'staff.review.confirm.decline',
      look: 'danger',
      testId: 'staff-decline',
    },
  ],
  schema: ZStaffApplicationDecision,
  commentMax: 500,
  commentHint: 'staff.review.commentHint',
};

function ReviewBody({ review, onDecided }: { review: ApplicationReview; onDecided: () => void }) {
  const { t } = useTranslation();
  const { item } = review;
  return (
    <>
      <ReviewHead
        item={item}
        status={item.businessStatusName}
        submittedAt={item.createdDate}
        facts={[
          { key: 'product', label: t('staff.column.product'), children: item.marketproductName },
          {
            key: 'amount',
            label: t('staff.column.amount'),
            children: money(item.currencyCode, item.insuredAmount),
          },
        ]}
        pending={item.businessStatus === APPLICATION_STATUS.pendingReview}
        decision={{ spec: DECISION, send: (body) => decideApplication(item.id, body), onDecided }}
      />
      <SubmissionList fields={review.submission} />
      <ReviewHeading>{t('staff.review.history')}</ReviewHeading>
      <Timeline
        items={review.history.map((record) => ({
          key: record.id,
          children: `${record.createdAt} ${record.operatorName}: ${record.toStatusName}${record.comment ? ` — ${record.comment}` : ''}`,
        }))}
      />
    </>
  );
}
