// `npm run bench -- scale`: the lists, the settlements, the open policies and the dashboard on a large PostgreSQL
// database, under load, each beside a bare reference replaying the statements the app ran for it.
// Seeds SCALE_ROWS applications with their policies (1 in 20 each a draft, B3 or B4), SCALE_DECLARATIONS
// declarations and SCALE_ROWS / 10 claims into SCALE_DATABASE_URL (a database of its own, made with `createdb`;
// seeding only adds what is missing); captures, from PostgreSQL's log, the statements of one steady-state request of each probe
// (bench/scale-capture.ts); starts the app (from SCALE_APP_DIR, default this checkout) and the bare Fastify + pg
// reference replaying them (bench/scale-bare-server.ts) as child processes, then for each request: the median
// of SCALE_SINGLE requests one at a time, and autocannon at each of SCALE_CONNECTIONS for SCALE_SECONDS, in
// SCALE_ROUNDS rounds alternating which server goes first. One JSON line per figure, one summary per request and
// connection count. Knobs: docs/performance.md "How to measure: npm run bench -- scale".
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { captureProbes, describePlan } from '../scale-capture.ts';
import { benchSession, seedScale } from '../scale-seed.ts';
import { waitForPort } from '../wait-for-port.ts';

const env = process.env;
const databaseUrl = env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cargo_scale';
const rows = Number(env.SCALE_ROWS ?? 100_000);
const declarationRows = Number(env.SCALE_DECLARATIONS ?? Math.floor(rows / 2));
const connections = (env.SCALE_CONNECTIONS ?? '50,200').split(',').map(Number);
const seconds = Number(env.SCALE_SECONDS ?? 10);
const singles = Number(env.SCALE_SINGLE ?? 20);
const sessions = Math.max(1, Number(env.SCALE_SESSIONS ?? 200));
const rounds = Math.max(1, Number(env.SCALE_ROUNDS ?? 2));
const only = env.SCALE_ONLY?.split(',');
const port = Number(env.SCALE_PORT ?? 8090);
const poolSize = env.SCALE_POOL_SIZE ?? '20';
const logFile = env.SCALE_PG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';
const here = path.dirname(fileURLToPath(import.meta.url));
const appDir = path.resolve(env.SCALE_APP_DIR ?? path.join(here, '../..'));
const GATEWAY = '/gateway/icore-aaas.cloudInsuranceService';

