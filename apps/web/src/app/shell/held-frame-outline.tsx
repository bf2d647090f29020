/**
 * The page's outline the build drew into the frame (frame-outlines.tsx), kept before React replaces the frame, with
 * the address it was drawn for: `ShellLayout` shows it again while the user info loads, so the title stays put
 * without the shell importing the pages' heads.
 */
let held: { pathname: string; markup: string } | undefined;

/** Keeps the drawn outline of a page that arrived with one; called before the first render. */
export const holdFrameOutline = (container: HTMLElement): void => {
  const outline = container.querySelector('[data-frame-outline]');
  held = outline === null ? undefined : { pathname: window.location.pathname, markup: outline.innerHTML };
};

/** The outline drawn for `pathname`, if the page arrived with one there. */
export function HeldFrameOutline({ pathname }: { pathname: string }) {
  if (held === undefined || held.pathname !== pathname) return null;
  // Markup React rendered at build time from the pages' own heads (every text escaped by React).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own rendering, see above.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: held.markup }} />;
}

/** Drops the outline once the shell has drawn the page: a later wait for the user (another account) shows none. */
export const releaseFrameOutline = (): void => {
  held = undefined;
};

/** Whether an outline was drawn for `pathname`. */
export const hasHeldFrameOutline = (pathname: string): boolean => held?.pathname === pathname;
