import { FileSearchOutlined, PlusOutlined } from '@ant-design/icons';
import { APPLICATION_STATUS, type ApplyResult, type PayResult, type QuoteResult } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { money } from '../../ui/format.ts';
import { InsuringSteps } from '../../ui/insuring-steps.tsx';
import { RetryResult } from '../../ui/retry-result.tsx';
import { ApplicationPdfButton } from '../document/index.ts';
import { IssuedPolicy, PaymentModal } from '../payment/index.ts';
import { applicationViewQuery } from './application.api.ts';

/** What the result page shows, from the submit answer or, after a reload, from the application itself. */
interface Outcome {
  id: number;
  voucherNo: string;
  status: string;
  statusName: string;
  quote: QuoteResult | null;
  reasons: string[];
  message: string | undefined;
  isPremiumChanged: boolean;
}

const isApplyResult = (value: unknown, id: number): value is { applyResult: ApplyResult } =>
  typeof value === 'object' &&
  value !== null &&
  'applyResult' in value &&
  typeof (value as { applyResult: { id?: unknown } }).applyResult?.id === 'number' &&
  (value as { applyResult: { id: number } }).applyResult.id === id;

/** The answer to a submitted application (SPEC §4): pending payment → pay; pending review; rejected. */
export function ApplicationResultPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const location = useLocation();
  const fromSubmit = isApplyResult(location.state, id) ? location.state.applyResult : undefined;
  const view = useQuery({ ...applicationViewQuery('application', id), enabled: fromSubmit === undefined });

  const outcome: Outcome | undefined = fromSubmit
    ? {
        id: fromSubmit.id,
        voucherNo: fromSubmit.voucherNo,
        status: fromSubmit.status,
        statusName: fromSubmit.statusName,
        quote: fromSubmit.quote,
        reasons: fromSubmit.referrals.map((referral) => referral.message),
        message: fromSubmit.message,
        isPremiumChanged: fromSubmit.isPremiumChanged,
      }
    : view.data
      ? {
          id: view.data.id,
          voucherNo: view.data.voucherNo,
          status: view.data.status,
          statusName: view.data.statusName,
          quote: view.data.quote,
          reasons: view.data.reviewReasons,
          message: undefined,
          isPremiumChanged: false,
        }
      : undefined;

  if (!outcome) {
    if (view.isError) {
      return (
        <div className="page-card">
          <RetryResult
            title={t('insuringWeb.result.loadFailed')}
            failed={view}
            retryLabel={t('insuringWeb.common.retry')}
          />
        </div>
      );
    }
    return (
      <div className="page-card">
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  }
  return <OutcomeView outcome={outcome} />;
}

function OutcomeView({ outcome }: { outcome: Outcome }) {
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<PayResult>();
  const { status } = outcome;
  const step = paid || status === APPLICATION_STATUS.issued ? 3 : 2;
  return (
    <div data-testid="application-result" data-status={paid ? APPLICATION_STATUS.issued : status}>
      <InsuringSteps current={step} />
      <Card variant="borderless" extra={paid ? undefined : <ApplicationPdfButton id={outcome.id} />}>
        {paid ? (
          <IssuedPolicy result={paid} extra={<NewApplicationButton key="new" />} />
        ) : (
          <OutcomeResult outcome={outcome} onPay={() => setPaying(true)} />
        )}
      </Card>
      <PaymentModal
        applicationId={paying ? outcome.id : undefined}
        onClose={() => setPaying(false)}
        showIssued={false}
        onPaid={(result) => {
          setPaid(result);
          setPaying(false);
        }}
      />
    </div>
  );
}

