import { USAGE_GUIDE_URL } from '@cargo/domain/api/usage-guide';
import { todayInChina } from '@cargo/domain/clock/business-clock';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './public-footer.module.css';
import { PUBLIC_FOOTER_LINKS } from './public-paths';

/**
 * The footer of the public pages: their links, the usage guide (a PDF) and the copyright. `link` draws a link to a
 * public page: a router link in the portal, a plain link on the login page (which has no router).
 */
export function PublicFooter({ link }: { link: (path: string, label: string) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <nav aria-label={t('public.footer.navigation')} className={styles.footerLinks}>
          {PUBLIC_FOOTER_LINKS.map((entry) => link(entry.path, t(entry.labelKey)))}
          <a href={USAGE_GUIDE_URL} target="_blank" rel="noopener">
            {t('public.footer.usageGuide')}
          </a>
        </nav>
        <span>
          {t('public.footer.copyright', {
            year: todayInChina().slice(0, 4),
            product: t('shell.productName'),
          })}
        </span>
      </div>
    </footer>
  );
}
