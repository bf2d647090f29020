import {
  addDays,
  amountText,
  CLAIM_STATUS,
  type ClaimDetail,
  type ClaimRow as ClaimRowView,
  carrierNoticeDue,
  chinaDateTime,
  chinaInstant,
  ERROR_CODES,
  formatAmount,
  labelOf,
  type Page,
  SETTLEMENT_PREFERENCES,
  type ZClaimListQuery,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findOptionLabel } from '../basedata/basedata.service.ts';
import {
  claimActionName,
  claimStatusName,
  type DocumentFacts,
  documentRequestViews,
  reportOf,
  toClaimRow,
  toSettlementView,
} from './claim.mapper.ts';
import {
  type ClaimRow,
  findClaimByReportNo,
  findClaimEvents,
  findClaimStandingsOfPolicy,
  findDocumentRequests,
  findDocumentUploads,
  findGoodsLines,
  findSettlements,
} from './claim.repository.ts';
import { subjectOf } from './claim.subject.ts';
import { type ClaimFilter, listClaimRows, searchClaimRows } from './claim-list.repository.ts';
import { causeName, subjectNames } from './claim-subject.service.ts';

/** Claims enquiry, claim detail and the global search (SPEC §7 "Claims": list, cliamDetail, globalSearch). */

export const claimNotFound = () => new AppError(ERROR_CODES.notFound, 'claim.error.notFound');

const documentFactsOf = async (db: Executor, claimIds: number[]): Promise<DocumentFacts> => {
  const [requests, uploads] = await Promise.all([
    findDocumentRequests(db, claimIds),
    findDocumentUploads(db, claimIds),
  ]);
  return { requests, uploads };
};

/** Claims as list rows: their settlements and document facts read once for the page. */
export const toClaimRows = async (app: FastifyInstance, rows: ClaimRow[]): Promise<ClaimRowView[]> => {
  const ids = rows.map((row) => row.id);
  const [settlements, facts] = await Promise.all([
    findSettlements(app.db, ids),
    documentFactsOf(app.db, ids),
  ]);
  return rows.map((row) =>
    toClaimRow(
      row,
      settlements.find((settlement) => settlement.claimId === row.id),
      facts,
    ),
  );
};

/** The last day a date field takes: the day after it is past what the database's dates hold. */
const LAST_CALENDAR_DAY = '9999-12-31';

/**
 * Reported from the start of the first China day to the end of the last (whole days); either end may be open,
 * and a range to the calendar's last day is open at its end (nothing is reported after it).
 */
const reportedRange = ({ startDate, endDate }: { startDate?: string; endDate?: string }) => ({
  reportedFrom: startDate ? chinaInstant(startDate) : undefined,
  reportedBefore: endDate && endDate < LAST_CALENDAR_DAY ? chinaInstant(addDays(endDate, 1)) : undefined,
});

/** POST claim/list: the account's claims, last reported first. */
export const listClaims = async (
  app: FastifyInstance,
  session: Session,
  query: z.output<typeof ZClaimListQuery>,
): Promise<Page<ClaimRowView>> => {
  const filter: ClaimFilter = {
    accountId: session.accountId,
    reportNo: query.reportNo || undefined,
    policyNo: query.policyNo || undefined,
    status: query.status || undefined,
    ...reportedRange(query),
    order: 'latest',
    offset: (query.pageNo - 1) * query.pageSize,
    limit: query.pageSize,
  };
  const { rows, total } = await listClaimRows(app.db, filter);
  return { list: await toClaimRows(app, rows), total, pageNo: query.pageNo, pageSize: query.pageSize };
};

/** Where the loss happened, in the caller's language, from the base data. */
const locationNameOf = async (app: FastifyInstance, claim: ClaimRow) => {
  const report = reportOf(claim);
  const lookups: [Parameters<typeof findOptionLabel>[1], string][] =
    report.locationType === 'domestic'
      ? [
          ['province', report.provinceCode],
          ['city', report.cityCode],
          ['district', report.districtCode],
        ]
      : [
          ['continent', report.continentCode],
          ['portCountry', report.countryCode],
        ];
  const names = await Promise.all(
    lookups
      .filter(([, code]) => code !== '')
      .map(async ([list, code]) => (await findOptionLabel(app, list, code)) ?? code),
  );
  const parts = [...names, report.locationDetail].filter((part) => part !== '');
  return parts.join(callerLanguage() === 'zh-CN' ? ' ' : ', ');
};

const goodsLineViews = async (app: FastifyInstance, claim: ClaimRow) => {
  return (await findGoodsLines(app.db, claim.id)).map((line) => ({
    lineNo: line.lineNo,
    goodsName: line.goodsName,
    quantity: formatAmount(line.quantity, 3).replace(/\.?0+$/, ''),
    unit: line.unit,
    unitPrice: amountText(line.unitPrice, claim.estimatedCurrency),
    damageExtent: String(line.damageExtentPercent),
    claimedLoss: amountText(line.claimedLoss, claim.estimatedCurrency),
  }));
};

