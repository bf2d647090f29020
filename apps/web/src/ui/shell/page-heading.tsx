import { createContext, type ReactNode, useContext, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, NavigationType, useLocation, useNavigationType } from 'react-router';
import { isListAddressState } from '../list/list-address.ts';

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
 * Whether going from `from` to `to` shows another page: another path, or another query string that is not a
 * list's own (a product card opens `/quotation?product=…`, a claim's start `/report?policyNo=…`). A list
 * keeps its filters and page in the address (ui/list/list-address.ts): its searches and pages, and going
 * back and forth through them, stay on the page the user is working in.
 */
export const showsAnotherPage = (from: Location, to: Location, navigationType: NavigationType): boolean => {
  if (from.pathname !== to.pathname) return true;
  if (from.search === to.search) return false;
  const listsOwn =
    isListAddressState(to.state) || (navigationType === NavigationType.Pop && isListAddressState(from.state));
  return !listsOwn;
};

/**
 * The page's one h1 (its title, for screen readers; pages show their own visible title as h2 or below) at
 * the top of the main landmark. After a change of page (`showsAnotherPage`) focus moves to it, so a screen
 * reader announces the new page and the keyboard continues from there instead of from <body>. The first load
 * and redirects keep the focus at the top of the document, where the skip link is. The page reads the same
 * title with `usePageTitle`.
 */
export function PageMain({ title, children }: { title: string | undefined; children: ReactNode }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const heading = useRef<HTMLHeadingElement>(null);
  const previous = useRef(location);

  useEffect(() => {
    const from = previous.current;
    if (from.key === location.key) return;
    previous.current = location;
    // A redirect (`/` to the first page, a guard) replaces the entry: the user went nowhere yet.
    if (navigationType === 'REPLACE' || !showsAnotherPage(from, location, navigationType)) return;
    heading.current?.focus({ preventScroll: true });
  }, [location, navigationType]);

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
