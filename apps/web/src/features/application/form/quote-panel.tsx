import { CalculatorOutlined, FileProtectOutlined, LoadingOutlined } from '@ant-design/icons';
import type { MessageKey, QuoteResult } from '@cargo/domain';
import { Alert, Button, Card, Descriptions, type DescriptionsProps, Empty, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { currencyIso, groupDigits, money } from '../../../ui/format.ts';
import { NotesAlert } from '../../../ui/notes-alert.tsx';

type Quotation = { quotationNo: string; validUntil: string | null };

interface QuotePanelProps {
  quote: QuoteResult | undefined;
  isFetching: boolean;
  /** The server could not price what the form holds: its message. */
  error: string | undefined;
  /** What is still missing before the server can price the form. */
  missing: readonly MessageKey[];
  /** A field the price depends on is not valid yet. */
  invalid: boolean;
  /** The quote shown is for an earlier state of the form (a new one is on its way). */
  isOutdated: boolean;
  /** A stored quotation (acquireQuote) for exactly what the form holds. */
  quotation: Quotation | undefined;
  onAcquire: () => void;
  isAcquiring: boolean;
}

/** The premium computed by the server (previewQuote), with its breakdown, notices and referrals. */
export function QuotePanel({
  quote,
  isFetching,
  error,
  missing,
  invalid,
  isOutdated,
  ...acquiring
}: QuotePanelProps) {
  const { t } = useTranslation();
  const title = <QuoteTitle isFetching={isFetching} />;
  if (!quote && invalid) {
    return (
      <Card title={title} variant="borderless" data-testid="quote-panel">
        <Alert type="warning" showIcon title={t('insuringWeb.quote.invalid')} />
      </Card>
    );
  }
  if (!quote && missing.length > 0) {
    return (
      <Card title={title} variant="borderless" data-testid="quote-panel">
        <MissingFacts missing={missing} />
      </Card>
    );
  }
  return (
    <Card
      title={title}
      variant="borderless"
      data-testid="quote-panel"
      styles={{ body: { opacity: isOutdated ? 0.55 : 1, transition: 'opacity 0.2s' } }}
    >
      {error && (
        <Alert
          type="warning"
          showIcon
          title={t('insuringWeb.quote.failed')}
          description={error}
          style={{ marginBottom: 12 }}
          data-testid="quote-error"
        />
      )}
      {quote && (
        <>
          <QuotePremium quote={quote} />
          <Descriptions
            size="small"
            column={1}
            items={quoteItems(quote, t)}
            styles={{ label: { width: 120 } }}
          />
          <QuoteNotes quote={quote} />
          <QuotationBox {...acquiring} canAcquire={!isOutdated && !isFetching} />
        </>
      )}
    </Card>
  );
}

function QuoteTitle({ isFetching }: { isFetching: boolean }) {
  const { t } = useTranslation();
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <CalculatorOutlined />
      {t('insuringWeb.quote.title')}
      {isFetching && (
        <Tag icon={<LoadingOutlined />} color="processing" data-testid="quote-calculating">
          {t('insuringWeb.quote.calculating')}
        </Tag>
      )}
    </span>
  );
}

/** What the form still lacks before it can be priced. */
function MissingFacts({ missing }: { missing: readonly MessageKey[] }) {
  const { t } = useTranslation();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <div>
          <Typography.Text type="secondary">{t('insuringWeb.quote.fillIn')}</Typography.Text>
          <div style={{ marginTop: 8, display: 'flex', gap: 6, flexWrap: 'wrap', justifyContent: 'center' }}>
            {missing.map((key) => (
              <Tag key={key}>{t(key)}</Tag>
            ))}
          </div>
        </div>
      }
    />
  );
}

/** The premium in the invoice currency, and in CNY when that is another one. */
function QuotePremium({ quote }: { quote: QuoteResult }) {
  const { t } = useTranslation();
  return (
    <div style={{ marginBottom: 12 }}>
      <Typography.Text type="secondary">{t('field.premium')}</Typography.Text>
      <div
        style={{ fontSize: 28, fontWeight: 600, color: '#1658d8', lineHeight: 1.3 }}
        data-testid="quote-premium"
      >
        <span style={{ fontSize: 16, marginRight: 6 }}>{currencyIso(quote.currencyCode)}</span>
        {groupDigits(quote.premium)}
      </div>
      {quote.currency !== 'CNY' && (
        <Typography.Text type="secondary" data-testid="quote-premium-cny">
          {t('insuringWeb.quote.premiumCny', { amount: groupDigits(quote.premiumCny) })}
        </Typography.Text>
      )}
    </div>
  );
}

/** The lines of the premium's breakdown: amounts and rates, then what adjusted it. */
const quoteItems = (quote: QuoteResult, t: TFunction): DescriptionsProps['items'] => [
  ...breakdownItems(quote, t),
  ...adjustmentItems(quote, t),
];

