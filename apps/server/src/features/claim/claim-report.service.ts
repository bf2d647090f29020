import {
  businessNow,
  CLAIM_STATUS,
  type ClaimReport,
  type ClaimSubmitResult,
  ERROR_CODES,
  goodsLineLoss,
  isHighQualityCustomer,
  parseAmountIn,
  parseDamageExtent,
  parseQuantity,
  reportNumber,
  todayInChina,
  translate,
  type ZClaimSubmitRequest,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { markPolicyHasClaim } from '../policy/policy-claim.service.ts';
import { toSubmitResult } from './claim.mapper.ts';
import {
  type ClaimRow,
  findClaimByKey,
  insertClaim,
  insertClaimEvent,
  insertGoodsLines,
  type NewGoodsLine,
  nextReportSequence,
} from './claim.repository.ts';
import { deleteClaimDraft } from './claim-draft.repository.ts';
import { type CheckedReport, checkReport, claimsInLastYear, refusalMessages } from './claim-report-check.ts';

/** Reporting a loss: submit and fast submit, idempotent by request key (docs/business-rules.md "Claims"). */

export type ClaimSubmitRequestParsed = z.output<typeof ZClaimSubmitRequest>;

export interface Submitted {
  readonly answer: ClaimSubmitResult;
  /** The sentence for the customer ('claim.message.reported'). */
  readonly message: string;
}

/** JSON with object keys sorted: the stored report (jsonb reorders keys) compared with a repeat. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

const submitted = (claim: ClaimRow): Submitted => ({
  answer: toSubmitResult(claim),
  message: translate(
    callerLanguage(),
    claim.fastClaim ? 'claim.message.fastReported' : 'claim.message.reported',
    { reportNo: claim.reportNo },
  ),
});

/** A repeat of a key: the first claim's answer when it is the same report, else refused. */
const answerRepeat = (claim: ClaimRow, report: ClaimReport, fast: boolean): Submitted => {
  if (canonical(claim.report) !== canonical(report) || claim.fastClaim !== fast)
    throw new AppError(ERROR_CODES.conflict, 'claim.error.requestKeyReused');
  return submitted(claim);
};

/** The damaged goods lines of the report, parsed (the schema checked them) and valued. */
export const goodsLinesOf = (claimId: number, report: ClaimReport): NewGoodsLine[] => {
  return report.goodsLines.map((line, index) => {
    const quantity = parseQuantity(line.quantity);
    const unitPrice = parseAmountIn(line.unitPrice, report.estimatedCurrency);
    const extent = parseDamageExtent(line.damageExtent);
    if (!quantity.ok || !unitPrice.ok || !extent.ok) throw new Error('goods line not validated');
    return {
      claimId,
      lineNo: index + 1,
      goodsName: line.goodsName,
      quantity: quantity.value,
      unit: line.unit,
      unitPrice: unitPrice.value,
      damageExtentPercent: extent.value,
      claimedLoss: goodsLineLoss(quantity.value, unitPrice.value, extent.value),
    };
  });
};

const insertChecked = async (
  tx: Executor,
  session: Session,
  request: ClaimSubmitRequestParsed,
  checked: CheckedReport,
  fast: boolean,
) => {
  const now = businessNow();
  const { report } = checked;
  return insertClaim(tx, {
    accountId: session.accountId,
    reportNo: reportNumber(todayInChina(now), await nextReportSequence(tx)),
    requestKey: request.requestKey,
    subjectKind: checked.found.snapshot.kind,
    policyNo: checked.found.snapshot.policyNo,
    subject: checked.found.snapshot,
    status: CLAIM_STATUS.reported,
    fastClaim: fast,
    report,
    incidentTime: report.incidentTime,
    lossType: report.lossType,
    estimatedCurrency: report.estimatedCurrency,
    estimatedLoss: checked.estimatedLoss,
    reportedBy: session.userId,
    reportedAt: now,
    updatedAt: now,
  });
};

/**
 * In one transaction: the draft it came from deleted (a draft already gone, submitted or deleted, is refused),
 * the claim with its subject snapshot and report, its goods lines, the 'report' event and the policy's
 * `hasClaim` set. A concurrent repeat of the key that committed first is found through the unique index and
 * answered instead.
 */
const storeClaim = (
  app: FastifyInstance,
  session: Session,
  request: ClaimSubmitRequestParsed,
  checked: CheckedReport,
  fast: boolean,
): Promise<{ claim: ClaimRow; isRepeat: boolean }> =>
  app.db.transaction(async (tx) => {
    // The draft goes first: of concurrent submits of one draft, the first to delete it reports the claim.
    if (request.draftId !== undefined && !(await deleteClaimDraft(tx, session.accountId, request.draftId))) {
      const winner = await findClaimByKey(tx, session.accountId, request.requestKey);
      if (winner === undefined) throw new AppError(ERROR_CODES.conflict, 'claim.error.draftSubmitted');
      return { claim: winner, isRepeat: true };
    }
    const claim = await insertChecked(tx, session, request, checked, fast);
    if (claim === undefined) {
      const winner = await findClaimByKey(tx, session.accountId, request.requestKey);
      if (winner === undefined) throw new AppError(ERROR_CODES.conflict, 'claim.error.requestKeyReused');
      return { claim: winner, isRepeat: true };
    }
    await insertGoodsLines(tx, goodsLinesOf(claim.id, checked.report));
    await insertClaimEvent(tx, {
      claimId: claim.id,
      action: 'report',
      fromStatus: null,
      toStatus: CLAIM_STATUS.reported,
      actorId: session.userId,
      createdAt: claim.reportedAt,
    });
    if (claim.subjectKind === 'policy') await markPolicyHasClaim(tx, session.accountId, claim.policyNo);
    return { claim, isRepeat: false };
  });

/**
 * POST submit/reportInfo (fast = false) and submitFastReport (fast = true): checks as checkSubmitReport, then
 * stores the claim (status 01). A fast report that does not qualify is refused with every reason.
 */
export const submitReport = async (
  app: FastifyInstance,
  session: Session,
  request: ClaimSubmitRequestParsed,
  fast: boolean,
): Promise<Submitted> => {
  const replay = await findClaimByKey(app.db, session.accountId, request.requestKey);
  if (replay !== undefined) return answerRepeat(replay, request.report, fast);
  const checked = await checkReport(app, session, request.report);
  if (fast && checked.refusals.length > 0) {
    const reasons = refusalMessages(checked.refusals).map((refusal) => refusal.message);
    throw new AppError(ERROR_CODES.badRequest, 'claim.error.notFastClaim', {
      reasons: reasons.join(callerLanguage() === 'zh-CN' ? '；' : '; '),
    });
  }
  const { claim, isRepeat } = await storeClaim(app, session, request, checked, fast);
  return isRepeat ? answerRepeat(claim, request.report, fast) : submitted(claim);
};

/** GET isHighQualityCustomer: at most 2 claims reported in the last 365 days. */
export const highQualityCustomer = async (app: FastifyInstance, session: Session) => {
  const count = await claimsInLastYear(app, session.accountId, todayInChina());
  return { highQuality: isHighQualityCustomer(count), claimsInLastYear: count };
};
