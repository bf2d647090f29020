import type { ProductInfo, ProductInfoRow, TrendGranularity } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { groupDigits } from '../../ui/format.ts';
import { CardState } from './card-state.tsx';
import { productInfoQuery } from './dashboard.api.ts';
import styles from './dashboard.module.css';

/**
 * Five columns and a handful of rows, never paged or sorted: a plain table in antd's small-table look, not antd's
 * Table, which is the overview's largest download (issue 14).
 */
function ProductRows({ products }: { products: readonly ProductInfoRow[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.productTableScroll}>
      <table className={styles.productTable}>
        <thead>
          <tr>
            <th scope="col">{t('dashboard.products.product')}</th>
            <th scope="col" className={styles.number}>
              {t('dashboard.products.policies')}
            </th>
            <th scope="col" className={styles.number}>
              {t('dashboard.products.certificates')}
            </th>
            <th scope="col" className={styles.number}>
              {t('dashboard.trend.series')}
            </th>
            <th scope="col">{t('dashboard.products.share')}</th>
          </tr>
        </thead>
        <tbody>
          {products.map((row) => (
            <tr key={row.marketproductCode} data-row-key={row.marketproductCode}>
              <th scope="row" className={styles.productName} title={row.marketproductName}>
                {row.marketproductName}
              </th>
              <td className={styles.number}>{row.policyCount}</td>
              <td className={styles.number}>{row.certificateCount}</td>
              <td className={styles.number}>{groupDigits(row.premium)}</td>
              <td>
                <ShareBar
                  share={row.share}
                  label={t('dashboard.products.shareOf', { product: row.marketproductName })}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The bar is drawn from the server's exact percentage; the text is that percentage as sent. */
function ShareBar({ share, label }: { share: string; label: string }) {
  const percent = Math.min(100, Math.max(0, Number(share)));
  return (
    <span className={styles.share}>
      <span
        className={styles.shareTrack}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label}
      >
        <span className={styles.shareFill} style={{ width: `${percent}%` }} />
      </span>
      <span className={styles.shareText}>{share}%</span>
    </span>
  );
}

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
        {(data) => <ProductRows products={data.products} />}
      </CardState>
    </section>
  );
}