const secondLine = (text: string) => (
  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
    {text}
  </Typography.Text>
);

/** Insured amount, rate and loadings, main premium, one line per rider. */
const breakdownItems = (quote: QuoteResult, t: TFunction): NonNullable<DescriptionsProps['items']> => [
  {
    key: 'insured',
    label: t('field.insuredAmount'),
    children: (
      <span data-testid="quote-insured-amount">
        {money(quote.currencyCode, quote.insuredAmount)}
        {secondLine(
          t('insuringWeb.quote.insuredFormula', {
            invoice: groupDigits(quote.invoiceAmount),
            addition: quote.additionPercent,
          }),
        )}
      </span>
    ),
  },
  {
    key: 'rate',
    label: t('field.rate'),
    children: (
      <span data-testid="quote-rate">
        {`${quote.rate}%`}
        {secondLine(t('insuringWeb.quote.baseRate', { clause: quote.mainClauseName, rate: quote.baseRate }))}
      </span>
    ),
  },
  ...quote.loadings.map((loading, index) => ({
    key: `loading-${index}`,
    label: loading.name,
    children: `+${loading.rate}%`,
  })),
  {
    key: 'main',
    label: t('insuringWeb.quote.mainPremium'),
    children: money(quote.currencyCode, quote.mainPremium),
  },
  ...quote.riderPremiums.map((rider) => ({
    key: `rider-${rider.code}`,
    label: rider.name,
    children: (
      <span>
        {money(quote.currencyCode, rider.premium)}
        {secondLine(
          t('insuringWeb.quote.riderLine', { sum: groupDigits(rider.sumInsured), rate: rider.rate }),
        )}
      </span>
    ),
  })),
];

/** Short-term rate, minimum premium, exchange rate: each only when it applies. */
const adjustmentItems = (quote: QuoteResult, t: TFunction): NonNullable<DescriptionsProps['items']> => [
  ...(quote.shortTerm
    ? [
        {
          key: 'shortTerm',
          label: t('insuringWeb.quote.shortTerm'),
          children: t('insuringWeb.quote.shortTermValue', {
            count: quote.shortTerm.months,
            percent: quote.shortTerm.percent,
          }),
        },
      ]
    : []),
  ...(quote.isMinimumPremiumApplied
    ? [
        {
          key: 'minimum',
          label: t('insuringWeb.quote.minimumPremium'),
          children: money(quote.currencyCode, quote.minimumPremium),
        },
      ]
    : []),
  ...(quote.currency !== 'CNY'
    ? [
        {
          key: 'exchange',
          label: t('insuringWeb.quote.exchangeRate'),
          children: `1 ${quote.currency} = ${quote.exchangeRate} CNY`,
        },
      ]
    : []),
];

/** The quote's notices, referrals to manual underwriting and deductible descriptions. */
function QuoteNotes({ quote }: { quote: QuoteResult }) {
  const { t } = useTranslation();
  return (
    <>
      {quote.notices.map((notice) => (
        <Alert
          key={notice}
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title={notice}
          data-testid="quote-notice"
        />
      ))}
      <NotesAlert
        type="warning"
        style={{ marginTop: 12 }}
        title={t('insuringWeb.quote.referred')}
        lines={quote.referrals.map((referral) => ({ key: referral.key, text: referral.message }))}
        testId="quote-referrals"
      />
      {quote.deductibles.map((line) => (
        <Typography.Paragraph
          key={line.item}
          type="secondary"
          style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}
        >
          {line.description}
        </Typography.Paragraph>
      ))}
    </>
  );
}

interface QuotationBoxProps {
  quotation: Quotation | undefined;
  onAcquire: () => void;
  isAcquiring: boolean;
  /** The quote shown is the current one: a quotation may be taken for it. */
  canAcquire: boolean;
}

/** The stored quotation's number and validity, or the button that stores one. */
function QuotationBox({ quotation, onAcquire, isAcquiring, canAcquire }: QuotationBoxProps) {
  const { t } = useTranslation();
  return (
    <div style={{ marginTop: 16, paddingTop: 12, borderTop: '1px dashed #e3e8f0' }}>
      {quotation ? (
        <div data-testid="quotation-no">
          <Typography.Text type="secondary">{t('field.quotationNo')}</Typography.Text>
          <div>
            <Typography.Text strong copyable>
              {quotation.quotationNo}
            </Typography.Text>
          </div>
          {quotation.validUntil && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('insuringWeb.quote.validUntil', { date: quotation.validUntil })}
            </Typography.Text>
          )}
        </div>
      ) : (
        <Button
          block
          icon={<FileProtectOutlined />}
          onClick={onAcquire}
          loading={isAcquiring}
          disabled={!canAcquire}
          data-testid="quote-acquire"
        >
          {t('insuringWeb.quote.acquire')}
        </Button>
      )}
    </div>
  );
}
