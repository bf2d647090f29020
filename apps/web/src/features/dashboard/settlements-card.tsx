import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupDigits } from '../../ui/format.ts';
import { CardState } from './card-state.tsx';
import { overviewQuery } from './dashboard.api.ts';
import styles from './dashboard.module.css';
import { OverviewCard } from './overview-card.tsx';

export const SETTLEMENT_PATH = '/pending-task/settlement';

/** Unpaid settlements: how many and the premium due per currency (never added across currencies). */
export function SettlementsCard() {
  const { t } = useTranslation();
  const overview = useQuery(overviewQuery());
  return (
    <OverviewCard
      className={styles.fill}
      title={t('dashboard.settlements.title')}
      extra={
        <Link to={SETTLEMENT_PATH} data-testid="settlements-open">
          {t('dashboard.settlements.open')}
        </Link>
      }
      testId="pending-settlements"
    >
      <CardState
        query={overview}
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
      </CardState>
    </OverviewCard>
  );
}
