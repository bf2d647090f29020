import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../ui/shell/brand.tsx';
import styles from './shell.module.css';

/**
 * The shell before the user is known (issue 14): the header with the brand, the row of tabs still empty, a
 * spinner where the page goes, the footer. The web build renders it into the page the server sends a signed-in
 * visitor (scripts/prerender-pages.mjs), so it paints before any script has run; ShellLayout shows the same
 * frame while the user info loads, so the hand-over neither flashes nor moves. The server draws the overview's
 * frame with the user's overview in place of the spinner (`page`, overview-frame-render.tsx); the build draws the
 * heaviest pages' outline there (`outline`, frame-outlines.tsx).
 */
export function PortalFrame({ page, outline }: { page?: ReactNode; outline?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.frame} data-testid="portal-frame" aria-busy="true">
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <span className={styles.brandLink}>
            <BrandMark />
          </span>
        </div>
        <div className={styles.menuRow} />
      </header>
      <div className={`${styles.tabsBar} ${styles.frameTabs}`} />
      <FrameMain page={page} outline={outline} />
      <footer className={styles.footer}>
        <span>{t('shell.footer.copyright')}</span>
      </footer>
    </div>
  );
}

/** Where the page goes: the spinner, or what was drawn there (an outline the build drew, an overview the server did). */
function FrameMain({ page, outline }: { page?: ReactNode; outline?: ReactNode }) {
  const drawn = `${styles.content} ${styles.frameContent} ${styles.framePage}`;
  if (outline !== undefined) {
    return (
      <main className={drawn}>
        <div className={styles.frameOutline} data-frame-outline="">
          {outline}
        </div>
        <div className={`boot-spinner ${styles.outlineBusy}`} />
      </main>
    );
  }
  if (page !== undefined) {
    return (
      <main className={drawn}>
        <div data-server-page="">{page}</div>
      </main>
    );
  }
  return (
    <main className={`${styles.content} ${styles.frameContent}`}>
      <div className="boot-spinner" />
    </main>
  );
}
