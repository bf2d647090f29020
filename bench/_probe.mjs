import { launchBrowser, logInDemo, newAppContext, openPage } from '/work/main/bench/browser-app.mjs';
const baseURL = 'http://127.0.0.1:8399';
const browser = await launchBrowser();
for (let run = 0; run < Number(process.env.RUNS ?? 2); run++) {
  const context = await newAppContext(browser, baseURL);
  await logInDemo(context, baseURL);
  await context.addInitScript(() => {
    window.__entries = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const el = e.element;
        window.__entries.push({ type: e.entryType, name: e.name, t: Math.round(e.startTime || e.renderTime || 0), size: e.size, el: el ? el.tagName + '.' + (typeof el.className === 'string' ? el.className : '') + ' conn=' + el.isConnected : undefined });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__entries.push({ type: e.entryType, name: e.name, t: Math.round(e.startTime) }); }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__entries.push({ type: 'loaf', t: Math.round(e.startTime), d: Math.round(e.duration), blocking: Math.round(e.blockingDuration), render: Math.round(e.renderStart), style: Math.round(e.styleAndLayoutStart), scripts: e.scripts.map(s => (s.invokerType + ':' + s.sourceURL.split('/').pop() + ' ' + Math.round(s.startTime) + '+' + Math.round(s.duration))).slice(0,5) }); }).observe({ type: 'long-animation-frame', buffered: true });
  });
  const opened = await openPage(context, '/', '[data-testid="header-menu"]', async (cdp) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  });
  await opened.page.locator('[data-testid="kpi-continued-30"]').first().waitFor({ timeout: 120000 });
  await opened.page.waitForTimeout(500);
  const nav = await opened.page.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; return { responseStart: Math.round(n.responseStart), responseEnd: Math.round(n.responseEnd), domInteractive: Math.round(n.domInteractive), dcl: Math.round(n.domContentLoadedEventEnd) }; });
  const res = await opened.page.evaluate(() => performance.getEntriesByType('resource').filter(r => /css|index-|framework|dashboard-page/.test(r.name)).map(r => ({ n: r.name.split('/').pop().slice(0,40), s: Math.round(r.startTime), e: Math.round(r.responseEnd), rb: r.renderBlockingStatus })));
  console.log(JSON.stringify({ nav, entries: await opened.page.evaluate(() => window.__entries) }));
  console.log(JSON.stringify(res));
  await context.close();
}
await browser.close();
