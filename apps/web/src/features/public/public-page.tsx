import { theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PublicFooter } from './public-footer';
import { PublicHeader } from './public-header';

interface PublicPageProps {
  children: ReactNode;
}

/** Frame of every public page: the shared header, the page, and a footer with links and the copyright. */
export function PublicPage({ children }: PublicPageProps) {
  const { token } = theme.useToken();

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
      <PublicFooter
        link={(path, label) => (
          <Link key={path} to={path}>
            {label}
          </Link>
        )}
      />
    </div>
  );
}

/** A centred content column of a public page. */
export function PublicSection({ children }: PublicPageProps) {
  return <div style={{ maxWidth: 1200, margin: '0 auto', padding: '32px 24px 48px' }}>{children}</div>;
}
