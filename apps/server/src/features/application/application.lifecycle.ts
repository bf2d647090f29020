import { APPLICATION_STATUS, ERROR_CODES, type StatusChangeResult } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { formatDocumentNumber } from '../../platform/document-number.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { toStatusChangeResult } from './application.mapper.ts';
import {
  type ApplicationChanges,
  type ApplicationColumns,
  type ApplicationRow,
  findApplication,
  insertApplication,
  insertApplicationEvent,
  lockApplication,
  nextApplicationSequence,
  updateApplication,
} from './application.repository.ts';

/**
 * The life of an application: finding the account's own one, who may change it in which status, and each
 * move to another status written with its history row (the review records).
 */

const { draft, pendingReview, pendingModification, cancelled } = APPLICATION_STATUS;

/** 409: the application's status does not allow what was asked (`key` says why). */
export const conflict = (key: string) => new AppError(ERROR_CODES.conflict, key);

/** Only drafts (B1) and applications pending modification (B5) can be changed by the customer. */
export const assertModifiable = (row: ApplicationRow) => {
  if (row.status === cancelled) throw conflict('insuring.error.cancelledCannotRecover');
  // SPEC §4: an application under review must be withdrawn before modification.
  if (row.status === pendingReview) throw conflict('insuring.error.underReviewWithdrawFirst');
  if (row.status !== draft && row.status !== pendingModification)
    throw conflict('insuring.error.cannotModify');
};

/** The application, or 404 (another account's application is not found either). */
export const found = (row: ApplicationRow | undefined): ApplicationRow => {
  if (row === undefined) throw notFound();
  return row;
};

/** The account's own application (404 otherwise). */
export const findOwnApplication = async (app: FastifyInstance, session: Session, id: number) =>
  found(await findApplication(app.db, session.accountId, id));

/** The account's own application, locked until the transaction ends (404 otherwise). */
export const lockOwnApplication = async (db: Executor, session: Session, id: number) =>
  found(await lockApplication(db, session.accountId, id));

/** A customer's step on the account's own application: locked, taken, answered with `messageKey`. */
export const ownApplicationStep = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  messageKey: string,
  step: (tx: Executor, current: ApplicationRow) => Promise<ApplicationRow>,
): Promise<StatusChangeResult> => {
  const row = await app.db.transaction(async (tx) => step(tx, await lockOwnApplication(tx, session, id)));
  return toStatusChangeResult(row, messageKey);
};

const newVoucherNo = async (db: Executor, productCode: string) =>
  formatDocumentNumber('application', productCode, await nextApplicationSequence(db));

/** Who changed an application's status. */
export interface Actor {
  userId: number;
  role: 'customer' | 'underwriter' | 'compliance';
}
export const customer = (session: Session): Actor => ({ userId: session.userId, role: 'customer' });

/** What a history row says beside the two statuses. */
export interface EventDetails {
  reviewResult?: string;
  reasonKeys?: string[];
  comment?: string;
}

/** The history row of an application that has just moved from `fromStatus` to its current status. */
const recordEvent = (
  db: Executor,
  row: ApplicationRow,
  fromStatus: string | null,
  actor: Actor,
  details: EventDetails = {},
) =>
  insertApplicationEvent(db, {
    applicationId: row.id,
    accountId: row.accountId,
    actorUserId: actor.userId,
    actorRole: actor.role,
    fromStatus,
    toStatus: row.status,
    reviewResult: details.reviewResult ?? null,
    reasonKeys: details.reasonKeys ?? [],
    comment: details.comment ?? '',
  });

/**
 * A new application of the session's account, numbered, with its first history row. When a concurrent
 * request with the same request key committed first, the application `findWinner` finds is answered.
 */
export const insertNewApplication = async (
  db: Executor,
  session: Session,
  columns: ApplicationColumns & Pick<ApplicationRow, 'status'>,
  details: EventDetails,
  findWinner: () => Promise<ApplicationRow | undefined>,
): Promise<ApplicationRow> => {
  const inserted = await insertApplication(db, {
    ...columns,
    accountId: session.accountId,
    createdBy: session.userId,
    voucherNo: await newVoucherNo(db, columns.productCode),
  });
  if (inserted === undefined) {
    const winner = await findWinner();
    if (winner === undefined) throw new AppError(ERROR_CODES.conflict);
    return winner;
  }
  await recordEvent(db, inserted, null, customer(session), details);
  return inserted;
};

/** Moves an application to `changes.status` with its history row, in the caller's transaction. */
export const changeStatus = async (
  db: Executor,
  current: ApplicationRow,
  changes: ApplicationChanges & Pick<ApplicationRow, 'status'>,
  actor: Actor,
  details: EventDetails = {},
): Promise<ApplicationRow> => {
  const updated = await updateApplication(db, current.id, changes);
  await recordEvent(db, updated, current.status, actor, details);
  return updated;
};
