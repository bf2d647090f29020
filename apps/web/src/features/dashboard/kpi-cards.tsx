import { CONTINUED_POLICY_WINDOWS, type DashboardOverview } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDigits } from '../../ui/format.ts';
import { CardState } from './card-state.tsx';
import { overviewQuery } from './dashboard.api.ts';
import styles from './dashboard.module.css';
import { OverviewCard, OverviewFigure } from './overview-card.tsx';

const KpiCard = ({ title, testId, children }: { title: string; testId: string; children: ReactNode }) => (
  <OverviewCard className={styles.kpi} testId={testId}>
    <div className={styles.asOf}>{title}</div>
    {children}
  </OverviewCard>
);

const WINDOW_FIELDS = {
  30: 'withinThirtyDays',
  60: 'withinSixtyDays',
  90: 'withinNinetyDays',
} as const satisfies Record<
  (typeof CONTINUED_POLICY_WINDOWS)[number],
  keyof DashboardOverview['continuedPolicy']
>;

function Kpis({ overview }: { overview: DashboardOverview }) {
  const { t } = useTranslation();
  const { statistics, waitingPays, continuedPolicy } = overview;
  return (
    <div className={styles.kpiGrid}>
      <KpiCard title={t('dashboard.kpi.effective')} testId="kpi-effective">
        <OverviewFigure>{groupDigits(overview.effectivePolicy.effectivePolicyCount)}</OverviewFigure>
        <div className={styles.kpiHint}>{t('dashboard.kpi.effectiveHint')}</div>
      </KpiCard>
      <KpiCard title={t('dashboard.kpi.dealing')} testId="kpi-dealing">
        <OverviewFigure>{groupDigits(statistics.dealingPolicyCount)}</OverviewFigure>
        <div className={styles.kpiHint}>
          {t('dashboard.kpi.dealingHint', {
            review: statistics.applicationsUnderReview,
            modify: statistics.applicationsToModify,
            corrections: statistics.correctionsUnderReview,
            declarations: statistics.declarationsUnderReview,
          })}
        </div>
      </KpiCard>
      <KpiCard title={t('dashboard.kpi.waitingPay')} testId="kpi-waiting-pay">
        <OverviewFigure>{groupDigits(waitingPays.waitingPaysCount)}</OverviewFigure>
        <div className={styles.kpiHint}>
          <div>
            {t('dashboard.kpi.waitingPayPremium', {
              premium: groupDigits(waitingPays.waitingPaysTotalPremium),
            })}
          </div>
          <div>
            {t('dashboard.kpi.waitingPayAmount', {
              amount: groupDigits(waitingPays.waitingPaysTotalAmount),
            })}
          </div>
        </div>
      </KpiCard>
      <KpiCard title={t('dashboard.kpi.continued')} testId="kpi-continued">
        <div className={styles.windows}>
          {CONTINUED_POLICY_WINDOWS.map((days) => (
            <div key={days} className={styles.window} data-testid={`kpi-continued-${days}`}>
              <div className={styles.windowCount}>{continuedPolicy[WINDOW_FIELDS[days]]}</div>
              <div className={styles.windowLabel}>{t('dashboard.kpi.within', { days })}</div>
            </div>
          ))}
        </div>
      </KpiCard>
    </div>
  );
}

/** The key figures: policies in force, in process, waiting for payment, renewal candidates in 30/60/90 days. */
export function KpiCards() {
  const overview = useQuery(overviewQuery());
  if (overview.data) return <Kpis overview={overview.data} />;
  return (
    <OverviewCard>
      <CardState query={overview} testId="kpis" skeletonRows={4}>
        {() => null}
      </CardState>
    </OverviewCard>
  );
}
