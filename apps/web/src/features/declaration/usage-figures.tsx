import { type OpenPolicyUsage, USAGE_WARNING_PERCENT } from '@cargo/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../ui/format.ts';
import styles from './declaration.module.css';

/**
 * What the open policy has used of its limit: declared, under review (held) and the share used, the same
 * figures the insurer's back office sees; a warning above 80 %.
 */
export function UsageFigures({ usage }: { usage: OpenPolicyUsage }) {
  const { t } = useTranslation();
  return (
    <>
      <div
        className={styles.balanceRow}
        style={{ flexWrap: 'wrap', marginTop: 8 }}
        data-testid="policy-usage"
      >
        <span className={styles.balanceTotal}>
          {t('operations.customerUsage.declared')} {formatMoney(usage.declared, usage.currency)}
        </span>
        <span className={styles.balanceTotal}>
          {t('operations.customerUsage.underReview')} {formatMoney(usage.underReview, usage.currency)}
        </span>
        <span className={styles.balanceTotal} data-testid="policy-used-percent">
          {t('operations.customerUsage.used', { percent: usage.usedPercent })}
        </span>
      </div>
      {usage.warning ? (
        <Alert
          type="warning"
          showIcon
          title={t('operations.customerUsage.warning', { percent: USAGE_WARNING_PERCENT })}
          data-testid="policy-usage-warning"
        />
      ) : null}
    </>
  );
}
