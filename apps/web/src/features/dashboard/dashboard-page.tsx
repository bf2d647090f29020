import { CalculatorOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chartShowQuery } from '../../api/shell-extras.api.ts';
import { usePageTitle } from '../../app/shell/page-title.ts';
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
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {showChart && (
          <Col xs={24} xl={16}>
            <PremiumTrendCard />
          </Col>
        )}
        <Col xs={24} xl={showChart ? 8 : 24}>
          <NoticesCard />
        </Col>
        <Col xs={24} lg={12} xl={10}>
          <PendingMattersCard />
        </Col>
        <Col xs={24} lg={12} xl={7}>
          <CorrectionRemindersCard />
        </Col>
        <Col xs={24} lg={12} xl={7}>
          <SettlementsCard />
        </Col>
      </Row>
    </div>
  );
}