interface Probe {
  name: string;
  method: 'POST' | 'GET';
  path: string;
  body?: object;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
/** The lists need a date range (SPEC §5): the insurance start within the last year and the next month. */
const lastYear = { startDate: day(-365), endDate: day(30) };

const PROBES: Probe[] = [
  { name: 'policy-list', method: 'POST', path: '/cargo/query/queryPolicyInfo', body: lastYear },
  {
    name: 'policy-list-tail',
    method: 'POST',
    path: '/cargo/query/queryPolicyInfo',
    body: { ...lastYear, policyNo: '1234' },
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
  child.once('exit', (code, signal) => {
    if (!stopped.has(child)) console.error(`${args.at(-1)} exited unasked (code ${code}, signal ${signal})`);
  });
  return child;
};
/** The servers the bench stopped itself: every other exit is reported. */
const stopped = new Set<ChildProcess>();
const stopServer = (child: ChildProcess) =>
  new Promise((resolve) => {
    stopped.add(child);
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
const stopServers = () => {
  for (const child of children) {
    stopped.add(child);
    child.kill('SIGTERM');
  }
};

/** A server under test: the app at the probe's gateway path, or the bare reference at its replay route. */
interface Target {
  server: 'app' | 'bare';
  url: (probe: Probe) => string;
}
const appTarget = (appPort: number): Target => ({
  server: 'app',
  url: (probe) => `http://127.0.0.1:${appPort}${GATEWAY}${probe.path}`,
});
const bareTarget: Target = {
  server: 'bare',
  url: (probe) => `http://127.0.0.1:${port + 1}/replay/${probe.name}`,
};

const requestOf = (probe: Probe, target: Target, cookie: string) => ({
  url: target.url(probe),
  method: probe.method,
  headers: { 'content-type': 'application/json', cookie },
  body: probe.body === undefined ? undefined : JSON.stringify(probe.body),
});

/** One request; throws unless it succeeded (the app's envelope says 000000; the bare one answers 200). */
const sendOnce = async (probe: Probe, target: Target, cookie: string) => {
  const request = requestOf(probe, target, cookie);
  const response = await fetch(request.url, request);
  const text = await response.text();
  if (response.status !== 200 || (target.server === 'app' && !text.includes('"000000"'))) {
    throw new Error(`${probe.name} (${target.server}): ${response.status} ${text.slice(0, 300)}`);
  }
  return text;
};

/** The median of requests one at a time; for the bare reference also how many rows its last answer had. */
const single = async (probe: Probe, target: Target, cookie: string) => {
  const times: number[] = [];
  let text = '';
  for (let index = 0; index < singles; index++) {
    const started = performance.now();
    text = await sendOnce(probe, target, cookie);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const rowsAnswered = target.server === 'bare' ? (JSON.parse(text) as unknown[]).length : undefined;
  return { singleMs: Number(times[Math.floor(times.length / 2)]!.toFixed(1)), rowsAnswered };
};

/**
 * `width` connections; with several sessions, connection n sends session n modulo their number (users each
 * with their own session, as in life; one session for all makes every request wait on its one row's idle
 * clock update).
 */
const load = async (probe: Probe, target: Target, cookies: readonly string[], width: number) => {
  const request = requestOf(probe, target, cookies[0]!);
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
  const app = startServer(['apps/server/src/main.ts'], appDir, appEnv);
  await waitForPort(port);
  await stopServer(app);
};

/** The statements of each probe, captured on an instance of the app on the port after the bare one's. */
const capture = async (probes: readonly Probe[], cookie: string) => {
  const capturePort = port + 2;
  const plans = await captureProbes(
    {
      databaseUrl,
      logFile,
      startApp: async (url) => {
        const app = startServer(['apps/server/src/main.ts'], appDir, {
          ...appEnv,
          DATABASE_URL: url,
          PORT: String(capturePort),
        });
        await waitForPort(capturePort);
        return () => stopServer(app);
      },
    },
    new Map(
      probes.map((probe) => [
        probe.name,
        async () => void (await sendOnce(probe, appTarget(capturePort), cookie)),
      ]),
    ),
  );
  for (const [name, plan] of Object.entries(plans)) {
    const statements = plan.flat(2).length;
    const stepsAtOnce = plan.filter((step) => step.length > 1).length;
    console.log(
      JSON.stringify({
        scenario: 'scale',
        request: name,
        captured: { statements, steps: plan.length, stepsAtOnce },
      }),
    );
    if (env.SCALE_SHOW_CAPTURE === '1') for (const line of describePlan(name, plan)) console.log(line);
  }
  const file = path.join(os.tmpdir(), `scale-replay-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(plans));
  return file;
};

/** Another run's servers on our ports would answer in place of ours (another checkout's bench, say). */
const refuseBusyPorts = async (ports: readonly number[]) => {
  for (const busy of ports) {
    const answered = await fetch(`http://127.0.0.1:${busy}/`).then(
      () => true,
      () => false,
    );
    if (answered)
      throw new Error(`something already listens on ${busy}: set SCALE_PORT to a free range of 3`);
  }
};

const mean = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const ratio = (a: number, b: number) => (b === 0 ? null : Number((a / b).toFixed(2)));

/** SCALE_ROUNDS rounds at `width`, app then bare, then bare then app…; each figure, then their summary. */
const measureWidth = async (
  probe: Probe,
  targets: readonly Target[],
  cookies: readonly string[],
  width: number,
) => {
  const figures = new Map<string, { rps: number; p99: number }[]>();
  for (let round = 1; round <= rounds; round++) {
    const order = round % 2 === 1 ? targets : [...targets].reverse();
    for (const target of order) {
      const measured = await load(probe, target, cookies, width);
      figures.set(target.server, [...(figures.get(target.server) ?? []), measured]);
      const line = { scenario: 'scale', rows, request: probe.name, server: target.server, round };
      console.log(JSON.stringify({ ...line, connections: width, sessions, ...measured }));
    }
  }
  const app = figures.get('app')!;
  const bare = figures.get('bare');
  if (bare === undefined) return;
  const [appRps, bareRps] = [mean(app.map((f) => f.rps)), mean(bare.map((f) => f.rps))];
  const [appP99, bareP99] = [mean(app.map((f) => f.p99)), mean(bare.map((f) => f.p99))];
  const rpsRatio = ratio(appRps, bareRps);
  const p99Ratio = ratio(appP99, bareP99);
  console.log(
    JSON.stringify({
      scenario: 'scale',
      summary: probe.name,
      connections: width,
      rounds,
      appRps: Math.round(appRps),
      bareRps: Math.round(bareRps),
      rpsRatio,
      appP99: Math.round(appP99),
      bareP99: Math.round(bareP99),
      p99Ratio,
      goalsMet: rpsRatio !== null && p99Ratio !== null && rpsRatio >= 0.8 && p99Ratio <= 1.25,
    }),
  );
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
await refuseBusyPorts([port, port + 1, port + 2]);
const cookies = tokens.map((token) => `Admin-Token=${token}`);
const probes = PROBES.filter((p) => only === undefined || only.includes(p.name));
const withBare = env.SCALE_BARE !== '0';
const targets = [appTarget(port), ...(withBare ? [bareTarget] : [])];
const replayFile = withBare ? await capture(probes, cookies[0]!) : undefined;
process.on('exit', () => {
  if (replayFile !== undefined) rmSync(replayFile, { force: true });
});
startServer(['apps/server/src/main.ts'], appDir, appEnv);
if (replayFile !== undefined) {
  startServer([path.join(here, '../scale-bare-server.ts')], here, {
    DATABASE_URL: databaseUrl,
    PORT: String(port + 1),
    POOL_SIZE: poolSize,
    REPLAY_FILE: replayFile,
  });
}
await waitForPort(port);
if (withBare) await waitForPort(port + 1);
for (const probe of probes) {
  for (const target of targets) {
    const first = await single(probe, target, cookies[0]!);
    console.log(
      JSON.stringify({ scenario: 'scale', rows, request: probe.name, server: target.server, ...first }),
    );
  }
  for (const width of connections) await measureWidth(probe, targets, cookies, width);
}
stopServers();
process.exit(0);
