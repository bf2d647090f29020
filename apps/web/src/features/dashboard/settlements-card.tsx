import { useTranslation } from 'react-i18next';
import { groupDigits } from '../../ui/format.ts';
import styles from './dashboard.module.css';
import { OpenAll, OverviewSection } from './overview-section.tsx';

export const SETTLEMENT_PATH = '/pending-task/settlement';

/** Unpaid settlements: how many and the premium due per currency (never added across currencies). */
export function SettlementsCard() {
  const { t } = useTranslation();
  return (
    <OverviewSection
      title={t('dashboard.settlements.title')}
      extra={
        <OpenAll to={SETTLEMENT_PATH} testId="settlements-open">
          {t('dashboard.settlements.open')}
        </OpenAll>
      }
      testId="pending-settlements"
      skeletonRows={2}
      isEmpty={(data) => data.pendingSettlements.count === 0}
      emptyText={t('dashboard.settlements.empty')}
    >
      {({ pendingSettlements }) => (
        <>
          <div className={styles.asOf}>
            {t('dashboard.settlements.count', { count: pendingSettlements.count })}
          </div>
          {pendingSettlements.totals.map((total) => (
            <div key={total.currencyCode} className={styles.settlementLine}>
              {t('dashboard.settlements.line', {
                currency: total.currency,
                premium: groupDigits(total.premium),
              })}
            </div>
          ))}
        </>
      )}
    </OverviewSection>
  );
}
