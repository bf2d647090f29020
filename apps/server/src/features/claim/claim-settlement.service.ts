import {
  amountText,
  type ClaimSettlement,
  calculateClaimSettlement as calculateFigures,
  convertToCny,
  type ExactDecimal,
  formatDecimal,
  minorUnitsOf,
  parseAmountIn,
  parseExchangeRate,
  type ZClaimSettleBody,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { fieldError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { lossTypeName, toSettlementView } from './claim.mapper.ts';
import { type ClaimRow, findGoodsLines, findSettlements, upsertSettlement } from './claim.repository.ts';
import { subjectOf } from './claim.subject.ts';
import { todaysConversion, todaysRate } from './claim-currency.ts';
import { claimForStep, takeStep } from './claim-handling.service.ts';
import { recordSettlementScreening, screenBeforeSettlement } from './claim-screening.ts';

/**
 * The settlement calculation (docs/business-rules.md "Claims", settlement): the adjuster's assessed loss for
 * every damaged goods line, in the policy currency; the deductible of the policy or certificate taken once;
 * capped by the sum insured; the payable amount in CNY at the rate given or the day's.
 */

type SettleBody = z.output<typeof ZClaimSettleBody>;

interface ClaimedLine {
  lineNo: number;
  goodsName: string;
  /** Policy currency, minor units. */
  claimedLoss: number;
}

/** An amount of the estimated-loss currency in the policy currency, through CNY at today's rates. */
const inPolicyCurrency = (app: FastifyInstance, claim: ClaimRow) =>
  todaysConversion(app, claim.estimatedCurrency, subjectOf(claim).currencyCode, ['lines']);

/** The lines a settlement assesses: the claim's goods lines, or its whole estimated loss as line 1. */
const claimedLinesOf = async (app: FastifyInstance, claim: ClaimRow): Promise<ClaimedLine[]> => {
  const convert = await inPolicyCurrency(app, claim);
  const goods = await findGoodsLines(app.db, claim.id);
  if (goods.length === 0)
    return [
      { lineNo: 1, goodsName: lossTypeName(claim.lossType), claimedLoss: convert(claim.estimatedLoss) },
    ];
  return goods.map((line) => ({
    lineNo: line.lineNo,
    goodsName: line.goodsName,
    claimedLoss: convert(line.claimedLoss),
  }));
};

/** The assessed lines: exactly the claim's lines, each amount valid in the policy currency. */
const assessedLinesOf = (claimed: ClaimedLine[], body: SettleBody, currencyCode: string) => {
  const given = body.lines.map((line) => line.lineNo).sort((a, b) => a - b);
  const expected = claimed.map((line) => line.lineNo).sort((a, b) => a - b);
  if (given.length !== expected.length || given.some((lineNo, index) => lineNo !== expected[index]))
    throw fieldError(['lines'], 'claim.error.settlementLinesMismatch');
  return claimed.map((line) => {
    const index = body.lines.findIndex((entry) => entry.lineNo === line.lineNo);
    const assessed = parseAmountIn(body.lines[index]!.assessedLoss, currencyCode);
    if (!assessed.ok) throw fieldError(['lines', index, 'assessedLoss'], assessed.error);
    return { ...line, assessedLoss: assessed.value };
  });
};

const rateOf = async (
  app: FastifyInstance,
  body: SettleBody,
  currencyCode: string,
): Promise<ExactDecimal> => {
  if (body.exchangeRate === undefined || body.exchangeRate === '')
    return todaysRate(app, currencyCode, ['exchangeRate']);
  const rate = parseExchangeRate(body.exchangeRate);
  if (!rate.ok) throw fieldError(['exchangeRate'], rate.error);
  return rate.value;
};

/** POST backoffice/claim/:reportNo/settle (01/02 → 02): records the calculation, replacing an earlier one. */
export const calculateSettlement = async (
  app: FastifyInstance,
  session: Session,
  reportNo: string,
  body: SettleBody,
): Promise<ClaimSettlement> => {
  const claim = await claimForStep(app, reportNo, 'calculateSettlement');
  const subject = subjectOf(claim);
  const lines = assessedLinesOf(await claimedLinesOf(app, claim), body, subject.currencyCode);
  const rate = await rateOf(app, body, subject.currencyCode);
  const figures = calculateFigures({ lines, deductible: subject.deductible, sumInsured: subject.sumInsured });
  // Nothing is paid to a listed party: a possible hit holds the claim for compliance (409).
  const screening = await screenBeforeSettlement(app, session, claim);
  await takeStep(
    app,
    session,
    { reportNo, action: 'calculateSettlement', note: body.note, version: body.version },
    (tx, row, at) =>
      upsertSettlement(tx, {
        claimId: row.id,
        currencyCode: subject.currencyCode,
        lines,
        totalClaimed: figures.totalClaimed,
        totalAssessed: figures.totalAssessed,
        deductible: figures.deductibleApplied,
        payable: figures.payable,
        cappedBySumInsured: figures.cappedBySumInsured,
        exchangeRate: formatDecimal(rate),
        payableCny: convertToCny(figures.payable, minorUnitsOf(subject.currencyCode), rate),
        note: body.note,
        calculatedBy: session.userId,
        calculatedAt: at,
      })
        .then(() => recordSettlementScreening(tx, row, screening))
        .then(() => ({
          currencyCode: subject.currencyCode,
          totalAssessed: amountText(figures.totalAssessed, subject.currencyCode),
          deductible: amountText(figures.deductibleApplied, subject.currencyCode),
          payable: amountText(figures.payable, subject.currencyCode),
        })),
  );
  const [saved] = await findSettlements(app.db, [claim.id]);
  return toSettlementView(saved!);
};
