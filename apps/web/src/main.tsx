import { bootFailed, isLoginPath } from './boot.ts';
import './styles/global.css';

// Two programs share this entry (issue 14): the login page (the public home, SPEC §2) renders without antd, the
// router or the query cache, so its first download stays small; every other address loads the portal.
const program = isLoginPath(window.location.pathname)
  ? import('./features/auth/login-main.tsx')
  : import('./app/app-main.tsx');
program.catch(bootFailed);
