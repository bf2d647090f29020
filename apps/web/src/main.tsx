import { createRoot } from 'react-dom/client';
import { bootFailed, isLoginPath } from './boot.ts';
import { i18nReady } from './i18n/i18n.ts';
import './styles/global.css';

// Two programs share this entry (issue 14): the login page (the public home, SPEC §2) renders without antd, the
// router or the query cache, so its first download stays small; every other address loads the portal. React and
// i18next are imported here so that the page downloads them, and the UI language's messages, beside the program.
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const program = isLoginPath(window.location.pathname)
  ? import('./features/auth/login-main.tsx')
  : import('./app/app-main.tsx');
Promise.all([program, i18nReady]).then(([{ start }]) => start(createRoot(container)), bootFailed);
