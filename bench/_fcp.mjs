import { launchBrowser, newAppContext } from './browser-app.mjs';
const baseURL = 'http://127.0.0.1:8399';
const browser = await launchBrowser();
const pages = process.argv.slice(2);
const results = Object.fromEntries(pages.map((p) => [p, []]));
for (let run = 0; run < 5; run++) for (const p of pages) {
  const context = await newAppContext(browser, baseURL);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => { window.__p = {}; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__p[e.entryType === 'paint' ? e.name : 'lcp'] ??= Math.round(e.startTime); }).observe({ type: 'paint', buffered: true }); new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__p.lcpLast = Math.round(e.startTime); }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  await page.goto(baseURL + p, { waitUntil: 'load' });
  await page.waitForTimeout(800);
  results[p].push(await page.evaluate(() => window.__p['first-contentful-paint']));
  await context.close();
}
for (const p of pages) console.log(p, JSON.stringify(results[p].sort((a, b) => a - b)));
await browser.close();
