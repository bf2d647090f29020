import { TREND_GRANULARITIES, type TrendGranularity } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupDigits } from '../../ui/format.ts';
import { CardState } from './card-state.tsx';
import { FIRST_TREND_GRANULARITY, premiumTrendQuery } from './dashboard.api.ts';
import styles from './dashboard.module.css';
import { OverviewCard } from './overview-card.tsx';
import { PremiumChart } from './premium-chart.tsx';
import { ProductInfoTable } from './product-info-table.tsx';

/** Premium trend by year, half-year, quarter or month (SPEC §2 Dashboard), and the same periods by product. */
export function PremiumTrendCard() {
  const { t } = useTranslation();
  const [granularity, setGranularity] = useState<TrendGranularity>(FIRST_TREND_GRANULARITY);
  const trend = useQuery(premiumTrendQuery(granularity));
  return (
    <OverviewCard
      className={styles.fill}
      title={t('dashboard.trend.title')}
      extra={
        <Segmented<TrendGranularity>
          value={granularity}
          onChange={setGranularity}
          options={TREND_GRANULARITIES.map((value) => ({
            value,
            label: t(`dashboard.granularity.${value}`),
          }))}
          aria-label={t('dashboard.trend.title')}
          data-testid="trend-granularity"
        />
      }
      testId="premium-trend"
    >
      <div className={styles.trendTotal}>
        {t('dashboard.trend.unit')}
        {trend.data ? ` · ${t('dashboard.trend.total', { total: groupDigits(trend.data.total) })}` : ''}
      </div>
      <CardState query={trend} testId="premium-trend" skeletonRows={8}>
        {(data) => <PremiumChart trend={data} seriesName={t('dashboard.trend.series')} />}
      </CardState>
      <ProductInfoTable granularity={granularity} />
    </OverviewCard>
  );
}
