import { USAGE_GUIDE_URL } from '@cargo/domain/api/usage-guide';
import { todayInChina } from '@cargo/domain/clock/business-clock';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicHeader } from './public-header';
import { PUBLIC_FOOTER_LINKS } from './public-paths';

interface PublicPageProps {
  children: ReactNode;
}

/** Frame of every public page: the shared header, the page, and a footer with links and the copyright. */
export function PublicPage({ children }: PublicPageProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const linkStyle = { color: 'rgba(255, 255, 255, 0.85)', textDecoration: 'none' };

  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: token.colorBgLayout,
        // The page sets the portal font itself: links and plain text outside antd components use it too.
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
      }}
    >
      <PublicHeader />
      <main style={{ flex: 1 }}>{children}</main>
      <footer style={{ background: '#0b1f3f', color: 'rgba(255, 255, 255, 0.65)', fontSize: 13 }}>
        <div
          style={{
            maxWidth: 1200,
            margin: '0 auto',
            padding: '20px 24px',
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'space-between',
            gap: 12,
          }}
        >
          <nav
            aria-label={t('public.footer.navigation')}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}
          >
            {PUBLIC_FOOTER_LINKS.map((link) => (
              <Link key={link.path} to={link.path} style={linkStyle}>
                {t(link.labelKey)}
              </Link>
            ))}
            <a href={USAGE_GUIDE_URL} target="_blank" rel="noopener" style={linkStyle}>
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
    </div>
  );
}

/** A centred content column of a public page. */
export function PublicSection({ children }: PublicPageProps) {
  return <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px 48px' }}>{children}</div>;
}
