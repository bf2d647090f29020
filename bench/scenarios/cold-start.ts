// `npm run bench -- cold-start`: how long the server takes from `node` to its first answer, and its memory once
// idle, on an existing PostgreSQL database (migrated and seeded by an untimed first start), beside the bare
// Fastify + pg reference (bench/scale-bare-server.ts). Modes: `bundle` (what `npm start` runs:
// apps/server/dist/main.mjs, built first), `tsx` (the TypeScript through the tsx loader, as `npm run dev`
// and the old `npm start`), `bare`, and `pglite-first` (a newcomer's first `npm start`: the bundle on the embedded
// database in a fresh temp DATA_DIR each run, `DATABASE_URL` empty, the built web app; not in the default modes;
// also times the demo login and reads the server's CPU time at its first answer, which a loaded machine inflates
// less than wall time). One JSON line per mode: median and each run's ms, idle RSS in MB.
// Knobs: COLD_DATABASE_URL (postgres://postgres@127.0.0.1:5432/cargo_scale), COLD_RUNS (5), COLD_PORT (8095),
// COLD_MODES (bundle,tsx,bare), COLD_APP_DIR (this checkout: another checkout's built app, for "before" figures of
// `bundle` and `pglite-first`; it is not built), COLD_IDLE_MS (3000: wait before reading the idle memory), COLD_SETTLE_MS (90000:
// on each mode's first run, the memory is read again after this long without a request, `settledRssMb`: V8
// shrinks its young generation, grown during start-up, only after a while of low allocation; 0 skips it).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const env = process.env;
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const databaseUrl = env.COLD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cargo_scale';
const runs = Number(env.COLD_RUNS ?? 5);
const port = Number(env.COLD_PORT ?? 8095);
const idleMs = Number(env.COLD_IDLE_MS ?? 3000);
const settleMs = Number(env.COLD_SETTLE_MS ?? 90_000);
const modes = (env.COLD_MODES ?? 'bundle,tsx,bare').split(',');

const appDir = path.resolve(env.COLD_APP_DIR ?? root);

const COMMANDS: Record<string, string[]> = {
  bundle: [path.join(appDir, 'apps/server/dist/main.mjs')],
  'pglite-first': [path.join(appDir, 'apps/server/dist/main.mjs')],
  tsx: ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  bare: ['--import', 'tsx', path.join(root, 'bench/scale-bare-server.ts')],
};

const gateway = `http://127.0.0.1:${port}/gateway/icore-aaas.cloudInsuranceService`;

/** A fresh embedded database per `pglite-first` run, as `npm start` on a new checkout (scripts/start.mjs). */
const firstStartEnv = () => ({
  DATABASE_URL: '',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'cargo-first-start-')),
  WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
  // The demo login below reads its image code from the dev outbox, as the e2e tests do.
  EXPOSE_OUTBOX: '1',
});

const start = (mode: string, first?: ReturnType<typeof firstStartEnv>) =>
  spawn(process.execPath, COMMANDS[mode]!, {
    cwd: root,
    env: {
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...first,
    },
    stdio: ['ignore', first === undefined ? 'ignore' : 'inherit', 'inherit'],
  });

/** CPU time (user + system) a process has used, in ms (Linux /proc; clock ticks of 10 ms). */
const cpuMs = (child: ChildProcess) => {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const post = async (url: string, body: unknown) =>
  (await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json())) as { code: string; data: Record<string, unknown> };

/** Logs in as demo through the API (image code from the dev outbox); throws unless it succeeds. */
const demoLogin = async () => {
  const { captchaId } = (await post(`${gateway}/epa-getVerifyCode`, {})).data as { captchaId: string };
  const outbox = (await fetch(`${gateway}/dev/outbox?channel=captcha&recipient=${captchaId}`).then(
    (response) => response.json(),
  )) as { data: { body: string }[] };
  const login = { account: 'demo', password: 'Shocean#2026', captchaId, verifyCode: outbox.data[0]!.body };
  const answer = await post(`${gateway}/epa-login`, login);
  if (answer.code !== '000000') throw new Error(`demo login failed: ${JSON.stringify(answer)}`);
};

const untilAnswer = async (mode: string, child: ChildProcess) => {
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server ended before answering (${child.exitCode ?? child.signalCode})`);
    try {
      await fetch(mode === 'pglite-first' ? `${gateway}/epa-getSystemTime` : `http://127.0.0.1:${port}/`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
};

/** Resident memory of a process in MB (Linux /proc). */
const rssMb = (child: ChildProcess) => {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
};

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const once = async (mode: string, settle = false) => {
  const fresh = mode === 'pglite-first' ? firstStartEnv() : undefined;
  const started = performance.now();
  const child = start(mode, fresh);
  // A run that fails still stops its server (it holds the port) and removes its database.
  try {
    await untilAnswer(mode, child);
    const ms = Math.round(performance.now() - started);
    const first = fresh === undefined ? undefined : { cpuMs: cpuMs(child), loginMs: 0 };
    if (first !== undefined) {
      await demoLogin();
      first.loginMs = Math.round(performance.now() - started);
    }
    await sleep(idleMs);
    const memory = rssMb(child);
    let settled: number | undefined;
    if (settle && settleMs > idleMs) {
      await sleep(settleMs - idleMs);
      settled = rssMb(child);
    }
    return { ms, memory, settled, first };
  } finally {
    if (child.exitCode === null && child.signalCode === null) await stop(child);
    if (fresh !== undefined) rmSync(fresh.DATA_DIR, { recursive: true, force: true });
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if ((modes.includes('bundle') || modes.includes('pglite-first')) && appDir === root) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The first start migrates and seeds if needed: not timed (`pglite-first` starts on a new database each run).
const onExisting = modes.filter((mode) => mode !== 'pglite-first');
if (onExisting.length > 0) await once(onExisting.includes('bundle') ? 'bundle' : onExisting[0]!);
for (const mode of modes) {
  const results = [];
  for (let run = 0; run < runs; run++) results.push(await once(mode, run === 0 && settleMs > 0));
  const settled = results[0]?.settled;
  console.log(
    JSON.stringify({
      scenario: 'cold-start',
      mode,
      medianMs: median(results.map((r) => r.ms)),
      idleRssMb: median(results.map((r) => r.memory)),
      ...(settled === undefined ? {} : { settledRssMb: settled, settledAfterMs: settleMs }),
      runsMs: results.map((r) => r.ms),
      ...(results[0]?.first === undefined
        ? {}
        : {
            cpuMsAtFirstAnswer: results.map((r) => r.first?.cpuMs),
            demoLoginMs: results.map((r) => r.first?.loginMs),
          }),
    }),
  );
}
