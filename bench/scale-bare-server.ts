// The `scale` bench's reference: a bare Fastify + pg server that answers each request by replaying the exact
// statements the app ran for it (captured from PostgreSQL's log by bench/scale-capture.ts), with their
// parameters, in the order captured and at once where the app ran them at once, then answers every row the
// statements read (each statement's rows, a COMMIT's none) as JSON: it writes what it read, as the app does. No session, validation, envelope or serialisation
// schema: what the app does beyond this is its per-request overhead. Env: DATABASE_URL, PORT, POOL_SIZE, REPLAY_FILE (the plans by request
// name, JSON); a request's route is POST or GET /replay/<request name>.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import type { CapturedStatement, ReplayPlan } from './scale-statement-log.ts';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});
const plans = JSON.parse(readFileSync(process.env.REPLAY_FILE!, 'utf8')) as Record<string, ReplayPlan>;
const app = Fastify({ logger: false });

type Rows = pg.QueryResult['rows'];

/** The rows of a statement that answers rows (a COMMIT answers none: undefined). */
const rowsOf = (result: pg.QueryResult) => (result.fields.length > 0 ? result.rows : undefined);

/** A statement as the app sent it; a named one is prepared once per connection, as the app's are. */
const queryOf = ({ name, sql, parameters }: CapturedStatement): pg.QueryConfig => ({
  ...(name === '' ? {} : { name }),
  text: sql,
  values: parameters,
});

/** One statement alone on a pooled connection; a transaction's statements on one connection, in order. */
const runChain = async (chain: readonly CapturedStatement[]) => {
  if (chain.length === 1) return [rowsOf(await pool.query(queryOf(chain[0]!)))];
  const client = await pool.connect();
  try {
    const rows: (Rows | undefined)[] = [];
    for (const statement of chain) rows.push(rowsOf(await client.query(queryOf(statement))));
    return rows;
  } finally {
    client.release();
  }
};

/** The plan's steps one after another, the chains of each at once; every statement's rows that answer rows. */
const replay = async (plan: ReplayPlan) => {
  const results: Rows[] = [];
  for (const step of plan) {
    for (const chain of await Promise.all(step.map(runChain))) {
      for (const rows of chain) if (rows !== undefined) results.push(rows);
    }
  }
  return results;
};

for (const [name, plan] of Object.entries(plans)) {
  app.route({ method: ['GET', 'POST'], url: `/replay/${name}`, handler: () => replay(plan) });
}
app.addHook('onClose', () => pool.end());
await app.listen({ port: Number(process.env.PORT ?? 8091), host: '127.0.0.1' });
