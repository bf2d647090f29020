import {
  CORRECTION_REASON_MAX,
  CORRECTION_STATUS,
  type CorrectionChange,
  type CorrectionQueueItem,
  ZCorrectionDecisionRequest,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { ReviewDrawer, ReviewHeading } from './queue-review.tsx';
import { approveOrReject, ReviewHead } from './review-decision.tsx';
import { correctionReviewQuery, decideCorrection } from './underwriting.api.ts';

/** A correction pending review: why, the changes before and after, the premium, the decision. */
export function CorrectionReviewDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const review = useQuery(correctionReviewQuery(id));
  const title = review.data
    ? t('staff.correctionReview.title', { correctionNo: review.data.correctionNo })
    : t('staff.page.corrections');
  return (
    <ReviewDrawer title={title} review={review} onClose={onClose}>
      {(data) => <ReviewBody item={data} onDecided={onClose} />}
    </ReviewDrawer>
  );
}

function ChangesTable({ changes }: { changes: readonly CorrectionChange[] }) {
  const { t } = useTranslation();
  const blank = t('correctionWeb.preview.blank');
  return (
    <Table<CorrectionChange>
      size="small"
      pagination={false}
      rowKey={(change) => `${change.section}.${change.field}`}
      dataSource={[...changes]}
      data-testid="staff-correction-changes"
      columns={[
        { title: t('staff.correctionReview.field'), dataIndex: 'label', width: 200 },
        { title: t('staff.correctionReview.before'), dataIndex: 'before', render: (v: string) => v || blank },
        { title: t('staff.correctionReview.after'), dataIndex: 'after', render: (v: string) => v || blank },
      ]}
    />
  );
}

const DECISION = approveOrReject('staff.correctionReview', ZCorrectionDecisionRequest, CORRECTION_REASON_MAX);

function ReviewBody({ item, onDecided }: { item: CorrectionQueueItem; onDecided: () => void }) {
  const { t } = useTranslation();
  const amount = (value: string) => money(item.pricing.currencyCode, value);
  return (
    <>
      <ReviewHead
        item={item}
        status={item.statusName}
        submittedAt={item.appliedAt}
        facts={[
          { key: 'policyNo', label: t('staff.column.policyNo'), children: item.policyNo },
          { key: 'type', label: t('staff.column.correctionType'), children: item.correctionTypeName },
        ]}
        after={[{ key: 'reason', label: t('staff.correctionReview.reason'), span: 2, children: item.reason }]}
        pending={item.status === CORRECTION_STATUS.pendingReview}
        decision={{ spec: DECISION, send: (body) => decideCorrection(item.id, body), onDecided }}
      />
      <ReviewHeading>{t('correctionWeb.preview.changes')}</ReviewHeading>
      <ChangesTable changes={item.changes} />
      <ReviewHeading>{t('staff.correctionReview.premium')}</ReviewHeading>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={t('correctionWeb.pricing.oldPremium')}>
          {amount(item.pricing.oldPremium)}
        </Descriptions.Item>
        <Descriptions.Item label={t('correctionWeb.pricing.newPremium')}>
          {amount(item.pricing.newPremium)}
        </Descriptions.Item>
        <Descriptions.Item label={t('correctionWeb.pricing.additionalPremium')}>
          {amount(item.pricing.additionalPremium)}
        </Descriptions.Item>
        <Descriptions.Item label={t('correctionWeb.pricing.returnPremium')}>
          {amount(item.pricing.returnPremium)}
        </Descriptions.Item>
      </Descriptions>
    </>
  );
}
