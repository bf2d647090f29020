// What the benches that run the app as its own process share: starting it from this checkout on a PostgreSQL
// database, and making that database.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const APP_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The app of this checkout (TypeScript sources through tsx) as a production process on `databaseUrl`. */
export const startAppProcess = (databaseUrl: string, port: number, extraEnv: Record<string, string> = {}) =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: APP_DIR,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** Stops an app process and resolves once it exited. */
export const stopAppProcess = (app: ChildProcess) =>
  new Promise((resolve) => {
    app.once('exit', resolve);
    app.kill('SIGTERM');
  });

/** The database of `databaseUrl` made if missing, or (`fresh`) dropped and made again, empty. */
export const prepareBenchDatabase = async (databaseUrl: string, { fresh }: { fresh: boolean }) => {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: databaseUrl.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    if (fresh) await admin.query(`drop database if exists "${name}" with (force)`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
};

/** The journal's migrations (apps/server/src/db/migrations/meta/_journal.json). */
export const JOURNAL_PATH = path.join(APP_DIR, 'apps/server/src/db/migrations/meta/_journal.json');
