import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext();
await context.addInitScript(() => localStorage.setItem('portal.guide', 'done'));
const page = await context.newPage();
page.on('console', (m) => { if (m.text().startsWith('XX')) console.log(m.text()); });
await page.goto(`http://127.0.0.1:${process.env.P}/login`);
await page.waitForLoadState('networkidle');
await browser.close();
