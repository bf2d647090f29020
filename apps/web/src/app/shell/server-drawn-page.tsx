import { useEffect } from 'react';

/** The overview the server drew into the page (overview-frame-render.tsx), kept before React replaces it. */
let held: string | undefined;

/** Keeps the drawn overview (not the frame's heading) of a page that arrived with one; called before the first render. */
export const holdServerDrawnPage = (container: HTMLElement): void => {
  held = container.querySelector('[data-server-page] > h1 + *')?.outerHTML;
};

/**
 * The overview as the server drew it, while `/` goes on to the overview's address (root-redirect.tsx): the
 * figures stay on the screen instead of a blank page for the moment the router takes. Once `/` has gone, the
 * drawn copy is dropped (a later visit of `/` draws nothing).
 */
export function ServerDrawnPage() {
  useEffect(
    () => () => {
      held = undefined;
    },
    [],
  );
  if (held === undefined) return null;
  // The server's own rendering of the user's answers by the web build's code (React escaped every text in it).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React rendered on the server, see above.
  return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: held }} />;
}
