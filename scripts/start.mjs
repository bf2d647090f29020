// `npm start`: builds the web app if it is not built yet and the server when its bundle is missing or older
// than a source file, then runs the server's JavaScript (which migrates and seeds). `npm run dev` keeps tsx.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const serverBundle = path.join(root, 'apps/server/dist/main.mjs');

const run = (workspace, why) => {
  console.log(why);
  const build = spawnSync(npm, ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
};

/** The newest modification time of the files under `dir` (0 when it does not exist). */
const newestIn = (dir) => {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
};

const serverIsStale = () => {
  if (!existsSync(serverBundle)) return true;
  const sources = ['apps/server/src', 'packages/domain/src'].map((dir) => newestIn(path.join(root, dir)));
  return Math.max(...sources) > statSync(serverBundle).mtimeMs;
};

if (!existsSync(path.join(root, 'apps/web/dist/index.html')))
  run('apps/web', 'Building the web app (first start)…');
if (serverIsStale()) run('apps/server', 'Building the server…');

// Without --enable-source-maps: Node would hold the 3 MB source map parsed (about 18 MB of idle memory, issue 14).
// The bundle keeps function and class names, so a stack trace still names them; for TypeScript line numbers
// run it with NODE_OPTIONS=--enable-source-maps.
const server = spawn(process.execPath, [serverBundle], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(root, 'apps/web/dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
