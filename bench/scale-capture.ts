// The `scale` bench's capture: what the app sends to PostgreSQL for one steady-state request of each probe, read
// from PostgreSQL's log (bench/scale-statement-log.ts), for the bare reference to replay. A capture instance of
// the app runs on connections that log every statement (`options=-c log_min_duration_statement=0` in its
// DATABASE_URL, a setting of those connections only: nothing else on the server logs more); each probe is sent
// twice to warm the caches (the session cache among them), then captured one request at a time until two
// captures in a row ran the same statements (a background job's statement falling inside a capture differs).
import { open, stat } from 'node:fs/promises';
import { entriesOf, planOf, type ReplayPlan, statementsOf } from './scale-statement-log.ts';

export interface CaptureOptions {
  /** The bench's database URL, without the logging options. */
  databaseUrl: string;
  /** PostgreSQL's log file (stderr logging), readable by the bench. */
  logFile: string;
  /** Starts the capture instance on the given DATABASE_URL; resolves once it answers, to a function stopping it. */
  startApp: (databaseUrl: string) => Promise<() => Promise<unknown>>;
}

const WARM_UPS = 2;
const MOST_CAPTURES = 6;

/** The database URL whose connections log every statement, named `scale-capture` in pg_stat_activity. */
export const loggingUrlOf = (databaseUrl: string) => {
  const joiner = databaseUrl.includes('?') ? '&' : '?';
  const options = encodeURIComponent('-c log_min_duration_statement=0');
  return `${databaseUrl}${joiner}options=${options}&application_name=scale-capture`;
};

const sizeOf = async (file: string) => (await stat(file)).size;

const readFrom = async (file: string, offset: number) => {
  const handle = await open(file, 'r');
  try {
    const length = (await handle.stat()).size - offset;
    const buffer = Buffer.alloc(Math.max(0, length));
    await handle.read(buffer, 0, buffer.length, offset);
    return buffer.toString('utf8');
  } finally {
    await handle.close();
  }
};

/** The plan of one request: the log's entries written between sending it and its answer (and a moment after). */
const captureOne = async (options: CaptureOptions, database: string, send: () => Promise<void>) => {
  const offset = await sizeOf(options.logFile);
  await send();
  await new Promise((resolve) => setTimeout(resolve, 150));
  return planOf(statementsOf(entriesOf(await readFrom(options.logFile, offset)), database));
};

/** The statements run, order aside (statements run at once begin in no fixed order). */
const sameStatements = (a: ReplayPlan, b: ReplayPlan) => {
  const texts = (plan: ReplayPlan) =>
    JSON.stringify(
      plan
        .flat(2)
        .map((statement) => statement.sql)
        .sort(),
    );
  return texts(a) === texts(b);
};

/** The plan of a steady-state request: captured until two in a row agree, the last one. */
const captureProbe = async (options: CaptureOptions, database: string, send: () => Promise<void>) => {
  for (let index = 0; index < WARM_UPS; index++) await send();
  let previous = await captureOne(options, database, send);
  for (let attempt = 1; attempt < MOST_CAPTURES; attempt++) {
    const plan = await captureOne(options, database, send);
    if (sameStatements(previous, plan)) return plan;
    previous = plan;
  }
  const last = previous.flat(2).map((s) => s.sql.replace(/\s+/g, ' ').slice(0, 120));
  throw new Error(`no two captures in a row ran the same statements (${MOST_CAPTURES} tried; last: ${last})`);
};

/** The replay plan of each request: `sends` maps a probe's name to sending it once to the capture instance. */
export const captureProbes = async (
  options: CaptureOptions,
  sends: ReadonlyMap<string, () => Promise<void>>,
) => {
  const database = new URL(options.databaseUrl).pathname.slice(1);
  const stop = await options.startApp(loggingUrlOf(options.databaseUrl));
  const plans: Record<string, ReplayPlan> = {};
  try {
    for (const [name, send] of sends) {
      const plan = await captureProbe(options, database, send);
      if (plan.length === 0)
        throw new Error(`${name}: no statement captured (is ${options.logFile} the log?)`);
      plans[name] = plan;
    }
  } finally {
    await stop();
  }
  return plans;
};

/** The plan as lines for a reader: one per statement, its step and chain, the SQL on one line, its parameters. */
export const describePlan = (name: string, plan: ReplayPlan) =>
  plan.flatMap((step, stepIndex) =>
    step.flatMap((chain, chainIndex) =>
      chain.map(
        (statement) =>
          `${name} step ${stepIndex + 1}${step.length > 1 ? ` (at once, ${chainIndex + 1}/${step.length})` : ''}: ` +
          `${statement.sql.replace(/\s+/g, ' ')}  -- ${JSON.stringify(statement.parameters)}`,
      ),
    ),
  );
