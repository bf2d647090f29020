import {
  businessNow,
  CORRECTION_STATUS,
  type CorrectionChange,
  type CorrectionListPage,
  type CorrectionListQueryParsed,
  type CorrectionPreview,
  type CorrectionPricingRequest,
  type CorrectionReminder,
  type CorrectionRequestParsed,
  type CorrectionResult,
  chinaDateTime,
  chinaDayRange,
  correctionNumber,
  ERROR_CODES,
  isBlank,
  SURRENDER_CORRECTION,
  todayInChina,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, fieldError, notFound } from '../../platform/errors.ts';
import type { AccountScope, Session } from '../../platform/session.ts';
import {
  correctPolicy,
  IN_CORRECTION_POLICY_STATUS,
  lockPolicyForCorrection,
} from '../policy/policy.service.ts';
import { correctablePolicy, refusalError, refusalOfPolicy } from './correctability.ts';
import { applyToPolicy } from './correction.effect.ts';
import {
  correctionStatusName,
  correctionTypeName,
  renderChanges,
  toListRow,
  toPreview,
  toResult,
} from './correction.mapper.ts';
import { priceCorrection } from './correction.proposal.ts';
import {
  type CorrectionRow,
  countInStatus,
  findCorrectionByKey,
  findCreatedSince,
  findEffectiveWithAdditionalPremium,
  findOpenOrDecidedSince,
  findPolicyCorrectionsInStatus,
  insertCorrection,
  listCorrections as listCorrectionRows,
  nextCorrectionSequence,
} from './correction.repository.ts';
import type { PricedCorrection } from './correction-figures.ts';
import { refuseSurrenderWithClaims } from './correction-surrender.ts';

/** Corrections of issued policies: preview, apply, the enquiry (docs/business-rules.md "Corrections"). */

const conflict = (key: string) => new AppError(ERROR_CODES.conflict, key);

/** POST /cargo/correct/preview: the priced correction and what apply would do; writes nothing. */
export const previewCorrection = async (
  app: FastifyInstance,
  session: Session,
  request: CorrectionPricingRequest,
): Promise<CorrectionPreview> => {
  const policy = await correctablePolicy(app, session, { id: request.policyId });
  const priced = await priceCorrection(app, policy, request);
  return toPreview(app, priced.proposal);
};

const newCorrectionNo = async (db: Executor, correctionType: string) =>
  correctionNumber(todayInChina().slice(0, 4), correctionType, await nextCorrectionSequence(db));

/** The row of a priced correction: E1 under review when it has referrals, else E2 effective now. */
const insertPriced = async (
  db: Executor,
  session: Session,
  request: CorrectionRequestParsed & { requestKey: string },
  priced: PricedCorrection,
) => {
  const { policy, proposal } = priced;
  const isEffective = proposal.referralKeys.length === 0;
  return insertCorrection(db, {
    accountId: session.accountId,
    policyId: policy.id,
    correctionNo: await newCorrectionNo(db, request.correctionType),
    correctionType: request.correctionType,
    status: isEffective ? CORRECTION_STATUS.effective : CORRECTION_STATUS.pendingReview,
    reason: request.reason,
    requestKey: request.requestKey,
    policyNo: policy.policyNo,
    productCode: policy.productCode,
    insuredName: policy.insuredName,
    insuranceBeginDate: policy.insuranceBeginDate,
    insuranceEndDate: policy.insuranceEndDate,
    changes: proposal.changes,
    form: priced.form,
    quote: priced.quote,
    ...proposal.figures,
    referralKeys: proposal.referralKeys,
    appliedBy: session.userId,
    decidedBy: isEffective ? session.userId : null,
    decidedAt: isEffective ? businessNow() : null,
  });
};

/**
 * In one transaction: the policy locked and unchanged since it was priced, the correction stored, and
 * either the policy marked in correction (01, under review) or the correction made effective at once.
 * A concurrent repeat with the same request key that committed first is answered instead.
 */
