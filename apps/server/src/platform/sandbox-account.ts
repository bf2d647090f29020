import { AsyncLocalStorage } from 'node:async_hooks';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { accounts } from '../db/schema/index.ts';

/**
 * What the platform knows of sandbox accounts (docs/business-rules.md "The sandbox"): whether an account is a
 * sandbox twin and of which live account, and the request scope in which every PDF is stamped SPECIMEN. The
 * twins themselves are made and emptied by `features/sandbox`.
 *
 * An account is live or sandbox from its creation to its end (`accounts.sandbox_of` is written once, with the
 * row) and ids are never reused, so what was read of an id is kept for the app's life.
 */
const known = new WeakMap<object, Map<number, number | null>>();

const isApp = (source: FastifyInstance | Executor): source is FastifyInstance => 'addHook' in source;

/** The live account a sandbox twin stands for; null for a live account (or an unknown id). */
export const liveAccountOf = async (
  source: FastifyInstance | Executor,
  accountId: number,
): Promise<number | null> => {
  // Kept per database (every plugin context of an app shares its `db`); a transaction reads afresh.
  const cache = isApp(source) ? known.get(source.db) : undefined;
  const cached = cache?.get(accountId);
  if (cached !== undefined) return cached;
  const db = isApp(source) ? source.db : source;
  const [row] = await db
    .select({ sandboxOf: accounts.sandboxOf })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (row === undefined) return null;
  if (isApp(source)) {
    const map = known.get(source.db) ?? new Map<number, number | null>();
    map.set(accountId, row.sandboxOf);
    known.set(source.db, map);
  }
  return row.sandboxOf;
};

/** Whether the account is a sandbox twin (test data: nothing insured, nothing billed). */
export const isSandboxAccount = async (
  source: FastifyInstance | Executor,
  accountId: number,
): Promise<boolean> => (await liveAccountOf(source, accountId)) !== null;

const specimenStore = new AsyncLocalStorage<boolean>();

/** Whether the work in progress renders for a sandbox account: every PDF it makes is stamped SPECIMEN. */
export const rendersSpecimen = (): boolean => specimenStore.getStore() ?? false;

/** Runs `work` (and all it starts) rendering specimens or not: a job working for an account outside a request. */
export const asSpecimen = <T>(specimen: boolean, work: () => T): T => specimenStore.run(specimen, work);

/**
 * Enters the specimen scope for a customer request made in a sandbox account, so every document the request
 * renders, whichever feature draws it, carries the stamp. A `preHandler`, so it reads the account any earlier
 * hook settled (the session's, or the account an API key acts on, `request.apiSession`: a sandbox key's twin); a
 * caller that acts for an account otherwise (a job) enters the scope itself with `asSpecimen`.
 */
export const registerSpecimenScope = (app: FastifyInstance): void => {
  app.addHook('preHandler', (request, _reply, done) => {
    const session = request.apiSession ?? request.session;
    if (session == null || session.isStaff) {
      done();
      return;
    }
    isSandboxAccount(app, session.accountId).then(
      (sandbox) => (sandbox ? asSpecimen(true, done) : done()),
      (error: Error) => done(error),
    );
  });
};
