import { randomUUID } from 'node:crypto';
import {
  type ApiClaim,
  type ApiClaimReportRequest,
  type ApiDeclaration,
  type ApiDeclarationPage,
  type ApiOpenPolicyPage,
  type ApiOpenPolicyUsage,
  type ApiPageQuery,
  type ApiPolicy,
  type ApiQuote,
  type ApiShipmentRequest,
  currencyIsoOf,
  ERROR_CODES,
  MAX_RECORD_ID,
  type QuoteRequest,
  translate,
} from '@cargo/domain';
import { API_V1_PREFIX } from '@cargo/domain/api/v1/prefix';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { decideShipment, holdShipment } from '../auto-insure/auto-insure.service.ts';
import { claimDetail } from '../claim/claim-enquiry.service.ts';
import { submitReport } from '../claim/claim-report.service.ts';
import {
  declarationRowOf,
  declarationsBefore,
  openPolicyUsageOf,
} from '../declaration/declaration-api.service.ts';
import { submitDeclaration } from '../declaration/declaration-submit.service.ts';
import { listOpenPolicies } from '../declaration/open-policy.service.ts';
import { policyFactsOf } from '../policy/policy-api.service.ts';
import { acquireQuote } from '../quotation/quotation.service.ts';
import { declarationOfResult, declarationOfRow, openPolicyOf, usageResourceOf } from './api-resources.ts';

/** The customer API's resources, through the portal's own services (same rules, same transactions). */

const encodeCursor = (value: number) => Buffer.from(String(value)).toString('base64url');

/** A cursor back to its number; a forged one is a 400 naming `cursor`. */
const decodeCursor = (cursor: string | undefined): number | undefined => {
  if (cursor === undefined || cursor === '') return undefined;
  const text = Buffer.from(cursor, 'base64url').toString();
  if (!/^\d{1,10}$/.test(text) || Number(text) > MAX_RECORD_ID) {
    throw fieldError(['cursor'], 'apiKey.error.cursorInvalid');
  }
  return Number(text);
};

/**
 * POST /api/v1/shipments: the open policy's auto-insure rules decide first (docs/business-rules.md "Auto-insure
 * rules"): `refuse` → 422 naming the rule, nothing recorded; `hold` → kept as a held shipment in the portal's
 * pending declarations, nothing drawn (202); `declare` → the portal's declaration submit (balance, per-shipment
 * limit, underwriting self-check, sanctions screening, duplicate shipment, concurrency: exactly the portal's).
 */
export const declareShipment = async (
  app: FastifyInstance,
  session: Session,
  shipment: ApiShipmentRequest,
  requestKey: string | undefined,
): Promise<{ outcome: 'created' | 'held' | 'refused'; declaration: ApiDeclaration }> => {
  const { goodsCategory, transportMode, ...declaration } = shipment;
  const request = { ...declaration, requestKey: requestKey ?? randomUUID() };
  const { accountId } = session;
  const decision = await decideShipment(app, {
    accountId,
    policyNo: shipment.policyNo,
    shipment: { ...request, goodsCategory, transportMode },
  });
  const ruleName = decision.rule?.name ?? null;
  if (decision.action === 'refuse') {
    throw new AppError(
      ERROR_CODES.shipmentRefusedByRule,
      ruleName === null ? 'autoInsure.refused.default' : 'autoInsure.refused.rule',
      { rule: ruleName ?? '' },
    );
  }
  if (decision.action === 'hold') {
    const { declarationNo } = await holdShipment(app, {
      accountId,
      request,
      rule: decision.rule,
      source: 'api',
    });
    const held = await getApiDeclaration(app, session, declarationNo);
    const reasonKey = ruleName === null ? 'autoInsure.held.default' : 'autoInsure.held.rule';
    const reason = translate(callerLanguage(), reasonKey, { rule: ruleName ?? '', declarationNo });
    return { outcome: 'held', declaration: { ...held, reason } };
  }
  const result = await submitDeclaration(app, session, request);
  return {
    outcome: result.status === null ? 'refused' : 'created',
    declaration: {
      ...declarationOfResult(result, shipment.policyNo, {
        goodsDescription: shipment.goodsDescription,
        invoiceNo: shipment.invoiceNo,
        billOfLadingNo: shipment.billOfLadingNo,
      }),
      autoInsureRule: ruleName,
    },
  };
};

