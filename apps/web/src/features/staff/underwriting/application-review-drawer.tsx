import { APPLICATION_STATUS, type ApplicationReview, ZStaffApplicationDecision } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Tag, Timeline } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { useStaffProfile } from '../use-staff-profile.ts';
import { DecisionForm, ReasonsAlert, ReviewDrawer, ReviewHeading, SubmissionList } from './queue-review.tsx';
import { applicationReviewQuery, decideApplication, underwritingKeys } from './underwriting.api.ts';

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

function ReviewBody({ review, onDecided }: { review: ApplicationReview; onDecided: () => void }) {
  const { t } = useTranslation();
  const { item } = review;
  const mayDecide =
    useStaffProfile().roles.includes('underwriter') &&
    item.businessStatus === APPLICATION_STATUS.pendingReview;
  return (
    <>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item
          label={t('staff.column.account')}
        >{`${item.companyName} (${item.accountName})`}</Descriptions.Item>
        <Descriptions.Item label={t('staff.column.status')}>
          <Tag>{item.businessStatusName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('staff.column.product')}>{item.marketproductName}</Descriptions.Item>
        <Descriptions.Item label={t('staff.column.amount')}>
          {money(item.currencyCode, item.insuredAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('staff.column.submittedAt')}>{item.createdDate}</Descriptions.Item>
        <Descriptions.Item label={t('staff.column.age')}>
          {t('staff.ageHours', { count: item.ageHours })}
        </Descriptions.Item>
      </Descriptions>
      <ReasonsAlert title={t('staff.review.reasons')} reasons={item.reviewReasons} />
      {mayDecide && (
        <DecisionForm
          choices={[
            {
              decision: 'approve',
              label: t('staff.review.approve'),
              confirm: t('staff.review.confirm.approve'),
              look: 'primary',
              testId: 'staff-approve',
            },
            {
              decision: 'sendBack',
              label: t('staff.review.sendBack'),
              confirm: t('staff.review.confirm.sendBack'),
              look: 'default',
              testId: 'staff-send-back',
            },
            {
              decision: 'decline',
              label: t('staff.review.decline'),
              confirm: t('staff.review.confirm.decline'),
              look: 'danger',
              testId: 'staff-decline',
            },
          ]}
          schema={ZStaffApplicationDecision}
          commentMax={500}
          commentHint={t('staff.review.commentHint')}
          send={(body) => decideApplication(item.id, body)}
          invalidates={underwritingKeys.all}
          onDecided={onDecided}
        />
      )}
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
