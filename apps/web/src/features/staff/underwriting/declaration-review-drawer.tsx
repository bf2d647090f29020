import {
  DECLARATION_REVIEW_COMMENT_MAX,
  type DeclarationReview,
  ZDeclarationDecisionRequest,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { useStaffProfile } from '../use-staff-profile.ts';
import {
  approveOrReject,
  DecisionForm,
  ReasonsAlert,
  ReviewDrawer,
  SubmissionList,
} from './queue-review.tsx';
import { decideDeclaration, declarationReviewQuery, underwritingKeys } from './underwriting.api.ts';

/** A declaration under manual review: why, the open policy's balance, the whole submission, the decision. */
export function DeclarationReviewDrawer({
  declarationNo,
  onClose,
}: {
  declarationNo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const review = useQuery(declarationReviewQuery(declarationNo));
  return (
    <ReviewDrawer
      title={t('staff.declarationReview.title', { declarationNo })}
      review={review}
      onClose={onClose}
    >
      {(data) => <ReviewBody review={data} onDecided={onClose} />}
    </ReviewDrawer>
  );
}

function ReviewBody({ review, onDecided }: { review: DeclarationReview; onDecided: () => void }) {
  const { t } = useTranslation();
  const { item } = review;
  const mayDecide = useStaffProfile().roles.includes('underwriter') && item.status === '02';
  return (
    <>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item
          label={t('staff.column.account')}
        >{`${item.companyName} (${item.accountName})`}</Descriptions.Item>
        <Descriptions.Item label={t('staff.column.status')}>
          <Tag>{item.statusName}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('staff.column.policyNo')}>{item.policyNo}</Descriptions.Item>
        <Descriptions.Item label={t('staff.column.product')}>{item.productName}</Descriptions.Item>
        <Descriptions.Item label={t('staff.column.amount')}>
          {money(item.currency, item.insuredAmount)}
        </Descriptions.Item>
        <Descriptions.Item label={t('staff.declarationReview.balance')}>
          <span data-testid="staff-declaration-balance">{money(item.currency, review.balance)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('staff.column.submittedAt')}>{item.submittedAt}</Descriptions.Item>
        <Descriptions.Item label={t('staff.column.age')}>
          {t('staff.ageHours', { count: item.ageHours })}
        </Descriptions.Item>
      </Descriptions>
      <ReasonsAlert title={t('staff.declarationReview.reasons')} reasons={item.reviewReasons} />
      {mayDecide && (
        <DecisionForm
          choices={approveOrReject(t, {
            approve: t('staff.declarationReview.confirm.approve'),
            reject: t('staff.declarationReview.confirm.reject'),
          })}
          schema={ZDeclarationDecisionRequest}
          commentMax={DECLARATION_REVIEW_COMMENT_MAX}
          commentHint={t('staff.review.optionalCommentHint')}
          send={(body) => decideDeclaration(item.declarationNo, body)}
          invalidates={underwritingKeys.all}
          onDecided={onDecided}
        />
      )}
      <SubmissionList fields={review.submission} />
    </>
  );
}
