import { FileSearchOutlined, PlusOutlined } from '@ant-design/icons';
import { APPLICATION_STATUS, type ApplyResult, type PayResult, type QuoteResult } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { IssuedPolicy } from '../payment/issued-policy.tsx';
import { PaymentModal } from '../payment/payment-modal.tsx';
import { applicationViewQuery } from './application.api.ts';
import { money } from './format.ts';
import { InsuringSteps } from './insuring-steps.tsx';

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
          <Result
            status="error"
            title={t('insuringWeb.result.loadFailed')}
            subTitle={view.error.message}
            extra={<Button onClick={() => void view.refetch()}>{t('insuringWeb.common.retry')}</Button>}
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [paid, setPaid] = useState<PayResult>();
  const { status } = outcome;

  const toEnquiry = (
    <Button key="enquiry" icon={<FileSearchOutlined />} onClick={() => navigate('/pending-task/application')}>
      {t('insuringWeb.result.toEnquiry')}
    </Button>
  );
  const newApplication = (
    <Button key="new" icon={<PlusOutlined />} onClick={() => navigate('/quotation')}>
      {t('insuringWeb.result.newApplication')}
    </Button>
  );

  const summary = (
    <Descriptions
      bordered
      size="small"
      column={2}
      style={{ maxWidth: 760, margin: '0 auto' }}
      items={[
        { key: 'voucher', label: t('insuringWeb.list.applicationNo'), children: outcome.voucherNo },
        { key: 'status', label: t('insuringWeb.list.status'), children: outcome.statusName },
        ...(outcome.quote
          ? [
              { key: 'product', label: t('field.productCode'), children: outcome.quote.productName },
              { key: 'clause', label: t('field.mainClause'), children: outcome.quote.mainClauseName },
              {
                key: 'insured',
                label: t('field.insuredAmount'),
                children: money(outcome.quote.currencyCode, outcome.quote.insuredAmount),
              },
              {
                key: 'premium',
                label: t('field.premium'),
                children: <strong>{money(outcome.quote.currencyCode, outcome.quote.premium)}</strong>,
              },
            ]
          : []),
      ]}
    />
  );

  const premiumChanged = outcome.isPremiumChanged && outcome.message && (
    <Alert type="info" showIcon title={outcome.message} style={{ maxWidth: 760, margin: '0 auto 16px' }} />
  );

  const reasons = outcome.reasons.length > 0 && (
    <ul style={{ textAlign: 'left', display: 'inline-block', margin: 0 }} data-testid="result-reasons">
      {outcome.reasons.map((reason) => (
        <li key={reason}>{reason}</li>
      ))}
    </ul>
  );

  let content: React.ReactNode;
  let step = 2;
  if (paid) {
    step = 3;
    content = <IssuedPolicy result={paid} extra={newApplication} />;
  } else if (status === APPLICATION_STATUS.pendingPayment) {
    content = (
      <Result
        status="success"
        title={t('insuringWeb.result.pendingPaymentTitle')}
        subTitle={t('insuringWeb.result.pendingPaymentText', { voucherNo: outcome.voucherNo })}
        extra={[
          <Button
            key="pay"
            type="primary"
            size="large"
            onClick={() => setPaying(true)}
            data-testid="result-pay"
          >
            {t('insuringWeb.result.payNow')}
          </Button>,
          toEnquiry,
        ]}
      >
        {premiumChanged}
        {summary}
      </Result>
    );
  } else if (status === APPLICATION_STATUS.pendingReview || status === APPLICATION_STATUS.internalReview) {
    content = (
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
  } else if (status === APPLICATION_STATUS.rejected) {
    content = (
      <Result
        status="error"
        title={t('insuringWeb.result.rejectedTitle')}
        subTitle={reasons || t('insuringWeb.result.rejectedText')}
        extra={[toEnquiry, newApplication]}
      >
        {summary}
      </Result>
    );
  } else {
    step = status === APPLICATION_STATUS.issued ? 3 : 2;
    content = (
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

  return (
    <div data-testid="application-result" data-status={paid ? APPLICATION_STATUS.issued : status}>
      <InsuringSteps current={step} />
      <Card variant="borderless">{content}</Card>
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