const storeCorrection = (
  app: FastifyInstance,
  session: Session,
  request: CorrectionRequestParsed & { requestKey: string },
  priced: PricedCorrection,
): Promise<CorrectionRow> =>
  app.db.transaction(async (tx) => {
    const policy = await lockPolicyForCorrection(tx, priced.policy.id, session.accountId);
    if (policy === undefined) throw notFound();
    const repeat = await findCorrectionByKey(tx, session.accountId, request.requestKey);
    if (repeat !== undefined) return repeat;
    const refusal = refusalOfPolicy(policy, todayInChina());
    if (refusal !== null) throw refusalError(refusal);
    if (policy.revision !== priced.policy.revision) throw conflict('correction.error.policyChanged');
    // A loss reported since pricing commits before this lock is released (it marks the policy).
    if (request.correctionType === SURRENDER_CORRECTION) await refuseSurrenderWithClaims(tx, policy);
    const inserted = await insertPriced(tx, session, request, priced);
    if (inserted === undefined) {
      const winner = await findCorrectionByKey(tx, session.accountId, request.requestKey);
      if (winner === undefined) throw conflict('correction.error.notCorrectable.pending');
      return winner;
    }
    if (inserted.status === CORRECTION_STATUS.effective) return applyToPolicy(tx, inserted);
    await correctPolicy(tx, policy.id, { policyStatus: IN_CORRECTION_POLICY_STATUS });
    return inserted;
  });

/**
 * POST /cargo/correct/apply. Priced like preview; with referrals the correction waits for an underwriter
 * (E1, policy 01), otherwise it is effective at once (E2). Idempotent by `requestKey`.
 */
export const applyCorrection = async (
  app: FastifyInstance,
  session: Session,
  request: CorrectionRequestParsed,
): Promise<CorrectionResult> => {
  const { requestKey } = request;
  if (requestKey === undefined) throw fieldError(['requestKey'], 'error.fieldRequired');
  const replay = await findCorrectionByKey(app.db, session.accountId, requestKey);
  if (replay !== undefined) return toResult(app, replay);
  try {
    const policy = await correctablePolicy(app, session, { id: request.policyId });
    const priced = await priceCorrection(app, policy, request);
    const row = await storeCorrection(app, session, { ...request, requestKey }, priced);
    return toResult(app, row);
  } catch (refusal) {
    // A concurrent repeat with this key may have committed after the check above and changed the policy
    // (an effective correction): this request is then that one, not a new correction of the changed policy.
    const winner = await findCorrectionByKey(app.db, session.accountId, requestKey);
    if (winner === undefined) throw refusal;
    return toResult(app, winner);
  }
};

// ---------------------------------------------------------------------------------------------------
// Enquiries.

const rangeOf = (query: { startDate?: string; endDate?: string }): { from?: Date; to?: Date } =>
  isBlank(query.startDate) || isBlank(query.endDate) ? {} : chinaDayRange(query.startDate, query.endDate);

