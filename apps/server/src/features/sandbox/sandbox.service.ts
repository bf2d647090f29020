import { chinaDateTime, ERROR_CODES, type SandboxStatus } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { isSandboxAccount, liveAccountOf } from '../../platform/sandbox-account.ts';
import type { Session } from '../../platform/session.ts';
import {
  copyOpenPolicies,
  copyProductsAndMenus,
  countOpenPolicies,
  deleteAccountData,
  findLiveAccount,
  findTwinOf,
  insertTwin,
  lockTwin,
  markReset,
  SANDBOX_POLICY_PREFIX,
  type SandboxAccountRow,
  sandboxPolicyNo,
  twinAccountName,
} from './sandbox.repository.ts';

/**
 * The sandbox twin of a live account (docs/business-rules.md "The sandbox"): made on first need, emptied by the
 * account's administrator. What the platform reads of it (is this account a twin, of which live account, the
 * SPECIMEN scope of documents) is `platform/sandbox-account.ts`; the rules that keep it apart from billing and
 * from the insurer's queues are in the features that bill and queue, through `isSandboxAccount`.
 */

export { isSandboxAccount, liveAccountOf, SANDBOX_POLICY_PREFIX, sandboxPolicyNo, twinAccountName };

/** Makes the twin with its copies, inside the caller's transaction; undefined when another call made it first. */
const makeTwin = async (tx: Executor, live: SandboxAccountRow) => {
  const twinId = await insertTwin(tx, live);
  if (twinId === undefined) return undefined;
  await copyProductsAndMenus(tx, live.id, twinId);
  await copyOpenPolicies(tx, live.id, twinId);
  return twinId;
};

/**
 * The id of the live account's sandbox twin, made on first need with copies of the account's company details,
 * products, menu items and open policies (whole balance, numbers starting 9999). Idempotent and safe when called at once
 * from many requests or instances: the unique `sandbox_of` lets one insertion through and the others read it.
 * A twin or an unknown account is refused (404).
 */
export const sandboxTwinOf = async (app: FastifyInstance, liveAccountId: number): Promise<number> => {
  const existing = await findTwinOf(app.db, liveAccountId);
  if (existing !== undefined) return existing.id;
  const live = await findLiveAccount(app.db, liveAccountId);
  if (live === undefined) throw new AppError(ERROR_CODES.notFound);
  const made = await app.db.transaction((tx) => makeTwin(tx, live));
  if (made !== undefined) return made;
  // Another call made it between our read and our insertion: its transaction has committed.
  const twin = await findTwinOf(app.db, liveAccountId);
  if (twin === undefined) throw new AppError(ERROR_CODES.conflict);
  return twin.id;
};

/**
 * Empties the live account's twin, in one transaction: every declaration, certificate, batch, application,
 * policy, payment, correction, claim, file record, message, print job and screening made in it, then copies
 * the live account's open policies again with their whole balance, and stamps the reset. A twin not made yet is
 * made (nothing to delete). Answers the twin's id.
 */
export const resetSandbox = async (app: FastifyInstance, liveAccountId: number): Promise<number> => {
  const twinId = await sandboxTwinOf(app, liveAccountId);
  await app.db.transaction(async (tx) => {
    await lockTwin(tx, twinId);
    await deleteAccountData(tx, twinId);
    await copyOpenPolicies(tx, liveAccountId, twinId);
    await markReset(tx, twinId);
  });
  return twinId;
};

/** The live account the session works for: its own account, or the one its sandbox stands for. */
const liveAccountOfSession = async (app: FastifyInstance, session: Session) =>
  (await liveAccountOf(app, session.accountId)) ?? session.accountId;

const statusOf = async (app: FastifyInstance, session: Session): Promise<SandboxStatus> => {
  const liveId = await liveAccountOfSession(app, session);
  const live = await findLiveAccount(app.db, liveId);
  if (live === undefined) throw new AppError(ERROR_CODES.notFound);
  const twin = await findTwinOf(app.db, liveId);
  return {
    exists: twin !== undefined,
    accountName: twinAccountName(live.accountName),
    isCurrent: twin?.id === session.accountId,
    createdAt: twin ? chinaDateTime(twin.createdAt) : null,
    lastResetAt: twin?.sandboxResetAt ? chinaDateTime(twin.sandboxResetAt) : null,
    openPolicies: twin ? await countOpenPolicies(app.db, twin.id) : 0,
  };
};

/** GET /cargo/sandbox/status: the account page's sandbox card (from the live account or from its twin). */
export const sandboxStatus = (app: FastifyInstance, session: Session) => statusOf(app, session);

/** POST /cargo/sandbox/reset: the administrator empties the sandbox of the session's account. */
export const resetSandboxOfSession = async (
  app: FastifyInstance,
  session: Session,
): Promise<SandboxStatus> => {
  await resetSandbox(app, await liveAccountOfSession(app, session));
  return statusOf(app, session);
};

/**
 * The twin to switch a session to by its name (`<live>~SANDBOX`), made on first need, when the user reaches
 * the live account (`reachableLiveIds`); undefined for any other name.
 */
export const twinToSwitchTo = async (
  app: FastifyInstance,
  accountName: string,
  reachable: readonly { id: number; accountName: string; sandboxOf: number | null }[],
): Promise<{ id: number; accountName: string } | undefined> => {
  const live = reachable.find((a) => a.sandboxOf === null && twinAccountName(a.accountName) === accountName);
  if (live === undefined) return undefined;
  return { id: await sandboxTwinOf(app, live.id), accountName };
};

/** Whether new billing may start for the account: never in a sandbox (409 with the reason). */
export const refuseBillingInSandbox = async (source: FastifyInstance | Executor, accountId: number) => {
  if (await isSandboxAccount(source, accountId)) {
    throw new AppError(ERROR_CODES.conflict, 'sandbox.error.noBilling');
  }
};