const historyOf = async (app: FastifyInstance, claim: ClaimRow) =>
  (await findClaimEvents(app.db, claim.id)).map((event) => ({
    action: event.action,
    actionName: claimActionName(event.action),
    status: event.toStatus,
    statusName: claimStatusName(event.toStatus),
    note: event.note,
    at: chinaDateTime(event.createdAt),
  }));

/** The facts of the report as it was made. */
const reportFacts = (claim: ClaimRow) => {
  const report = reportOf(claim);
  return {
    reporterName: report.reporterName,
    reporterMobile: report.reporterMobile,
    reporterEmail: report.reporterEmail,
    locationType: report.locationType,
    causeLevel1: report.causeLevel1,
    causeLevel2: report.causeLevel2,
    causeName: [causeName(report.causeLevel1), causeName(report.causeLevel2)].join(' / '),
    description: report.description,
    propertyDamage: report.propertyDamage,
    propertyDamageDetail: report.propertyDamageDetail,
    personalInjury: report.personalInjury,
    casualtyCount: report.outpatientCount + report.inpatientCount + report.deathCount,
    outpatientCount: report.outpatientCount,
    inpatientCount: report.inpatientCount,
    deathCount: report.deathCount,
    vehicleDamage: report.vehicleDamage,
    settlementPreference: report.settlementPreference,
    settlementPreferenceName: labelOf(SETTLEMENT_PREFERENCES, report.settlementPreference, callerLanguage()),
    carrierName: report.carrierName,
  };
};

/** A claim with its report, goods lines, history, settlement and the insurer's document requests. */
export const claimDetailOf = async (app: FastifyInstance, claim: ClaimRow): Promise<ClaimDetail> => {
  const subject = subjectOf(claim);
  const [settlements, facts, goodsLines, history, locationName] = await Promise.all([
    findSettlements(app.db, [claim.id]),
    documentFactsOf(app.db, [claim.id]),
    goodsLineViews(app, claim),
    historyOf(app, claim),
    locationNameOf(app, claim),
  ]);
  const settlement = settlements[0];
  return {
    ...toClaimRow(claim, settlement, facts),
    version: claim.version,
    kind: subject.kind,
    planName: subjectNames(subject).planName,
    sumInsured: amountText(subject.sumInsured, subject.currencyCode),
    insuranceBeginDate: subject.insuranceBeginDate,
    insuranceEndDate: subject.insuranceEndDate,
    ...reportFacts(claim),
    locationName,
    carrierNoticeDue: carrierNoticeDue(claim.incidentTime),
    goodsLines,
    history,
    settlement: settlement ? toSettlementView(settlement) : null,
    documentRequests: documentRequestViews(claim, facts),
  };
};

/** POST claim/cliamDetail: a claim of the account; another account's is not found. */
export const claimDetail = async (app: FastifyInstance, session: Session, reportNo: string) => {
  const claim = await findClaimByReportNo(app.db, reportNo, session.accountId);
  if (claim === undefined) throw claimNotFound();
  return claimDetailOf(app, claim);
};

/** The most claims the global search answers. */
export const SEARCH_LIMIT = 10;

/** POST claim/globalSearch: claims of the account whose report, policy number or insured has the keyword. */
export const searchClaims = async (app: FastifyInstance, session: Session, keyword: string) =>
  (await searchClaimRows(app.db, session.accountId, keyword, SEARCH_LIMIT)).map((claim) => ({
    reportNo: claim.reportNo,
    policyNo: claim.policyNo,
    insuredName: subjectOf(claim).insuredName,
    status: claim.status,
    statusName: claimStatusName(claim.status),
    reportedAt: chinaDateTime(claim.reportedAt),
  }));

// ---------------------------------------------------------------------------------------------------
// Used by corrections (a surrender needs the policy free of claims).

const PAID_STATUSES: readonly string[] = [CLAIM_STATUS.closed, CLAIM_STATUS.archived];

/**
 * Whether the account's policy has a claim still open (reported or settlement calculated), one closed with
 * a payment, or neither (null). A claim closed without payment (declined or withdrawn) does not count.
 */
export const claimStandingOfPolicy = async (
  db: Executor,
  accountId: number,
  policyNo: string,
): Promise<'open' | 'paid' | null> => {
  const standings = await findClaimStandingsOfPolicy(db, accountId, policyNo);
  if (standings.some((claim) => !PAID_STATUSES.includes(claim.status))) return 'open';
  return standings.some((claim) => (claim.payable ?? 0) > 0) ? 'paid' : null;
};
