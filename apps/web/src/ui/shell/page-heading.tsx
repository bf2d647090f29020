import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';

const MAIN_ID = 'main-content';

/** The title `PageMain` was given, for the page inside it. */
const PageTitleContext = createContext<string | undefined>(undefined);

/**
 * The current page's title as the frame around it names it (the portal's shell: the menu entry's name, else the
 * route's title, app/shell/page-title.ts), for a page that shows it; undefined outside a `PageMain` or when the
 * frame has no title for the address.
 */
export const usePageTitle = (): string | undefined => useContext(PageTitleContext);

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
 * the focus at the top of the document, where the skip link is. The page reads the same title with `usePageTitle`.
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
      <PageTitleContext.Provider value={title}>{children}</PageTitleContext.Provider>
    </>
  );
}

export { MAIN_ID };
