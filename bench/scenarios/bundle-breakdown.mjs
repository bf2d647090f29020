// What the login page's and the dashboard's scripts are made of: the web app built with hidden source maps into
// a scratch folder (the same scripts as `npm run build`, with a `.map` beside each that no page links), each page
// loaded cold as `login-bundle` and `dashboard-bundle` load it, and each script's compressed bytes shared among its
// sources in proportion to the characters they make up (bench/source-map-shares.mjs): one JSON line per page,
// with the bytes per npm package, or per folder of the project's own code. An estimate: compression is not
// spread evenly over a script, so the shares are within a few per cent.
// Knobs: BREAKDOWN_TOP (40 groups shown), BROWSER_PORT, BROWSER_LANG, CHROMIUM_PATH (bench/browser-app.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launchBrowser, logInDemo, newAppContext, openPage, root, startApp } from '../browser-app.mjs';
import { charactersBySource } from '../source-map-shares.mjs';

const top = Number(process.env.BREAKDOWN_TOP ?? 40);
const webDir = path.join(root, 'apps/web');
const dist = mkdtempSync(path.join(tmpdir(), 'bundle-breakdown-'));

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: webDir, stdio: ['ignore', 2, 2] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed.`);
};

const PAGES = [
  { name: 'login', url: '/login', ready: '[data-testid="login-account"]', logIn: false },
  { name: 'dashboard', url: '/', ready: '[data-testid="header-menu"]', logIn: true },
];

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

try {
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
  process.env.WEB_DIST_DIR = dist;
  const app = await startApp();
  const browser = await launchBrowser();
  try {
    for (const page of PAGES) {
      const context = await newAppContext(browser, app.baseURL);
      if (page.logIn) await logInDemo(context, app.baseURL);
      const { resources } = await openPage(context, page.url, page.ready);
      const scripts = resources
        .filter((r) => r.type === 'Script')
        .map((r) => ({ path: r.path, bodyBytes: r.bytes - r.headerBytes }));
      const groups = breakdown(scripts);
      console.log(
        JSON.stringify({
          scenario: 'bundle-breakdown',
          page: page.name,
          scriptBodyBytes: scripts.reduce((sum, s) => sum + s.bodyBytes, 0),
          groups: groups.slice(0, top),
          otherGroupsBytes: groups.slice(top).reduce((sum, g) => sum + g.bytes, 0),
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await app.stop();
  }
} finally {
  rmSync(dist, { recursive: true, force: true });
}
