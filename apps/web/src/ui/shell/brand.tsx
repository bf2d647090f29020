import { useTranslation } from 'react-i18next';
import styles from './brand.module.css';

/** The portal's mark: a shield over a wave (cargo at sea, insured). */
export function BrandLogo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="portal-logo-fill" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#2f7bff" />
          <stop offset="1" stopColor="#0a3d9c" />
        </linearGradient>
      </defs>
      <path
        d="M16 2 4 6.5v8.2c0 7.4 5.1 13.2 12 15.3 6.9-2.1 12-7.9 12-15.3V6.5Z"
        fill="url(#portal-logo-fill)"
      />
      <path
        d="M8.5 17.2c1.6 1.2 3.1 1.2 4.6 0s3.1-1.2 4.7 0 3.1 1.2 4.7 0"
        fill="none"
        stroke="#fff"
        strokeWidth="1.8"
        strokeLinecap="round"
      />
      <path d="M11 14.2h10l-1.6-4.4h-6.8Z" fill="#fff" opacity=".92" />
    </svg>
  );
}

/** Logo and product name, as in the header and on standalone pages. */
export function BrandMark({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={styles.brand} data-testid="brand">
      <BrandLogo size={compact ? 28 : 34} />
      <span className={styles.text}>
        <span className={styles.name}>{t('shell.productName')}</span>
        {!compact && (
          <span className={`${styles.tagline} portal-brand-tagline`}>{t('shell.productTagline')}</span>
        )}
      </span>
    </span>
  );
}
