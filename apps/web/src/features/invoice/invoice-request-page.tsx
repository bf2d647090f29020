import { type Invoice, type InvoiceSource, ZInvoiceSourceKey } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Result, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { money } from '../../ui/format.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { invoiceSourceQuery } from './invoice.api.ts';
import {
  DownloadInvoiceButton,
  INVOICE_LIST_PATH,
  POLICY_ENQUIRY_PATH,
  SETTLEMENT_ENQUIRY_PATH,
} from './invoice-links.tsx';
import { InvoiceRequestForm } from './invoice-request-form.tsx';

function WhereToStart() {
  const { t } = useTranslation();
  return (
    <Space wrap>
      <Link to={POLICY_ENQUIRY_PATH}>{t('invoice.web.toPolicies')}</Link>
      <Link to={`${SETTLEMENT_ENQUIRY_PATH}?tab=paid`}>{t('invoice.web.toSettlements')}</Link>
      <Link to={INVOICE_LIST_PATH}>{t('invoice.web.back')}</Link>
    </Space>
  );
}

/** What is invoiced: the premium, the invoice amount and its VAT split, the one invoice type. */
function SourceSummary({ source }: { source: InvoiceSource }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      style={{ marginBottom: 24 }}
      data-testid="invoice-source"
      items={[
        {
          key: 'source',
          label: t('field.sourceNo'),
          children: t(
            source.sourceType === 'policy' ? 'invoice.web.sourcePolicy' : 'invoice.web.sourceSettlement',
            {
              sourceNo: source.sourceNo,
            },
          ),
        },
        { key: 'product', label: t('invoice.web.product'), children: source.productName },
        { key: 'insured', label: t('invoice.web.insured'), children: source.insuredName },
        { key: 'premium', label: t('invoice.web.premium'), children: money(source.currency, source.premium) },
        {
          key: 'amount',
          label: t('invoice.web.amount'),
          children: (
            <Space direction="vertical" size={0}>
              <strong>{money('CNY', source.amount)}</strong>
              <span className="text-description">
                {t('invoice.web.split', {
                  net: money('CNY', source.netAmount),
                  rate: source.taxRate,
                  tax: money('CNY', source.taxAmount),
                })}
              </span>
            </Space>
          ),
        },
        { key: 'type', label: t('invoice.web.type'), children: t('invoice.type.electronicOrdinary') },
      ]}
    />
  );
}

function IssuedInvoice({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('invoice.web.issuedTitle')}
      subTitle={`${t('invoice.web.column.invoiceNo')}: ${invoice.invoiceNo} · ${invoice.statusName} · ${invoice.email}`}
      extra={[
        <DownloadInvoiceButton key="download" invoiceNo={invoice.invoiceNo} primary />,
        <Link key="list" to={INVOICE_LIST_PATH}>
          {t('invoice.web.back')}
        </Link>,
      ]}
      data-testid="invoice-issued"
    />
  );
}

/** /invoice/request?sourceType=policy|settlement&sourceNo=…: the invoice of one paid premium. */
export default function InvoiceRequestPage() {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.invoiceRequest');
  const [params] = useSearchParams();
  const key = ZInvoiceSourceKey.safeParse({
    sourceType: params.get('sourceType') ?? undefined,
    sourceNo: params.get('sourceNo') ?? undefined,
  });
  const source = useQuery({
    ...invoiceSourceQuery(key.success ? key.data : { sourceType: 'policy', sourceNo: '' }),
    enabled: key.success,
  });
  const body = () => {
    if (!key.success)
      return <Alert type="info" showIcon title={t('invoice.web.noSource')} action={<WhereToStart />} />;
    if (source.isPending) return <Skeleton active />;
    if (source.isError)
      return (
        <Alert
          type="warning"
          showIcon
          title={source.error.message}
          description={<WhereToStart />}
          data-testid="invoice-refused"
        />
      );
    if (source.data.invoice !== null) return <IssuedInvoice invoice={source.data.invoice} />;
    return (
      <>
        <SourceSummary source={source.data} />
        <InvoiceRequestForm source={source.data} sourceKey={key.data} onIssued={() => source.refetch()} />
      </>
    );
  };
  return (
    <div className="page-card" data-testid="invoice-request">
      <h2 style={{ margin: '0 0 16px', fontSize: 18, fontWeight: 600 }}>{title}</h2>
      <p className="text-description">{t('invoice.web.intro')}</p>
      {body()}
    </div>
  );
}
