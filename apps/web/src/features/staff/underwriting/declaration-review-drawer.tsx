import {
  DECLARATION_REVIEW_COMMENT_MAX,
  type DeclarationReview,
  ZDeclarationDecisionRequest,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { ReviewDrawer, SubmissionList } from './queue-review.tsx';
import { approveOrReject, ReviewHead } from './review-decision.tsx';
import { decideDeclaration, declarationReviewQuery } from './underwriting.api.ts';

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

const DECISION = approveOrReject(
  'staff.declarationReview',
  ZDeclarationDecisionRequest,
  DECLARATION_REVIEW_COMMENT_MAX,
);

function ReviewBody({ review, onDecided }: { review: DeclarationReview; onDecided: () => void }) {
  const { t } = useTranslation();
  const { item } = review;
  const amount = (value: string | null) => money(item.currency, value);
  return (
    <>
      <ReviewHead
        item={item}
        status={item.statusName}
        submittedAt={item.submittedAt}
        facts={[
          { key: 'policyNo', label: t('staff.column.policyNo'), children: item.policyNo },
          { key: 'product', label: t('staff.column.product'), children: item.productName },
          { key: 'amount', label: t('staff.column.amount'), children: amount(item.insuredAmount) },
          {
            key: 'balance',
            label: t('staff.declarationReview.balance'),
            children: <span data-testid="staff-declaration-balance">{amount(review.balance)}</span>,
          },
        ]}
        reasonsTitle="staff.declarationReview.reasons"
        pending={item.status === '02'}
        decision={{ spec: DECISION, send: (body) => decideDeclaration(item.declarationNo, body), onDecided }}
      />
      <SubmissionList fields={review.submission} />
    </>
  );
}
