import {
  businessNow,
  type ClaimDraft,
  type ClaimDraftForm,
  type ClaimDraftSummary,
  chinaDateTime,
  ERROR_CODES,
  isFullPolicyNo,
  type Page,
  type ZClaimDraftSaveRequest,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { lossTypeName } from './claim.mapper.ts';
import {
  type ClaimDraftRow,
  deleteClaimDraft,
  findClaimDraft,
  findClaimDraftByKey,
  insertClaimDraft,
  listClaimDrafts,
  updateClaimDraft,
} from './claim-draft.repository.ts';
import { findClaimSubject } from './claim-subject.service.ts';

/**
 * Report drafts (docs/business-rules.md "Claims", drafts): whatever has been typed, kept per account; the
 * newest save wins; a repeated first save (same request key) is the same draft.
 */

type DraftSaveRequest = z.output<typeof ZClaimDraftSaveRequest>;

const draftNotFound = () => new AppError(ERROR_CODES.notFound, 'claim.error.draftNotFound');

/** The form as stored (written only after the domain schema parsed it). */
const formOf = (row: ClaimDraftRow): ClaimDraftForm => row.form as ClaimDraftForm;

const policyNoOf = (form: ClaimDraftForm) => (form.policyNo ?? '').trim().slice(0, 20);

const saved = (row: ClaimDraftRow) => ({ draftId: row.id, savedAt: chinaDateTime(row.updatedAt) });

/** POST draft/save: a new draft, or the draft given (of the account) replaced. */
export const saveClaimDraft = async (app: FastifyInstance, session: Session, request: DraftSaveRequest) => {
  const values = { form: request.form, policyNo: policyNoOf(request.form), updatedAt: businessNow() };
  if (request.draftId !== undefined) {
    const row = await updateClaimDraft(app.db, session.accountId, request.draftId, values);
    if (row === undefined) throw draftNotFound();
    return saved(row);
  }
  const inserted = await insertClaimDraft(app.db, {
    ...values,
    accountId: session.accountId,
    requestKey: request.requestKey,
    createdBy: session.userId,
  });
  if (inserted !== undefined) return saved(inserted);
  // A repeated first save: the same draft, with this (newer) form.
  const first = await findClaimDraftByKey(app.db, session.accountId, request.requestKey);
  if (first === undefined) throw draftNotFound();
  const row = await updateClaimDraft(app.db, session.accountId, first.id, values);
  if (row === undefined) throw draftNotFound();
  return saved(row);
};

/** The insured of a draft's policy or certificate, when the number is one of the account's. */
const insuredNameOf = async (app: FastifyInstance, session: Session, policyNo: string) => {
  if (!isFullPolicyNo(policyNo)) return '';
  return (await findClaimSubject(app, session.accountId, policyNo))?.snapshot.insuredName ?? '';
};

const toSummary = async (
  app: FastifyInstance,
  session: Session,
  row: ClaimDraftRow,
): Promise<ClaimDraftSummary> => {
  const form = formOf(row);
  return {
    draftId: row.id,
    policyNo: row.policyNo,
    insuredName: await insuredNameOf(app, session, row.policyNo),
    lossTypeName: form.lossType ? lossTypeName(form.lossType) : '',
    incidentTime: form.incidentTime ?? '',
    savedAt: chinaDateTime(row.updatedAt),
  };
};

/** POST draft/list: the account's drafts, last saved first. */
export const listDrafts = async (
  app: FastifyInstance,
  session: Session,
  query: { pageNo: number; pageSize: number },
): Promise<Page<ClaimDraftSummary>> => {
  const offset = (query.pageNo - 1) * query.pageSize;
  const { rows, total } = await listClaimDrafts(app.db, session.accountId, offset, query.pageSize);
  return {
    list: await Promise.all(rows.map((row) => toSummary(app, session, row))),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

/** POST draft/get: a draft of the account, to continue. */
export const getDraft = async (
  app: FastifyInstance,
  session: Session,
  draftId: number,
): Promise<ClaimDraft> => {
  const row = await findClaimDraft(app.db, session.accountId, draftId);
  if (row === undefined) throw draftNotFound();
  return { ...(await toSummary(app, session, row)), form: formOf(row) };
};

/** POST draft/delete. */
export const deleteDraft = async (app: FastifyInstance, session: Session, draftId: number) => {
  if (!(await deleteClaimDraft(app.db, session.accountId, draftId))) throw draftNotFound();
  return { draftId };
};
