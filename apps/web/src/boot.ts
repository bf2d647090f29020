/** The login page's address (SPEC §2): its own small program (main.tsx). */
export const LOGIN_PATH = '/login';

export const isLoginPath = (pathname: string): boolean => pathname.replace(/\/+$/, '') === LOGIN_PATH;

/**
 * The program's first download failed (network, a deploy replaced the files): a plain message in both
 * languages instead of a spinner that never ends; no catalog has loaded yet.
 */
export const bootFailed = (): void => {
  const root = document.getElementById('root');
  if (!root) return;
  const message = document.createElement('div');
  message.className = 'centered-page';
  message.setAttribute('role', 'alert');
  message.textContent = '页面未能加载，请刷新重试。The page could not load; please reload it.';
  root.replaceChildren(message);
};

/**
 * Resolves once the page has painted (the frame after the next animation frame), or at once when the page is
 * hidden and paints nothing: the login page, arriving rendered, is shown before React and i18next are evaluated.
 */
export const afterFirstPaint = (): Promise<void> =>
  new Promise((resolve) => {
    if (document.visibilityState === 'hidden') resolve();
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
