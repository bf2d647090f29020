// Bytes Chromium downloads to show /login on a cold cache (fresh context), from its network log (on the wire:
// compressed as the server sends it, headers included): scripts (count, sum, each with its encoding),
// styles, the document, API fetches, total; goal: scripts under 120 KB. `fileListBrotliBytes` is the older
// figure from the build's files: entry + login chunk + their static imports, as their .br twins.
// Ready: the account field shown, then network idle. The web app is built first unless WEB_DIST_DIR is set.
// Knobs: WEB_DIST_DIR, BROWSER_PORT (8391), BROWSER_LANG (zh), CHROMIUM_PATH (bench/browser-app.mjs).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { bundleFigures, launchBrowser, newAppContext, openPage, startApp } from '../browser-app.mjs';

/** The .br bytes of the entry scripts and login chunks with every chunk they import statically. */
const fileListBrotliBytes = (dist) => {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const loginChunks = readdirSync(path.join(dist, 'assets'))
    .filter((file) => /^login-page-.*\.js$/.test(file))
    .map((file) => `assets/${file}`);
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(dist, file), 'utf8');
    // `import{a as b}from"./x.js"` and `import"./x.js"`, not `import("./x.js")` (lazy).
    for (const m of code.matchAll(/import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      visit(`assets/${m[1]}`);
    }
  };
  for (const file of [...entries, ...loginChunks]) visit(file);
  return [...seen].reduce((total, file) => {
    const brotli = path.join(dist, `${file}.br`);
    return total + statSync(existsSync(brotli) ? brotli : path.join(dist, file)).size;
  }, 0);
};

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
      fileListBrotliBytes: fileListBrotliBytes(app.dist),
      scripts,
    }),
  );
} finally {
  await browser.close();
  await app.stop();
}
