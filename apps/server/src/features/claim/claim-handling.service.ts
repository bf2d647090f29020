import {
  businessNow,
  CLAIM_TRANSITIONS,
  type ClaimAction,
  canTakeAction,
  chinaDateTime,
  daysBetween,
  ERROR_CODES,
  todayInChina,
  translate,
  type ZBackofficeClaimListQuery,
  type ZClaimDocumentRequestBody,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Transaction } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { recordStaffAction } from '../../platform/staff-audit.ts';
import { findCustomerAccount } from '../account/account-directory.ts';
import { findAccountNames, findUserName } from '../account/account-lookup.service.ts';
import { tellClaimStep } from '../message/message-events.service.ts';
import { recordClaimStatusChanged } from '../webhook/webhook-events.service.ts';
import { claimActionName, claimStatusName, toStatusChange } from './claim.mapper.ts';
import {
  type ClaimRow,
  findClaimByReportNo,
  findClaimEvents,
  insertClaimEvent,
  insertDocumentRequests,
  lockClaimByReportNo,
  updateClaimStatus,
} from './claim.repository.ts';
import { claimDetailOf, claimNotFound, toClaimRows } from './claim-enquiry.service.ts';
import { listClaimRows } from './claim-list.repository.ts';

/**
 * The insurer's claim handling (docs/business-rules.md "Claims", lifecycle): any account's claims; each step
 * is one transaction with its history row, refused (409) when the claim's status does not allow it.
 */

export type HandlingStep = Exclude<ClaimAction, 'report'>;

const actionNotAllowed = (status: string, action: HandlingStep) =>
  new AppError(ERROR_CODES.conflict, 'claim.error.actionNotAllowed', {
    status: claimStatusName(status),
    action: translate(callerLanguage(), `claim.action.${action}`),
  });

/** The claim when the step may be taken on it now; 404 or 409 otherwise. */
export const claimForStep = async (app: FastifyInstance, reportNo: string, action: HandlingStep) => {
  const claim = await findClaimByReportNo(app.db, reportNo);
  if (claim === undefined) throw claimNotFound();
  if (!canTakeAction(action, claim.status)) throw actionNotAllowed(claim.status, action);
  return claim;
};

/** What a step's own writes add to its audit row (figures, document types). */
type Audited = Record<string, unknown>;

/**
 * A step named a version the claim has left: another handler took a step since. The refusal (409) says who,
 * when and what, from the claim's last event; nothing is written.
 */
const changedMeanwhile = async (tx: Transaction, claim: ClaimRow) => {
  const last = (await findClaimEvents(tx, claim.id)).at(-1);
  const name = last?.actorId ? await findUserName(tx, last.actorId) : '';
  return new AppError(ERROR_CODES.conflict, 'claim.error.changedMeanwhile', {
    name,
    at: last ? chinaDateTime(last.createdAt) : '',
    action: last ? claimActionName(last.action) : '',
  });
};

/**
 * One step in one transaction: the claim locked and its status checked again, the step's own writes, the
 * status it leaves (CLAIM_TRANSITIONS), its event row and the staff audit row (before → after).
 */
export const takeStep = (
  app: FastifyInstance,
  session: Session,
  step: { reportNo: string; action: HandlingStep; note: string; version: number },
  work: (tx: Transaction, claim: ClaimRow, at: Date) => Promise<Audited | undefined> = async () => undefined,
): Promise<ClaimRow> =>
  app.db.transaction(async (tx) => {
    const claim = await lockClaimByReportNo(tx, step.reportNo);
    if (claim === undefined) throw claimNotFound();
    if (claim.version !== step.version) throw await changedMeanwhile(tx, claim);
    if (!canTakeAction(step.action, claim.status)) throw actionNotAllowed(claim.status, step.action);
    const at = businessNow();
    const audited = (await work(tx, claim, at)) ?? {};
    const toStatus = CLAIM_TRANSITIONS[step.action].to ?? claim.status;
    const updated = await updateClaimStatus(tx, claim.id, toStatus, at);
    await insertClaimEvent(tx, {
      claimId: claim.id,
      action: step.action,
      fromStatus: claim.status,
      toStatus,
      note: step.note,
      actorId: session.userId,
      createdAt: at,
    });
    await tellClaimStep(tx, claim, { action: step.action, fromStatus: claim.status, toStatus });
    await recordClaimStatusChanged(tx, claim, { fromStatus: claim.status, toStatus });
    await recordStaffAction(tx, session, {
      action: `claim.${step.action}`,
      objectType: 'claim',
      objectNo: claim.reportNo,
      before: { status: claim.status },
      after: { status: toStatus, note: step.note, ...audited },
    });
    return updated;
  });

/** POST backoffice/claim/list: claims of every account, open ones first, oldest first. */
export const listBackofficeClaims = async (
  app: FastifyInstance,
  query: z.output<typeof ZBackofficeClaimListQuery>,
) => {
  const account = query.accountCode ? await findCustomerAccount(app, query.accountCode) : undefined;
  if (query.accountCode && account === undefined)
    return { list: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize };
  const { rows, total } = await listClaimRows(app.db, {
    accountId: account?.id,
    reportNo: query.reportNo || undefined,
    policyNo: query.policyNo || undefined,
    status: query.status || undefined,
    order: 'openFirst',
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  const [views, names] = await Promise.all([
    toClaimRows(app, rows),
    findAccountNames(
      app,
      rows.map((row) => row.accountId),
    ),
  ]);
  const today = todayInChina();
  return {
    list: views.map((view, index) => ({
      ...view,
      accountName: names.get(rows[index]!.accountId) ?? '',
      ageDays: daysBetween(todayInChina(rows[index]!.reportedAt), today),
    })),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

/** GET backoffice/claim/:reportNo: a claim of any account. */
export const openClaim = async (app: FastifyInstance, reportNo: string) => {
  const claim = await findClaimByReportNo(app.db, reportNo);
  if (claim === undefined) throw claimNotFound();
  return claimDetailOf(app, claim);
};

/** POST …/requestDocuments: the request rows (the customer sees them on the claim); status unchanged. */
export const requestDocuments = async (
  app: FastifyInstance,
  session: Session,
  reportNo: string,
  body: z.output<typeof ZClaimDocumentRequestBody>,
) => {
  const claim = await takeStep(
    app,
    session,
    { reportNo, action: 'requestDocuments', note: '', version: body.version },
    async (tx, row, at) => {
      await insertDocumentRequests(
        tx,
        body.documents.map((document) => ({
          claimId: row.id,
          typeCode: document.typeCode,
          note: document.note,
          requestedBy: session.userId,
          requestedAt: at,
        })),
      );
      return { documents: body.documents.map((document) => document.typeCode) };
    },
  );
  return toStatusChange(claim);
};

/** POST …/close (01/02 → 03) and …/archive (03 → 04). */
export const closeOrArchive = async (
  app: FastifyInstance,
  session: Session,
  reportNo: string,
  action: 'close' | 'archive',
  body: { note: string; version: number },
) => toStatusChange(await takeStep(app, session, { reportNo, action, ...body }));