/** The answer by status: pay now, wait for the review, rejected (with the reasons), or the status alone. */
function OutcomeResult({ outcome, onPay }: { outcome: Outcome; onPay: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { status } = outcome;
  const summary = <OutcomeSummary outcome={outcome} />;
  const reasons = outcome.reasons.length > 0 && <OutcomeReasons reasons={outcome.reasons} />;
  const toEnquiry = <ToEnquiryButton key="enquiry" />;
  const newApplication = <NewApplicationButton key="new" />;
  if (status === APPLICATION_STATUS.pendingPayment)
    return <PendingPaymentResult outcome={outcome} onPay={onPay} />;
  if (status === APPLICATION_STATUS.pendingReview || status === APPLICATION_STATUS.internalReview) {
    return (
      <Result
        status="warning"
        title={t('insuringWeb.result.pendingReviewTitle')}
        subTitle={
          <div>
            <div style={{ marginBottom: 8 }}>{t('insuringWeb.result.pendingReviewText')}</div>
            {reasons}
          </div>
        }
        extra={[toEnquiry, newApplication]}
      >
        {summary}
      </Result>
    );
  }
  if (status === APPLICATION_STATUS.rejected) {
    return (
      <Result
        status="error"
        title={t('insuringWeb.result.rejectedTitle')}
        subTitle={reasons || t('insuringWeb.result.rejectedText')}
        extra={[toEnquiry, newApplication]}
      >
        {summary}
      </Result>
    );
  }
  return (
    <Result
      status="info"
      title={outcome.statusName}
      extra={[
        status === APPLICATION_STATUS.issued ? (
          <Button key="policies" type="primary" onClick={() => navigate('/policy-query-download')}>
            {t('insuringWeb.payment.viewPolicy')}
          </Button>
        ) : null,
        toEnquiry,
      ]}
    >
      {summary}
    </Result>
  );
}

/** Pending payment: pay now (a premium the server changed is said first). */
function PendingPaymentResult({ outcome, onPay }: { outcome: Outcome; onPay: () => void }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('insuringWeb.result.pendingPaymentTitle')}
      subTitle={t('insuringWeb.result.pendingPaymentText', { voucherNo: outcome.voucherNo })}
      extra={[
        <Button key="pay" type="primary" size="large" onClick={onPay} data-testid="result-pay">
          {t('insuringWeb.result.payNow')}
        </Button>,
        <ToEnquiryButton key="enquiry" />,
      ]}
    >
      {outcome.isPremiumChanged && outcome.message && (
        <Alert
          type="info"
          showIcon
          title={outcome.message}
          style={{ maxWidth: 760, margin: '0 auto 16px' }}
        />
      )}
      <OutcomeSummary outcome={outcome} />
    </Result>
  );
}

/** The application's number and status; with a quote, the product, clause, insured amount and premium. */
function OutcomeSummary({ outcome }: { outcome: Outcome }) {
  const { t } = useTranslation();
  const { quote } = outcome;
  return (
    <Descriptions
      bordered
      size="small"
      column={2}
      style={{ maxWidth: 760, margin: '0 auto' }}
      items={[
        { key: 'voucher', label: t('insuringWeb.list.applicationNo'), children: outcome.voucherNo },
        { key: 'status', label: t('insuringWeb.list.status'), children: outcome.statusName },
        ...(quote
          ? [
              { key: 'product', label: t('field.productCode'), children: quote.productName },
              { key: 'clause', label: t('field.mainClause'), children: quote.mainClauseName },
              {
                key: 'insured',
                label: t('field.insuredAmount'),
                children: money(quote.currencyCode, quote.insuredAmount),
              },
              {
                key: 'premium',
                label: t('field.premium'),
                children: <strong>{money(quote.currencyCode, quote.premium)}</strong>,
              },
            ]
          : []),
      ]}
    />
  );
}

function OutcomeReasons({ reasons }: { reasons: string[] }) {
  return (
    <ul style={{ textAlign: 'left', display: 'inline-block', margin: 0 }} data-testid="result-reasons">
      {reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );
}

function ToEnquiryButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button icon={<FileSearchOutlined />} onClick={() => navigate('/pending-task/application')}>
      {t('insuringWeb.result.toEnquiry')}
    </Button>
  );
}

function NewApplicationButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Button icon={<PlusOutlined />} onClick={() => navigate('/quotation')}>
      {t('insuringWeb.result.newApplication')}
    </Button>
  );
}
