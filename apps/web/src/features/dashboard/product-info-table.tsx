import type { ProductInfo, ProductInfoRow, TrendGranularity } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Progress, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { groupDigits } from '../../ui/format.ts';
import { CardState } from './card-state.tsx';
import { productInfoQuery } from './dashboard.api.ts';
import styles from './dashboard.module.css';

const columnsOf = (t: TFunction): TableColumnsType<ProductInfoRow> => [
  {
    title: t('dashboard.products.product'),
    dataIndex: 'marketproductName',
    ellipsis: true,
  },
  {
    title: t('dashboard.products.policies'),
    dataIndex: 'policyCount',
    align: 'right',
    width: 110,
  },
  {
    title: t('dashboard.products.certificates'),
    dataIndex: 'certificateCount',
    align: 'right',
    width: 130,
  },
  {
    title: t('dashboard.trend.series'),
    dataIndex: 'premium',
    align: 'right',
    width: 150,
    render: (premium: string) => groupDigits(premium),
  },
  {
    title: t('dashboard.products.share'),
    dataIndex: 'share',
    width: 160,
    // The bar is drawn from the server's exact percentage; the text is that percentage as sent.
    render: (share: string, row) => (
      <Progress
        percent={Number(share)}
        size="small"
        format={() => `${share}%`}
        showInfo
        aria-label={t('dashboard.products.shareOf', { product: row.marketproductName })}
      />
    ),
  },
];

/**
 * The premium trend's periods by product (SPEC §7 Others "chart product info"): policies, certificates,
 * CNY premium and share of the total, largest first; follows the card's period selector.
 */
export function ProductInfoTable({ granularity }: { granularity: TrendGranularity }) {
  const { t } = useTranslation();
  const info = useQuery(productInfoQuery(granularity));
  return (
    <section className={styles.products} aria-labelledby="product-info-title" data-testid="product-info">
      <div className={styles.productsHeader}>
        <h3 id="product-info-title" className={styles.productsTitle}>
          {t('dashboard.products.title')}
        </h3>
        {info.data ? (
          <span className={styles.trendTotal}>
            {t('dashboard.products.window', { from: info.data.startDate, to: info.data.endDate })}
          </span>
        ) : null}
      </div>
      <CardState
        query={info}
        testId="product-info"
        isEmpty={(data: ProductInfo) => data.products.length === 0}
        emptyText={t('dashboard.trend.empty')}
      >
        {(data) => (
          <Table<ProductInfoRow>
            size="small"
            rowKey="marketproductCode"
            columns={columnsOf(t)}
            dataSource={data.products}
            pagination={false}
            scroll={{ x: 640 }}
          />
        )}
      </CardState>
    </section>
  );
}
