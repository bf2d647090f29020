// Bytes Chromium downloads to show /login on a cold cache (fresh context), from its network log (on the wire:
// compressed as the server sends it, headers included): scripts (count, sum, each with its encoding),
// styles, the document, API fetches, total; goal: the scripts' compressed bodies (`scriptBodyBytes`) under
// 120 KB.
// Ready: the account field shown, then network idle. The web app is built first unless WEB_DIST_DIR is set.
// Knobs: WEB_DIST_DIR, BROWSER_PORT (8391), BROWSER_LANG (zh), CHROMIUM_PATH (bench/browser-app.mjs).
import { bundleFigures, launchBrowser, newAppContext, openPage, startApp } from '../browser-app.mjs';

const app = await startApp();
const browser = await launchBrowser();
try {
  const context = await newAppContext(browser, app.baseURL);
  const { resources } = await openPage(context, '/login', '[data-testid="login-account"]');
  const { scripts, fetches: _, ...figures } = bundleFigures(resources);
  console.log(
    JSON.stringify({
      scenario: 'login-bundle',
      ...figures,
      goalScriptBytes: 120_000,
      scripts,
    }),
  );
} finally {
  await browser.close();
  await app.stop();
}
