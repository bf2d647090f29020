import { ThunderboltOutlined } from '@ant-design/icons';
import type { ClaimCheck } from '@cargo/domain';
import { Alert, Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FactList } from '../../../ui/fact-list.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { NotesAlert } from '../../../ui/notes-alert.tsx';
import type { ReportReview, ReportSubmit } from './use-report-submit.ts';

function FastClaimAnswer({ fast }: { fast: ClaimCheck | undefined }) {
  const { t } = useTranslation();
  if (!fast) return null;
  if (fast.fastClaimEligible) {
    return (
      <Alert
        type="success"
        showIcon
        icon={<ThunderboltOutlined />}
        style={{ marginTop: 12 }}
        title={t('claimReportWeb.review.fastEligible')}
        description={t('claimReportWeb.review.fastEligibleHelp')}
        data-testid="report-fast-eligible"
      />
    );
  }
  return (
    <NotesAlert
      type="info"
      style={{ marginTop: 12 }}
      title={t('claimReportWeb.review.fastRefused')}
      lines={fast.fastClaimRefusals.map((refusal) => ({ key: refusal.reason, text: refusal.message }))}
      testId="report-fast-refused"
    />
  );
}

function ReviewFooter({ submit }: { submit: ReportSubmit }) {
  const { t } = useTranslation();
  const { review, isSubmitting, submittingFast } = submit;
  return (
    <>
      <Button onClick={submit.closeReview} disabled={isSubmitting} data-testid="report-review-back">
        {t('claimReportWeb.review.back')}
      </Button>
      {review?.fast?.fastClaimEligible === true && (
        <Button
          icon={<ThunderboltOutlined />}
          loading={submittingFast}
          disabled={isSubmitting && !submittingFast}
          onClick={() => void submit.send(true)}
          data-testid="report-submit-fast"
        >
          {t('claimReportWeb.review.submitFast')}
        </Button>
      )}
      <Button
        type="primary"
        loading={isSubmitting && !submittingFast}
        disabled={submittingFast}
        onClick={() => void submit.send(false)}
        data-testid="report-submit-confirm"
      >
        {t('claimReportWeb.review.submit')}
      </Button>
    </>
  );
}

function ReviewBody({ review }: { review: ReportReview }) {
  const { t } = useTranslation();
  return (
    <>
      <FactList
        items={[
          {
            key: 'estimate',
            label: t('claimReportWeb.review.estimateCny'),
            children: formatMoney(review.check.estimatedLossCny, '01'),
          },
          {
            key: 'deductible',
            label: t('claimReportWeb.review.deductible'),
            children: formatMoney(review.check.deductible, review.check.policyCurrency),
          },
          {
            key: 'payout',
            label: t('claimReportWeb.review.expectedPayout'),
            children: (
              <>
                <span data-testid="report-review-payout">
                  {formatMoney(review.check.expectedPayout, review.check.policyCurrency)}
                </span>
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                  {t('claimReportWeb.review.expectedPayoutHelp')}
                </Typography.Paragraph>
              </>
            ),
          },
          {
            key: 'due',
            label: t('claimReportWeb.review.carrierNoticeDue'),
            children: <span data-testid="report-review-due">{review.check.carrierNoticeDue}</span>,
          },
        ]}
      />
      <NotesAlert
        type="warning"
        style={{ marginTop: 12 }}
        title={t('claimReportWeb.review.warnings')}
        lines={review.check.warnings}
        testId="report-review-warnings"
      />
      <FastClaimAnswer fast={review.fast} />
    </>
  );
}

/** The server's check before the report is sent: warnings, the carrier notice's last day, the fast claim. */
export function ReportReviewModal({ submit }: { submit: ReportSubmit }) {
  const { t } = useTranslation();
  const { review, isSubmitting } = submit;
  return (
    <Modal
      open={review !== undefined}
      title={t('claimReportWeb.review.title')}
      width={600}
      closable={!isSubmitting}
      mask={{ closable: !isSubmitting }}
      keyboard={!isSubmitting}
      onCancel={submit.closeReview}
      destroyOnHidden
      footer={<ReviewFooter submit={submit} />}
      data-testid="report-review"
    >
      {review && <ReviewBody review={review} />}
    </Modal>
  );
}
