// What a page's script is made of: the web app built with hidden source maps into a scratch folder (the same
// scripts as `npm run build`, with a `.map` beside each that no page links), each page loaded cold as
// `login-bundle` and `dashboard-bundle` load it (the portal's pages signed in as the demo user), and each script's
// compressed bytes shared among its sources in proportion to the characters they make up
// (bench/source-map-shares.mjs): one JSON line per page, with its script's brotli bodies (`scriptBodyBytes`, the
// figure the goals are about) and count, and the bytes per npm package, or per folder of the project's own code.
// An estimate: compression is not spread evenly over a script, so the shares are within a few per cent.
// Pages (BUNDLE_PAGES, comma-separated; all by default): login, dashboard, the heavy pages of issue 47: quotation
// (the online insuring products), application-form (a new export application, `?product=MP09110009`),
// claim-report (`/report?policyNo=` the demo account's first policy of the last year in cover) and batch-declaration
// (`?policyNo=60110009202500000018`, the demo account's open policy).
// Knobs: BUNDLE_PAGES, BREAKDOWN_TOP (40 groups shown), BUNDLE_SCRIPTS (1: list each script's path and bytes too),
// BUNDLE_DIST_DIR (a folder: the build goes there and stays, and when it already holds one, that build is measured
// as it is, e.g. a before and an after measured in turn), BROWSER_PORT, BROWSER_LANG, CHROMIUM_PATH
// (bench/browser-app.mjs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  GATEWAY,
  launchBrowser,
  logInDemo,
  newAppContext,
  openPage,
  root,
  startApp,
} from '../browser-app.mjs';
import { charactersBySource } from '../source-map-shares.mjs';

const top = Number(process.env.BREAKDOWN_TOP ?? 40);
const webDir = path.join(root, 'apps/web');
const keptDist = process.env.BUNDLE_DIST_DIR;
const dist =
  keptDist === undefined ? mkdtempSync(path.join(tmpdir(), 'bundle-breakdown-')) : path.resolve(keptDist);

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: webDir, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`);
};

const day = (offsetDays) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo account's first policy of the last year already in cover (its report form; one whose cover starts later
 * shows "not reportable" instead), for the claim report's address.
 */
const aPolicyNo = async (context, baseURL) => {
  const answer = await context.request.post(`${baseURL}${GATEWAY}/cargo/query/queryPolicyInfo`, {
    data: { startDate: day(-365), endDate: day(30) },
  });
  const list = (await answer.json()).data?.list ?? [];
  const policyNo = list.find((row) => (row.insuranceBeginDate ?? '9') < day(0))?.policyNo;
  if (typeof policyNo !== 'string')
    throw new Error(`No policy of the demo account in cover: ${answer.status()}`);
  return policyNo;
};

const ALL_PAGES = [
  { name: 'login', url: '/login', ready: '[data-testid="login-account"]', logIn: false },
  { name: 'dashboard', url: '/', ready: '[data-testid="header-menu"]', logIn: true },
  { name: 'quotation', url: '/quotation', ready: '[data-testid="product-card-MP09110009"]', logIn: true },
  {
    name: 'application-form',
    url: '/quotation?product=MP09110009',
    ready: '[data-testid="application-form"]',
    logIn: true,
  },
  {
    name: 'claim-report',
    url: async (context, baseURL) => `/report?policyNo=${await aPolicyNo(context, baseURL)}`,
    ready: '[data-testid="report-form"]',
    logIn: true,
  },
  {
    name: 'batch-declaration',
    url: '/batch-declaration?policyNo=60110009202500000018',
    ready: '[data-testid="batch-template"]',
    logIn: true,
  },
];
const wanted = process.env.BUNDLE_PAGES?.split(',').map((name) => name.trim());
const unknown = wanted?.filter((name) => !ALL_PAGES.some((page) => page.name === name)) ?? [];
if (unknown.length > 0) throw new Error(`Unknown BUNDLE_PAGES: ${unknown.join(', ')}`);
const PAGES = wanted === undefined ? ALL_PAGES : ALL_PAGES.filter((page) => wanted.includes(page.name));

/** The page's scripts' body bytes by source group. */
const breakdown = (scripts) => {
  const bytes = new Map();
  for (const script of scripts) {
    const characters = charactersBySource(path.join(dist, script.path));
    const total = [...characters.values()].reduce((sum, count) => sum + count, 0);
    for (const [group, count] of characters)
      bytes.set(group, (bytes.get(group) ?? 0) + (script.bodyBytes * count) / Math.max(total, 1));
  }
  return [...bytes]
    .map(([group, share]) => ({ group, bytes: Math.round(share) }))
    .sort((a, b) => b.bytes - a.bytes);
};

/** The web app with hidden source maps into `dist`, then prerendered and precompressed as `npm run build` does. */
const build = () => {
  run('npx', [
    'vite',
    'build',
    '--sourcemap',
    'hidden',
    '--outDir',
    dist,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ]);
  run('node', ['scripts/prerender-pages.mjs', dist]);
  run('node', ['scripts/precompress.mjs', dist]);
};

try {
  if (keptDist === undefined || !existsSync(path.join(dist, 'index.html'))) {
    mkdirSync(dist, { recursive: true });
    build();
  }
  process.env.WEB_DIST_DIR = dist;
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    for (const page of PAGES) {
      const context = await newAppContext(browser, app.baseURL);
      if (page.logIn) await logInDemo(context, app.baseURL);
      const url = typeof page.url === 'string' ? page.url : await page.url(context, app.baseURL);
      const { resources } = await openPage(context, url, page.ready);
      const scripts = resources
        .filter((r) => r.type === 'Script')
        .map((r) => ({ path: r.path, bodyBytes: r.bytes - r.headerBytes }));
      const groups = breakdown(scripts);
      console.log(
        JSON.stringify({
          scenario: 'bundle-breakdown',
          page: page.name,
          url,
          scriptBodyBytes: scripts.reduce((sum, s) => sum + s.bodyBytes, 0),
          scriptCount: scripts.length,
          groups: groups.slice(0, top),
          otherGroupsBytes: groups.slice(top).reduce((sum, g) => sum + g.bytes, 0),
          ...(process.env.BUNDLE_SCRIPTS === '1' && {
            scripts: scripts.sort((a, b) => b.bodyBytes - a.bodyBytes),
          }),
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
} finally {
  if (keptDist === undefined) rmSync(dist, { recursive: true, force: true });
}
