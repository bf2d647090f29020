import { afterFirstPaint, bootFailed, isLoginPath } from './boot.ts';
import './styles/global.css';

// Two programs share this entry (issue 14): the login page (the public home, SPEC §2) renders without antd, the
// router or the query cache, so its first download stays small; every other address loads the portal. The
// login page arrives rendered (scripts/prerender-pages.mjs): it paints first, then React and i18next are
// evaluated and its program adopts the markup. Each program starts once the UI language's messages are in;
// index.html preloads the framework chunk (vite.config.ts).
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const loginPage = isLoginPath(window.location.pathname);
const painted = loginPage && container.dataset.prerendered ? afterFirstPaint() : Promise.resolve();
// A table, not a conditional: the minifier folds a conditional of the two imports into one preload call that
// lists only the portal's chunks, which the login page then downloaded.
const programs = {
  login: () => import('./features/auth/login-main.tsx'),
  // The portal's language download starts beside its program, not after it (i18n.ts starts it when evaluated).
  portal: () =>
    Promise.all([import('./app/app-main.tsx'), import('./i18n/i18n.ts')]).then(([program]) => program),
};
painted.then(programs[loginPage ? 'login' : 'portal']).then(({ start }) => start(container), bootFailed);
