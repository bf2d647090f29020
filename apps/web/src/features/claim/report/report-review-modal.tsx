import { ThunderboltOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format.ts';
import type { ReportSubmit } from './use-report-submit.ts';

function FastClaimAnswer({ submit }: { submit: ReportSubmit }) {
  const { t } = useTranslation();
  const fast = submit.review?.fast;
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
    <Alert
      type="info"
      showIcon
      style={{ marginTop: 12 }}
      title={t('claimReportWeb.review.fastRefused')}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 18 }}>
          {fast.fastClaimRefusals.map((refusal) => (
            <li key={refusal.reason}>{refusal.message}</li>
          ))}
        </ul>
      }
      data-testid="report-fast-refused"
    />
  );
}

/** The server's check before the report is sent: warnings, the carrier notice's last day, the fast claim. */
export function ReportReviewModal({ submit }: { submit: ReportSubmit }) {
  const { t } = useTranslation();
  const { review, isSubmitting, submittingFast } = submit;
  const canFast = review?.fast?.fastClaimEligible === true;
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
      footer={[
        <Button
          key="back"
          onClick={submit.closeReview}
          disabled={isSubmitting}
          data-testid="report-review-back"
        >
          {t('claimReportWeb.review.back')}
        </Button>,
        canFast && (
          <Button
            key="fast"
            icon={<ThunderboltOutlined />}
            loading={submittingFast}
            disabled={isSubmitting && !submittingFast}
            onClick={() => void submit.send(true)}
            data-testid="report-submit-fast"
          >
            {t('claimReportWeb.review.submitFast')}
          </Button>
        ),
        <Button
          key="submit"
          type="primary"
          loading={isSubmitting && !submittingFast}
          disabled={submittingFast}
          onClick={() => void submit.send(false)}
          data-testid="report-submit-confirm"
        >
          {t('claimReportWeb.review.submit')}
        </Button>,
      ]}
      data-testid="report-review"
    >
      {review && (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              {
                key: 'estimate',
                label: t('claimReportWeb.review.estimateCny'),
                children: formatMoney(review.check.estimatedLossCny, '01'),
              },
              {
                key: 'due',
                label: t('claimReportWeb.review.carrierNoticeDue'),
                children: <span data-testid="report-review-due">{review.check.carrierNoticeDue}</span>,
              },
            ]}
          />
          {review.check.warnings.length > 0 && (
            <Alert
              type="warning"
              showIcon
              style={{ marginTop: 12 }}
              title={t('claimReportWeb.review.warnings')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                  {review.check.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              }
              data-testid="report-review-warnings"
            />
          )}
          <FastClaimAnswer submit={submit} />
        </>
      )}
    </Modal>
  );
}
