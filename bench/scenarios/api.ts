import { randomUUID } from 'node:crypto';
import { todayInChina } from '@cargo/domain';
import { apiKeyEndpoints } from '@cargo/domain/api/api-key';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { declarations, openPolicies } from '../../apps/server/src/db/schema/index.ts';
import { saveDefaultAction } from '../../apps/server/src/features/auto-insure/auto-insure.repository.ts';
import { SAMPLE_EXPORT_SHIPMENT } from '../../apps/server/src/test/sample-shipment.ts';
import { endpointUrl, logInAs } from '../../apps/server/src/test/test-app.ts';
import { BENCH_POLICY_NO, openBatchBench } from '../batch-bench-app.ts';

/**
 * `npm run bench -- api` (issue 45): 100 shipments declared at once through `POST /api/v1/shipments`, each sent
 * twice at the same moment with one `Idempotency-Key` (a client retrying after a timeout), every 409 "in progress"
 * retried after its Retry-After, against one open policy; beside the same 100 through the portal's own declaration
 * route (`/cargo/declaration/submit`, idempotent by its request key), over real HTTP on one app, alternating,
 * two rounds. Checks after each side: exactly 100 declarations, the balance drawn exactly 100 × the insured amount.
 */

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 100);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** USD 10,000.00 × 110% insured, in cents. */
const INSURED_MINOR = 1_100_000;

const shipment = (tag: string, index: number) => ({
  ...SAMPLE_EXPORT_SHIPMENT,
  policyNo: BENCH_POLICY_NO,
  invoiceNo: `${tag}-${index}`,
  billOfLadingNo: `COSU${7_000_000_000 + index}`,
  invoiceAmount: '10000.00',
  sailingDate: todayInChina(),
  issuingDate: todayInChina(),
  riders: ['WAR'],
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends until an answer other than 409/429/5xx or a dropped connection; the answers seen. */
const sendUntilDone = async (send: () => Promise<Response>) => {
  const statuses: string[] = [];
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      const answer = await send();
      statuses.push(
        `${answer.status}${answer.headers.get('idempotent-replayed') === 'true' ? ' replayed' : ''}`,
      );
      await answer.arrayBuffer();
      if (answer.status !== 409 && answer.status !== 429 && answer.status < 500) return statuses;
      await sleep(Math.min(1000, Number(answer.headers.get('retry-after') ?? '0.05') * 1000));
    } catch {
      statuses.push('no answer');
      await sleep(50);
    }
  }
  throw new Error(`gave up after ${statuses.join(',')}`);
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** Each shipment sent twice at once; the time from the first send to both sends' final answers. */
const declareAll = async (tag: string, sendOne: (index: number) => Promise<Response>) => {
  const statuses = new Map<string, number>();
  const times = await Promise.all(
    Array.from({ length: SHIPMENTS }, async (_, index) => {
      const started = performance.now();
      const pairs = await Promise.all([
        sendUntilDone(() => sendOne(index)),
        sendUntilDone(() => sendOne(index)),
      ]);
      for (const status of pairs.flat()) statuses.set(status, (statuses.get(status) ?? 0) + 1);
      return performance.now() - started;
    }),
  );
  times.sort((a, b) => a - b);
  return {
    tag,
    medianMs: Math.round(percentile(times, 0.5)),
    p99Ms: Math.round(percentile(times, 0.99)),
    answers: Object.fromEntries(statuses),
  };
};

const balance = async (app: FastifyInstance) =>
  Number(
    (await app.db.select().from(openPolicies).where(eq(openPolicies.policyNo, BENCH_POLICY_NO)))[0]!.balance,
  );

const declaredWithTag = async (app: FastifyInstance, tag: string) => {
  const [row] = await app.db
    .select({ total: sql<number>`count(*)::int` })
    .from(declarations)
    .where(like(declarations.invoiceNo, `${tag}-%`));
  return row!.total;
};

/** Runs one side and checks it: every shipment declared once, the balance drawn once each. */
const measured = async (app: FastifyInstance, tag: string, sendOne: (index: number) => Promise<Response>) => {
  const before = await balance(app);
  const figures = await declareAll(tag, sendOne);
  const declared = await declaredWithTag(app, tag);
  const drawn = before - (await balance(app));
  const exact = declared === SHIPMENTS && drawn === SHIPMENTS * INSURED_MINOR;
  if (!exact) throw new Error(`${tag}: ${declared} declarations, ${drawn} drawn`);
  return { ...figures, declared, drawnExactly: exact };
};

const { app, database } = await openBatchBench({
  apiRateLimit: { max: 1_000_000, windowSeconds: 60 },
  loadLimits: { maxRequestsInProgress: 0, maxEventLoopDelayMs: 0 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const cookie = await logInAs(app, 'demo');
const created = await app.inject({
  method: 'POST',
  url: endpointUrl(apiKeyEndpoints.create),
  payload: { name: 'bench', scopes: ['declare', 'read'], environment: 'live' },
  cookies: { 'Admin-Token': cookie },
});
const secret: string = created.json().data.secret;
// The bench's policy declares what no auto-insure rule holds (the default holds every API shipment for a person).
const [benchPolicy] = await app.db
  .select()
  .from(openPolicies)
  .where(eq(openPolicies.policyNo, BENCH_POLICY_NO));
await saveDefaultAction(app.db, benchPolicy!.id, 'declare');

const viaApi = (tag: string) => {
  const keys = Array.from({ length: SHIPMENTS }, () => randomUUID());
  return (index: number) =>
    fetch(`${base}/api/v1/shipments`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${secret}`,
        'content-type': 'application/json',
        'idempotency-key': keys[index]!,
      },
      body: JSON.stringify(shipment(tag, index)),
    });
};

const viaPortal = (tag: string) => {
  const requestKeys = Array.from({ length: SHIPMENTS }, () => randomUUID());
  return (index: number) =>
    fetch(`${base}${endpointUrl(declarationEndpoints.submitDeclaration)}`, {
      method: 'POST',
      headers: { cookie: `Admin-Token=${cookie}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...shipment(tag, index), requestKey: requestKeys[index]! }),
    });
};

const rounds = [];
for (let round = 0; round < ROUNDS; round++) {
  const run = Date.now().toString(36);
  const sides = [
    async () => ({ portal: await measured(app, `P${round}${run}`, viaPortal(`P${round}${run}`)) }),
    async () => ({ api: await measured(app, `A${round}${run}`, viaApi(`A${round}${run}`)) }),
  ];
  if (round % 2 === 1) sides.reverse();
  rounds.push({ ...(await sides[0]!()), ...(await sides[1]!()) });
}
await app.close();
await database.close();

console.log(JSON.stringify({ scenario: 'api', shipments: SHIPMENTS, sentEachTwice: true, rounds }));
