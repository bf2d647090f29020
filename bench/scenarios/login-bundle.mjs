// JavaScript the browser downloads to show /login: the entry script and the login route chunk, with every
// chunk they import statically (followed transitively): raw, gzipped, and as the server sends them (brotli).
// The app is built first, so the figure is never that of a stale build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// WEB_DIST_DIR measures a build made elsewhere (e.g. `vite build --outDir /tmp/x` + precompress) as it is.
const dist = process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist');
if (process.env.WEB_DIST_DIR === undefined) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) {
    console.error('The web build failed.');
    process.exit(1);
  }
}
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/src="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
const loginChunks = readdirSync(path.join(dist, 'assets'))
  .filter((file) => /^login-page-.*\.js$/.test(file))
  .map((file) => `assets/${file}`);

const staticImports = (file) => {
  const code = readFileSync(path.join(dist, file), 'utf8');
  // `import{a as b}from"./x.js"` and `import"./x.js"`, not `import("./x.js")` (lazy).
  return [...code.matchAll(/import\s*(?:[\w${},\s*]+from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (m) => `assets/${m[1]}`,
  );
};
const seen = new Set();
const visit = (file) => {
  if (seen.has(file)) return;
  seen.add(file);
  for (const imported of staticImports(file)) visit(imported);
};
for (const file of [...entries, ...loginChunks]) visit(file);

const files = [...seen].map((file) => {
  const content = readFileSync(path.join(dist, file));
  // What the server sends a browser taking brotli: the .br twin the build writes (apps/web/scripts/precompress.mjs).
  const brotli = path.join(dist, `${file}.br`);
  const brotliBytes = existsSync(brotli) ? statSync(brotli).size : content.length;
  return { file, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length, brotliBytes };
});
const total = (key) => files.reduce((sum, f) => sum + f[key], 0);
console.log(
  JSON.stringify({
    scenario: 'login-bundle',
    files: files.sort((a, b) => b.gzipBytes - a.gzipBytes),
    totalBytes: total('bytes'),
    totalGzipBytes: total('gzipBytes'),
    totalBrotliBytes: total('brotliBytes'),
  }),
);