/** POST getEdrProcessListByExternal: the account's corrections, newest first. */
export const listCorrections = async (
  app: FastifyInstance,
  session: Session,
  query: CorrectionListQueryParsed,
): Promise<CorrectionListPage> => {
  const range = rangeOf(query);
  const { rows, total } = await listCorrectionRows(app.db, session.accountId, {
    policyNo: query.policyNo || undefined,
    correctionType: query.correctionType || undefined,
    status: query.status || undefined,
    appliedFrom: range.from,
    appliedTo: range.to,
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    list: await Promise.all(rows.map((row) => toListRow(app, row))),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

/** The additional premium of an effective correction: unpaid premium of the settlement enquiry. */
export interface CorrectionPremiumDue {
  correctionNo: string;
  policyNo: string;
  productCode: string;
  insuredName: string;
  insuranceBeginDate: string;
  insuranceEndDate: string;
  /** China day it became effective. */
  effectiveDate: string;
  currencyCode: string;
  insuredAmount: number;
  additionalPremium: number;
}

/**
 * Used by settlement: the account's effective corrections with an additional premium, effective within
 * the China-day range when one is given ('YYYY-MM-DD', both ends inclusive), newest first.
 */
export const findCorrectionPremiumsDue = async (
  app: FastifyInstance,
  session: AccountScope,
  range: { startDate?: string; endDate?: string },
): Promise<CorrectionPremiumDue[]> => {
  const rows = await findEffectiveWithAdditionalPremium(
    app.db,
    session.accountId,
    CORRECTION_STATUS.effective,
    rangeOf(range),
  );
  return rows.map((row) => ({
    correctionNo: row.correctionNo,
    policyNo: row.policyNo,
    productCode: row.productCode,
    insuredName: row.insuredName,
    insuranceBeginDate: row.insuranceBeginDate,
    insuranceEndDate: row.insuranceEndDate,
    effectiveDate: todayInChina(row.decidedAt ?? row.createdAt),
    currencyCode: row.currencyCode,
    insuredAmount: row.newInsuredAmount,
    additionalPremium: row.additionalPremium,
  }));
};

// ---------------------------------------------------------------------------------------------------
// Used by the dashboard.

/** How many of the account's corrections wait for an underwriter (E1). */
export const countCorrectionsPendingReview = (app: FastifyInstance, session: Session) =>
  countInStatus(app.db, session.accountId, CORRECTION_STATUS.pendingReview);

const toReminder = (row: CorrectionRow): CorrectionReminder => ({
  id: row.id,
  correctionNo: row.correctionNo,
  policyNo: row.policyNo,
  correctionTypeName: correctionTypeName(row.correctionType),
  status: row.status,
  statusName: correctionStatusName(row.status),
  appliedOn: todayInChina(row.createdAt),
  decidedOn: row.decidedAt === null ? null : todayInChina(row.decidedAt),
});

/** The account's corrections pending review (E1) applied for since the instant: the newest `limit` and the total. */
export const findPendingCorrectionsSince = async (
  app: FastifyInstance,
  session: Session,
  since: Date,
  limit: number,
) => {
  const { rows, total } = await findCreatedSince(
    app.db,
    session.accountId,
    CORRECTION_STATUS.pendingReview,
    since,
    limit,
  );
  return { total, list: rows.map(toReminder) };
};

/**
 * Correction progress reminders: every correction still pending review (E1), and those the underwriter
 * made effective (E2) or rejected (E3) since the instant; one the customer withdrew (E4) needs no reminder.
 */
export const findCorrectionReminders = async (
  app: FastifyInstance,
  session: Session,
  since: Date,
  limit: number,
): Promise<{ total: number; list: CorrectionReminder[] }> => {
  const { rows, total } = await findOpenOrDecidedSince(
    app.db,
    session.accountId,
    {
      open: CORRECTION_STATUS.pendingReview,
      decided: [CORRECTION_STATUS.effective, CORRECTION_STATUS.rejected],
    },
    since,
    limit,
  );
  return { total, list: rows.map(toReminder) };
};

// ---------------------------------------------------------------------------------------------------
// Used by printed documents (the correction inventory of oldPolicyAndCorrectInventory).

/** An effective correction of a policy as its inventory prints it, rendered in the caller's language. */
export interface PolicyEndorsement {
  endorsementNo: string;
  /** China day it became effective. */
  effectiveDate: string;
  typeName: string;
  changes: CorrectionChange[];
  currencyCode: string;
  /** Signed, minor units of the policy currency: new premium − old premium. */
  premiumDifference: number;
}

/** The effective corrections (endorsements) of a policy of the account, in the order they took effect. */
export const findEndorsementsOfPolicy = async (
  app: FastifyInstance,
  accountId: number,
  policyId: number,
): Promise<PolicyEndorsement[]> => {
  const rows = await findPolicyCorrectionsInStatus(app.db, accountId, policyId, CORRECTION_STATUS.effective);
  return Promise.all(
    rows.map(async (row) => ({
      endorsementNo: row.endorsementNo ?? row.correctionNo,
      effectiveDate: chinaDateTime(row.decidedAt ?? row.createdAt).slice(0, 10),
      typeName: correctionTypeName(row.correctionType),
      changes: await renderChanges(app, row.changes, { printed: true, currencyCode: row.currencyCode }),
      currencyCode: row.currencyCode,
      premiumDifference: row.premiumDifference,
    })),
  );
};
