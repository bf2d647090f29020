// `npm run bench -- overload`: OVERLOAD_REQUESTS declarations (1,000) sent at once, each on a connection of its own, to the server on
// PostgreSQL, first with load shedding off (MAX_REQUESTS_IN_PROGRESS=0, MAX_EVENT_LOOP_DELAY_MS=0: the reference)
// and then with the defaults. For each: the answers by kind (declared or refused for the balance, 503 busy, other
// statuses, connections reset or failed), the time to the last answer, and the p50 / p99 of the answers. The busy
// ones are then sent once more after their Retry-After, as the web app does for an idempotent call (a declaration
// carries its request key). Knobs: OVERLOAD_DATABASE_URL (postgres://postgres@127.0.0.1:5432/cargo_overload, made
// if missing), OVERLOAD_REQUESTS (1000), OVERLOAD_PORT (8095).
import { request } from 'node:http';
import pg from 'pg';
import { declarationForm } from '../../apps/server/src/test/declaration.fixtures.ts';
import { prepareBenchDatabase, startAppProcess, stopAppProcess } from '../app-process.ts';
import { benchSession } from '../scale-seed.ts';
import { waitForPort } from '../wait-for-port.ts';

const env = process.env;
const databaseUrl = env.OVERLOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cargo_overload';
const requests = Number(env.OVERLOAD_REQUESTS ?? 1000);
const port = Number(env.OVERLOAD_PORT ?? 8095);
const SUBMIT = '/gateway/icore-aaas.cloudInsuranceService/cargo/declaration/submit';

interface Answer {
  status: number;
  /** The envelope's code, or the connection's error code when there was no answer. */
  code: string;
  ms: number;
  retryAfter?: number;
}

/** One declaration on a connection of its own. */
const submit = (cookie: string, body: string) =>
  new Promise<Answer>((resolve) => {
    const started = performance.now();
    const call = request(
      {
        port,
        host: '127.0.0.1',
        path: SUBMIT,
        method: 'POST',
        agent: false,
        headers: { cookie, 'content-type': 'application/json' },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () => {
          const code = /"code":"([^"]*)"/.exec(text)?.[1] ?? '';
          const retryAfter = Number(response.headers['retry-after'] ?? Number.NaN);
          resolve({ status: response.statusCode ?? 0, code, ms: performance.now() - started, retryAfter });
        });
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: 0, code: error.code ?? error.message, ms: performance.now() - started }),
    );
    call.end(body);
  });

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!);

const tally = (answers: Answer[]) => {
  const kinds: Record<string, number> = {};
  for (const answer of answers) {
    const kind = answer.status === 0 ? `no answer (${answer.code})` : `${answer.status} ${answer.code}`;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  const answered = answers
    .filter((answer) => answer.status !== 0)
    .map((answer) => answer.ms)
    .sort((a, b) => a - b);
  return { kinds, p50Ms: percentile(answered, 0.5), p99Ms: percentile(answered, 0.99) };
};

const run = async (shedding: string, extraEnv: Record<string, string>, cookie: string) => {
  const server = startAppProcess(databaseUrl, port, extraEnv);
  await waitForPort(port);
  const bodies = Array.from({ length: requests }, () => JSON.stringify(declarationForm()));
  const started = performance.now();
  const first = await Promise.all(bodies.map((body) => submit(cookie, body)));
  const lastAnswerSeconds = (performance.now() - started) / 1000;
  const busy = first
    .map((answer, index) => ({ answer, body: bodies[index]! }))
    .filter(({ answer }) => answer.status === 503);
  // As the web app does (apps/web/src/api/retry.ts): after Retry-After, spread over one more second.
  const retried = await Promise.all(
    busy.map(async ({ answer, body }) => {
      await new Promise((resolve) =>
        setTimeout(resolve, (answer.retryAfter ?? 1) * 1000 + Math.random() * 1000),
      );
      return submit(cookie, body);
    }),
  );
  await stopAppProcess(server);
  console.log(
    JSON.stringify({
      scenario: 'overload',
      shedding,
      requests,
      lastAnswerSeconds: Number(lastAnswerSeconds.toFixed(2)),
      ...tally(first),
      retriedOnce: busy.length === 0 ? undefined : tally(retried).kinds,
    }),
  );
};

await prepareBenchDatabase(databaseUrl, { fresh: false });
// One untimed start gives a new database the schema and the demo data.
const first = startAppProcess(databaseUrl, port);
await waitForPort(port);
await stopAppProcess(first);
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const cookie = `Admin-Token=${await benchSession(client)}`;
await client.end();
await run('off (reference)', { MAX_REQUESTS_IN_PROGRESS: '0', MAX_EVENT_LOOP_DELAY_MS: '0' }, cookie);
await run('on (defaults)', {}, cookie);
process.exit(0);