/** GET /api/v1/declarations: newest first, `nextCursor` continues after the page's last. */
export const listApiDeclarations = async (
  app: FastifyInstance,
  session: Session,
  query: ApiPageQuery,
): Promise<ApiDeclarationPage> => {
  const { rows, hasMore } = await declarationsBefore(app, session, decodeCursor(query.cursor), query.limit);
  const last = rows.at(-1);
  return {
    data: rows.map((item) => declarationOfRow(item.row)),
    nextCursor: hasMore && last !== undefined ? encodeCursor(last.id) : null,
  };
};

export const getApiDeclaration = async (
  app: FastifyInstance,
  session: Session,
  declarationNo: string,
): Promise<ApiDeclaration> => declarationOfRow(await declarationRowOf(app, session, declarationNo));

/** GET /api/v1/open-policies: in the portal's order; the cursor is the position of the next one. */
export const listApiOpenPolicies = async (
  app: FastifyInstance,
  session: Session,
  query: ApiPageQuery,
): Promise<ApiOpenPolicyPage> => {
  const start = decodeCursor(query.cursor) ?? 0;
  const { list } = await listOpenPolicies(app, session);
  const page = list.slice(start, start + query.limit);
  return {
    data: page.map(openPolicyOf),
    nextCursor: start + query.limit < list.length ? encodeCursor(start + query.limit) : null,
  };
};

export const getApiOpenPolicyUsage = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
): Promise<ApiOpenPolicyUsage> => {
  const { usage } = await openPolicyUsageOf(app, session, policyNo);
  return usageResourceOf(policyNo, usage);
};

/** GET /api/v1/policies/{policyNo}. */
export const getApiPolicy = async (
  app: FastifyInstance,
  session: Session,
  policyNo: string,
): Promise<ApiPolicy> => {
  const facts = await policyFactsOf(app, session, policyNo);
  return {
    policyNo: facts.policyNo,
    productName: facts.productName,
    insuredName: facts.insuredName,
    insuranceBeginDate: facts.insuranceBeginDate,
    insuranceEndDate: facts.insuranceEndDate,
    statusName: facts.statusName,
    insuredAmount: { amount: facts.insuredAmount, currency: facts.currency },
    premium: { amount: facts.premium, currency: facts.currency },
    documentUrl: `${API_V1_PREFIX}/policies/${encodeURIComponent(facts.policyNo)}/document`,
  };
};

/** POST /api/v1/quotes: the portal's acquireQuote (same pricing, screening notice and storage). */
export const createApiQuote = async (
  app: FastifyInstance,
  session: Session,
  request: QuoteRequest,
): Promise<ApiQuote> => {
  const quote = await acquireQuote(app, session, request);
  return {
    quotationNo: quote.quotationNo ?? '',
    validUntil: quote.validUntil ?? '',
    productName: quote.productName,
    mainClauseName: quote.mainClauseName,
    ratePercent: quote.rate,
    insuredAmount: { amount: quote.insuredAmount, currency: quote.currency },
    premium: { amount: quote.premium, currency: quote.currency },
    referrals: quote.referrals.map((referral) => referral.message),
    notices: quote.notices,
  };
};

/** GET /api/v1/claims/{reportNo}: the portal's claim detail, its status and history. */
export const getApiClaim = async (
  app: FastifyInstance,
  session: Session,
  reportNo: string,
): Promise<ApiClaim> => {
  const claim = await claimDetail(app, session, reportNo);
  const currency = currencyIsoOf(claim.currencyCode);
  return {
    reportNo: claim.reportNo,
    policyNo: claim.policyNo,
    status: claim.status,
    statusName: claim.statusName,
    lossTypeName: claim.lossTypeName,
    incidentTime: claim.incidentTime,
    reportedAt: claim.reportedAt,
    estimatedLoss: { amount: claim.estimatedLoss, currency: currencyIsoOf(claim.estimatedCurrency) },
    payable: claim.payable === null ? null : { amount: claim.payable, currency },
    missingDocuments: claim.missingDocuments,
    history: claim.history.map(({ statusName, actionName, note, at }) => ({
      statusName,
      actionName,
      note,
      at,
    })),
  };
};

/**
 * POST /api/v1/claims: the portal's loss report submit (same checks; one claim per request key, drawn from the
 * Idempotency-Key when there is one), answered as the claim.
 */
export const reportApiClaim = async (
  app: FastifyInstance,
  session: Session,
  request: ApiClaimReportRequest,
  requestKey: string | undefined,
): Promise<ApiClaim> => {
  const { answer } = await submitReport(
    app,
    session,
    { ...request, requestKey: requestKey ?? randomUUID() },
    false,
  );
  return getApiClaim(app, session, answer.reportNo);
};
