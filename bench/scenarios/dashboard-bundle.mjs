// Bytes Chromium downloads to show the dashboard (/) right after a login, on a cold cache (a fresh context
// holding only the session cookie), from its network log (on the wire, headers included): scripts (count,
// sum, each with its encoding), styles, the document, API fetches (each, e.g. /cargo/basedata), total; goal:
// the scripts' compressed bodies (`scriptBodyBytes`) under 250 KB. Ready: the header menu shown, then network
// idle. The demo user logs in through the API (no page loaded). The web app is built first unless WEB_DIST_DIR
// is set.
// Knobs: WEB_DIST_DIR, BROWSER_PORT (8391), BROWSER_LANG (zh), CHROMIUM_PATH (bench/browser-app.mjs).
import {
  bundleFigures,
  GATEWAY,
  launchBrowser,
  logInDemo,
  newAppContext,
  openPage,
  startApp,
} from '../browser-app.mjs';

const app = await startApp();
const browser = await launchBrowser();
try {
  const context = await newAppContext(browser, app.baseURL);
  await logInDemo(context, app.baseURL);
  const { resources } = await openPage(context, '/', '[data-testid="header-menu"]');
  const { scripts, fetches, ...figures } = bundleFigures(resources);
  console.log(
    JSON.stringify({
      scenario: 'dashboard-bundle',
      ...figures,
      goalScriptBytes: 250_000,
      scripts,
      fetches: fetches.map((f) => ({ ...f, path: f.path.replace(GATEWAY, '') })),
    }),
  );
} finally {
  await browser.close();
  await app.stop();
}
