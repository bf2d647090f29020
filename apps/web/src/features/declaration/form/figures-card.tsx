import { amountLabel, formatPercent, type OpenPolicyDetail } from '@cargo/domain';
import { Alert, Card } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, minorOf } from '../../../ui/format.ts';
import styles from '../declaration.module.css';
import { type DeclarationFormValues, type QuoteFigures, quoteOf } from '../declaration-form-model.ts';

function Figure({
  label,
  strong,
  testId,
  children,
}: {
  label: ReactNode;
  strong?: boolean;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.figure}>
      <span className={styles.figureLabel}>{label}</span>
      <span
        className={`${styles.figureValue} ${strong ? `${styles.figureStrong} ` : ''}${styles.amount}`}
        data-testid={testId}
      >
        {children}
      </span>
    </div>
  );
}

/** Over the per-shipment limit (the server refuses it) or over the balance: said before the submit. */
function LimitWarning({ quote, policy }: { quote: QuoteFigures; policy: OpenPolicyDetail }) {
  const { t } = useTranslation();
  const balanceMinor = minorOf(policy.balance, policy.currency);
  const limitMinor = minorOf(policy.perShipmentLimit, policy.currency);
  if (limitMinor !== undefined && quote.insuredAmount > limitMinor) {
    return (
      <Alert
        type="warning"
        showIcon
        style={{ marginTop: 12 }}
        title={t('declarationWeb.figures.overLimit', {
          limit: formatMoney(policy.perShipmentLimit, policy.currency),
        })}
      />
    );
  }
  if (balanceMinor !== undefined && quote.insuredAmount > balanceMinor) {
    return (
      <Alert
        type="error"
        showIcon
        style={{ marginTop: 12 }}
        title={t('declarationWeb.figures.overBalance', {
          balance: formatMoney(policy.balance, policy.currency),
        })}
      />
    );
  }
  return null;
}

/** What the server will compute from the form (insured amount and premium), shown while it is filled. */
export function FiguresCard({ values, policy }: { values: DeclarationFormValues; policy: OpenPolicyDetail }) {
  const { t } = useTranslation();
  const quote = quoteOf(values, policy);
  const money = (minor: number) => amountLabel(minor, policy.currencyCode);
  return (
    <Card variant="borderless" title={t('declarationWeb.figures.title')} data-testid="declaration-figures">
      <Figure label={t('field.invoiceAmount')}>
        {quote ? formatMoney(values.invoiceAmount, policy.currency) : '—'}
      </Figure>
      <Figure label={t('field.additionPercent')}>
        {quote ? t('declarationWeb.common.percent', { value: formatPercent(quote.additionPpm, 0) }) : '—'}
      </Figure>
      <Figure label={t('declarationWeb.figures.insuredAmount')} strong testId="figure-insured">
        {quote ? money(quote.insuredAmount) : '—'}
      </Figure>
      <Figure label={t('declarationWeb.figures.premium')} testId="figure-premium">
        {quote ? money(quote.premium) : '—'}
      </Figure>
      <p className={styles.formula}>
        {quote
          ? t('declarationWeb.figures.formula', { rate: policy.ratePercent })
          : t('declarationWeb.figures.pending')}
      </p>
      {quote ? <LimitWarning quote={quote} policy={policy} /> : null}
    </Card>
  );
}
