import { launchBrowser, logInDemo, newAppContext, startApp } from './browser-app.mjs';
const app = await startApp();
const browser = await launchBrowser();
try {
  const context = await newAppContext(browser, app.baseURL);
  await logInDemo(context, app.baseURL);
  const page = await context.newPage();
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  page.on('request', (r) => { if (/pages-/.test(r.url())) console.log('REQ', r.url()); });
  await page.goto('/');
  await page.locator('[data-testid="header-menu"]').first().waitFor({ state: 'visible', timeout: 120000 });
  await page.waitForLoadState('networkidle');
} finally { await browser.close(); await app.stop(); }
