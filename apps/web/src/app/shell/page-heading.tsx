import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';

const MAIN_ID = 'main-content';

/** The first stop of the keyboard: jumps over the header and the open-pages bar to the page. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_ID}`}
      className="skip-link"
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {t('shell.a11y.skipToContent')}
    </a>
  );
}

/**
 * The page's one h1 (its title, for screen readers; pages show their own visible title as h2 or below) at
 * the top of the main landmark. After a route change focus moves to it, so a screen reader announces the
 * new page and the keyboard continues from there instead of from <body>. The first load and redirects keep
 * the focus at the top of the document, where the skip link is.
 */
export function PageMain({ title, children }: { title: string | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    // A redirect (`/` to the first page, a guard) replaces the entry: the user went nowhere yet.
    if (navigationType !== 'REPLACE') heading.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="visually-hidden page-heading" data-testid="page-heading">
        {title}
      </h1>
      {children}
    </>
  );
}

export { MAIN_ID };
