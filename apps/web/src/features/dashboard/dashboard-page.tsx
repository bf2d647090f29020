import { CalculatorOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chartShowQuery } from '../../api/shell-extras.api.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { CorrectionRemindersCard } from './correction-reminders-card.tsx';
import { overviewQuery } from './dashboard.api.ts';
import styles from './dashboard.module.css';
import { KpiCards } from './kpi-cards.tsx';
import { NoticesCard } from './notices-card.tsx';
import { PendingMattersCard } from './pending-matters-card.tsx';
import { PremiumTrendCard } from './premium-trend-card.tsx';
import { SettlementsCard } from './settlements-card.tsx';

const QUOTATION_PATH = '/quotation';

/** /dashboard: the business overview of the current account (SPEC §2 Dashboard). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = usePageTitle() ?? t('dashboard.title');
  const today = useQuery(overviewQuery()).data?.today;
  // SPEC §4 / §7 "chart isShow": the insurer may hide the premium chart; shown while the answer is pending.
  const showChart = useQuery(chartShowQuery()).data !== false;
  return (
    <div data-testid="dashboard">
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {today ? <span className={styles.asOf}>{t('dashboard.asOf', { date: today })}</span> : null}
        <Button
          type="primary"
          size="large"
          icon={<CalculatorOutlined />}
          className={styles.headerAction}
          onClick={() => navigate(QUOTATION_PATH)}
          data-testid="instant-pricing"
        >
          {t('dashboard.instantPricing')}
        </Button>
      </div>
      <KpiCards />
      <div className={styles.cardGrid}>
        {showChart && (
          <div className={styles.trendCell}>
            <PremiumTrendCard />
          </div>
        )}
        <div className={showChart ? styles.besideTrendCell : undefined}>
          <NoticesCard />
        </div>
        <div className={styles.halfCell}>
          <PendingMattersCard />
        </div>
        <div className={styles.thirdCell}>
          <CorrectionRemindersCard />
        </div>
        <div className={styles.thirdCell}>
          <SettlementsCard />
        </div>
      </div>
    </div>
  );
}
