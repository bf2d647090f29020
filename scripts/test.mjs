// `npm test`: type check, lint, unit tests, server integration tests on PGlite and PostgreSQL, e2e.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const isPostgresReachable = async () => {
  const client = new pg.Client({ connectionString: postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

const steps = [
  ['type check', 'npm', ['run', 'typecheck']],
  ['lint and format (Biome)', 'npx', ['biome', 'check', '.']],
  ['unit tests (domain, web)', 'npx', ['vitest', 'run', '--project', 'domain', '--project', 'web']],
  ['server integration tests on PGlite', 'npx', ['vitest', 'run', '--project', 'server']],
];
if (await isPostgresReachable()) {
  steps.push([
    'server integration tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'server'],
    { TEST_DATABASE_URL: postgresUrl },
  ]);
} else if (process.env.CI) {
  console.error(`PostgreSQL is not reachable at ${postgresUrl}; CI requires it.`);
  process.exit(1);
} else {
  console.warn(`PostgreSQL not reachable at ${postgresUrl}: skipping the PostgreSQL run.`);
}
steps.push(['build web app', 'npm', ['run', 'build', '-w', 'apps/web']]);
steps.push(['end-to-end tests (Playwright, Chromium)', 'npm', ['run', 'test', '-w', 'e2e']]);

console.log(`Node.js ${process.version} (${process.execPath})`);
let passed = 0;
for (const [name, command, args, env = {}] of steps) {
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${name} failed.`);
    console.log(`${passed} passed, 1 failed`);
    process.exit(result.status ?? 1);
  }
  passed += 1;
}
console.log(`\nsteps: ${passed} passed, 0 failed`);
