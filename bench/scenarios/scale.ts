// `npm run bench -- scale`: the lists, the settlements, the open policies and the dashboard on a large PostgreSQL
// database, under load.
// Seeds SCALE_ROWS applications with their policies (1 in 20 each a draft, B3 or B4), SCALE_DECLARATIONS
// declarations and SCALE_ROWS / 10 claims into SCALE_DATABASE_URL (a database of its own, made with `createdb`; seeding only adds what is
// missing), starts the app (from SCALE_APP_DIR, default this checkout) and the bare Fastify + pg reference
// (bench/scale-bare-server.ts) as child processes, then for each request: the median of SCALE_SINGLE requests
// one at a time, and autocannon at each of SCALE_CONNECTIONS for SCALE_SECONDS. One JSON line per figure.
// Knobs: SCALE_DATABASE_URL (postgres://postgres@127.0.0.1:5432/cargo_scale), SCALE_ROWS (100000),
// SCALE_DECLARATIONS (SCALE_ROWS / 2), SCALE_CONNECTIONS (50,200), SCALE_SECONDS (10), SCALE_SINGLE (20),
// SCALE_ONLY (comma-separated request names), SCALE_BARE (1; 0 skips the reference), SCALE_SEED_ONLY (0),
// SCALE_LOG_LEVEL (the app's LOG_LEVEL, default info as in production), SCALE_PORT (8090; the bare one +1),
// SCALE_POOL_SIZE (20: the app's DATABASE_POOL_SIZE and the bare reference's pool alike), SCALE_SESSIONS (1:
// sessions of the demo user the connections take in turn).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchSession, seedScale } from '../scale-seed.ts';
import { waitForPort } from '../wait-for-port.ts';

const env = process.env;
const databaseUrl = env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cargo_scale';
const rows = Number(env.SCALE_ROWS ?? 100_000);
const declarationRows = Number(env.SCALE_DECLARATIONS ?? Math.floor(rows / 2));
const connections = (env.SCALE_CONNECTIONS ?? '50,200').split(',').map(Number);
const seconds = Number(env.SCALE_SECONDS ?? 10);
const singles = Number(env.SCALE_SINGLE ?? 20);
const sessions = Math.max(1, Number(env.SCALE_SESSIONS ?? 1));
const only = env.SCALE_ONLY?.split(',');
const port = Number(env.SCALE_PORT ?? 8090);
const poolSize = env.SCALE_POOL_SIZE ?? '20';
const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(env.SCALE_APP_DIR ?? path.join(here, '../..'));
const GATEWAY = '/gateway/icore-aaas.cloudInsuranceService';

interface Probe {
  name: string;
  method: 'POST' | 'GET';
  path: string;
  body?: object;
  /** Also asked of the bare reference. */
  bare?: boolean;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The lists need a date range (SPEC §5): the insurance start within the last year and the next month. */
const lastYear = { startDate: day(-365), endDate: day(30) };

const PROBES: Probe[] = [
  { name: 'policy-list', method: 'POST', path: '/cargo/query/queryPolicyInfo', body: lastYear, bare: true },
  {
    name: 'policy-list-tail',
    method: 'POST',
    path: '/cargo/query/queryPolicyInfo',
    body: { ...lastYear, policyNo: '1234' },
    bare: true,
  },
  {
    name: 'policy-list-filtered',
    method: 'POST',
    path: '/cargo/query/queryPolicyInfo',
    body: { ...lastYear, productCode: 'MP09110008', validity: '02', insuredName: 'company 12' },
  },
  {
    name: 'application-list',
    method: 'POST',
    path: '/cargo/query/queryPolicyApplyList',
    body: lastYear,
    bare: true,
  },
  {
    name: 'application-list-filtered',
    method: 'POST',
    path: '/cargo/query/queryPolicyApplyList',
    body: { ...lastYear, businessStatus: 'B4', productCode: 'MP09110009' },
  },
  {
    name: 'declaration-list',
    method: 'POST',
    path: '/cargo/declaration/query',
    body: lastYear,
    bare: true,
  },
  {
    name: 'declaration-list-filtered',
    method: 'POST',
    path: '/cargo/declaration/query',
    body: { ...lastYear, status: '02', policyNo: '0018' },
  },
  {
    name: 'claim-list',
    method: 'POST',
    path: '/cargo/claim/list',
    body: { startDate: day(-365), endDate: day(0) },
    bare: true,
  },
  { name: 'dashboard-overview', method: 'POST', path: '/cargo/dashboard/overview', body: {} },
  // Pages found slow at 1 M by the nineteenth pass's survey (docs/performance.md).
  { name: 'settlement-list', method: 'POST', path: '/cargo/settlement/queryNoPaySettlementList', body: {} },
  { name: 'open-policy-list', method: 'POST', path: '/cargo/declaration/openPolicy/list', body: {} },
  { name: 'dashboard-trend', method: 'GET', path: '/cargo/chart/premiumTrend?granularity=month' },
];

const children: ChildProcess[] = [];
const startServer = (args: string[], cwd: string, extraEnv: Record<string, string>) => {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
};
const stopServers = () => {
  for (const child of children) child.kill('SIGTERM');
};

const requestOf = (probe: Probe, base: string, cookie: string) => ({
  url: `${base}${GATEWAY}${probe.path}`,
  method: probe.method,
  headers: { 'content-type': 'application/json', cookie },
  body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
});

/** The median of requests one at a time, after checking the answer is a success. */
const singleMs = async (probe: Probe, base: string, cookie: string) => {
  const times: number[] = [];
  for (let index = 0; index < singles; index++) {
    const request = requestOf(probe, base, cookie);
    const started = performance.now();
    const response = await fetch(request.url, request);
    const text = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200 || (base.endsWith(`${port}`) && !text.includes('"000000"'))) {
      throw new Error(`${probe.name}: ${response.status} ${text.slice(0, 300)}`);
    }
  }
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(1));
};

