// `npm run bench -- cold-start`: how long the server takes from `node` to its first answer, and its memory once
// idle, on an existing PostgreSQL database (migrated and seeded by an untimed first start), beside the bare
// Fastify + pg reference (bench/scale-bare-server.ts). Modes: `bundle` (what `npm start` runs:
// apps/server/dist/main.mjs, built first), `tsx` (the TypeScript through the tsx loader, as `npm run dev`
// and the old `npm start`), `bare`. One JSON line per mode: median and each run's ms, idle RSS in MB.
// Knobs: COLD_DATABASE_URL (postgres://postgres@127.0.0.1:5432/cargo_scale), COLD_RUNS (5), COLD_PORT (8095),
// COLD_MODES (bundle,tsx,bare), COLD_IDLE_MS (3000: wait before reading the idle memory), COLD_SETTLE_MS (90000:
// on each mode's first run, the memory is read again after this long without a request, `settledRssMb`: V8
// shrinks its young generation, grown during start-up, only after a while of low allocation; 0 skips it).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

const COMMANDS: Record<string, string[]> = {
  bundle: [path.join(root, 'apps/server/dist/main.mjs')],
  tsx: ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  bare: ['--import', 'tsx', path.join(root, 'bench/scale-bare-server.ts')],
};

const start = (mode: string) =>
  spawn(process.execPath, COMMANDS[mode]!, {
    cwd: root,
    env: { ...env, DATABASE_URL: databaseUrl, PORT: String(port), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

const untilAnswer = async () => {
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
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
  const started = performance.now();
  const child = start(mode);
  await untilAnswer();
  const ms = Math.round(performance.now() - started);
  await sleep(idleMs);
  const memory = rssMb(child);
  let settled: number | undefined;
  if (settle && settleMs > idleMs) {
    await sleep(settleMs - idleMs);
    settled = rssMb(child);
  }
  await stop(child);
  return { ms, memory, settled };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

if (modes.includes('bundle')) {
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// The first start migrates and seeds if needed: not timed.
await once(modes.includes('bundle') ? 'bundle' : modes[0]!);
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
    }),
  );
}