/**
 * `width` connections; with several sessions, connection n sends session n modulo their number (users each
 * with their own session, as in life; one session for all makes every request wait on its one row's idle
 * clock update).
 */
const load = async (probe: Probe, base: string, cookies: readonly string[], width: number) => {
  const request = requestOf(probe, base, cookies[0]!);
  let connection = 0;
  const result = await autocannon({
    url: request.url,
    method: request.method,
    headers: request.headers,
    body: request.body,
    setupClient: (client) => {
      const cookie = cookies[connection++ % cookies.length]!;
      client.setHeaders({ ...request.headers, cookie });
    },
    connections: width,
    duration: seconds,
    timeout: 20,
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
};

const appEnv = {
  DATABASE_URL: databaseUrl,
  PORT: String(port),
  LOG_LEVEL: env.SCALE_LOG_LEVEL ?? 'info',
  NODE_ENV: 'production',
  DATABASE_POOL_SIZE: poolSize,
};

/** A new database (just made with `createdb`) gets the app's schema and demo data from one untimed start of it. */
const migrateAndSeedByTheApp = async (client: pg.ClientBase) => {
  const found = await client.query(`select to_regclass('public.applications') is not null as ready`);
  if (found.rows[0]?.ready === true) return;
  startServer(['apps/server/src/main.ts'], appDir, appEnv);
  await waitForPort(port);
  const app = children.pop()!;
  await new Promise((resolve) => {
    app.once('exit', resolve);
    app.kill('SIGTERM');
  });
};

const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
await migrateAndSeedByTheApp(client);
const seedSeconds = await seedScale(client, rows, declarationRows);
console.log(
  JSON.stringify({ scenario: 'scale', rows, declarationRows, seedSeconds: Math.round(seedSeconds) }),
);
const tokens = [];
for (let index = 0; index < sessions; index++) tokens.push(await benchSession(client));
await client.end();
if (env.SCALE_SEED_ONLY === '1') process.exit(0);

process.on('exit', stopServers);
startServer(['apps/server/src/main.ts'], appDir, appEnv);
const withBare = env.SCALE_BARE !== '0';
if (withBare) {
  startServer([path.join(here, '../scale-bare-server.ts')], here, {
    DATABASE_URL: databaseUrl,
    PORT: String(port + 1),
    POOL_SIZE: poolSize,
  });
}
await waitForPort(port);
if (withBare) await waitForPort(port + 1);
const cookies = tokens.map((token) => `Admin-Token=${token}`);
for (const probe of PROBES.filter((p) => only === undefined || only.includes(p.name))) {
  const targets = [{ server: 'app', base: `http://127.0.0.1:${port}` }];
  if (withBare && probe.bare) targets.push({ server: 'bare', base: `http://127.0.0.1:${port + 1}` });
  for (const { server, base } of targets) {
    const single = await singleMs(probe, base, cookies[0]!);
    for (const width of connections) {
      const figures = await load(probe, base, cookies, width);
      console.log(
        JSON.stringify({
          scenario: 'scale',
          rows,
          request: probe.name,
          server,
          singleMs: single,
          connections: width,
          sessions,
          ...figures,
        }),
      );
    }
  }
}
stopServers();
process.exit(0);
