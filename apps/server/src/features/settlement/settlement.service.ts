import {
  addDays,
  amountText,
  currencyIsoOf,
  datePart,
  firstDayOfMonthAfter,
  isBlank,
  type SettlementKind,
  type SettlementPage,
  type SettlementQuery,
  type SettlementRow,
  type SettlementTotal,
  todayInChina,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { AccountScope } from '../../platform/session.ts';
import {
  findApplicationPendingPayment,
  findApplicationsPendingPayment,
  type StatusCurrencyTotal,
  totalApplicationsPendingPaymentWithin,
} from '../application/application.service.ts';
import { type CorrectionPremiumDue, findCorrectionPremiumsDue } from '../correction/correction.service.ts';
import { findMonthlyDeclaredPremiums, type MonthlyDeclaredRow } from '../declaration/declaration.service.ts';
import { isSandboxAccount } from '../sandbox/sandbox.service.ts';
import { buildSettlementSheet } from './settlement.xlsx.ts';
import { findPaymentsOfAccount, type SettlementPaymentRow } from './settlement-payment.repository.ts';
import {
  fromApplication,
  fromApplicationTotal,
  fromCorrection,
  newestFirst,
  type Settlement,
  toRow,
  unpaidMonths,
} from './settlement-rows.ts';

/**
 * The settlement (unpaid premium) enquiry: a read model over applications pending payment (B3), the
 * declared certificates of open policies billed per calendar month and the additional premium of effective
 * corrections, less the settlements paid (docs/business-rules.md "Settlements"). The rows are derived on
 * every call, through the application, declaration and correction services.
 */

/** The query's range as days; none unless both dates are given (the schema checked them). */
const rangeOf = (query: Pick<SettlementQuery, 'startDate' | 'endDate'>) =>
  isBlank(query.startDate) || isBlank(query.endDate)
    ? {}
    : { startDate: datePart(query.startDate), endDate: datePart(query.endDate) };

/** A month is billed whole: the range widened to the whole months it touches. */
const wholeMonths = (range: { startDate?: string; endDate?: string }) =>
  range.startDate === undefined || range.endDate === undefined
    ? {}
    : {
        startDate: firstDayOfMonthAfter(range.startDate, 0),
        endDate: addDays(firstDayOfMonthAfter(range.endDate, 1), -1),
      };

/** The unpaid settlements, newest first: applications as given, months and corrections less what was paid. */
const unpaidSettlements = (
  applications: readonly Settlement[],
  months: readonly MonthlyDeclaredRow[],
  corrections: readonly CorrectionPremiumDue[],
  payments: readonly SettlementPaymentRow[],
): Settlement[] => {
  const paidCorrections = new Set(
    payments.filter((payment) => payment.kind === 'correction').map((payment) => payment.settlementNo),
  );
  return [
    ...applications,
    ...unpaidMonths(months, payments),
    ...corrections.filter((row) => !paidCorrections.has(row.correctionNo)).map(fromCorrection),
  ].sort(newestFirst);
};

type SettlementFilter = Pick<SettlementQuery, 'kind' | 'startDate' | 'endDate'>;

const wantsOf = (query: SettlementFilter) => (kind: SettlementKind) =>
  query.kind === undefined || query.kind === kind;

/** The unpaid months and corrections that match the filters, newest first (an account has few of them). */
const unpaidMonthsAndCorrections = async (
  app: FastifyInstance,
  session: AccountScope,
  query: SettlementFilter,
  db: Executor,
): Promise<Settlement[]> => {
  const range = rangeOf(query);
  const wants = wantsOf(query);
  const [months, corrections, payments] = await Promise.all([
    wants('declaration') ? findMonthlyDeclaredPremiums(app, session, wholeMonths(range)) : [],
    wants('correction') ? findCorrectionPremiumsDue(app, session, range) : [],
    findPaymentsOfAccount(db, session.accountId),
  ]);
  return unpaidSettlements([], months, corrections, payments);
};

/**
 * The account's unpaid settlement with this number, as the enquiry shows it: among its months and corrections,
 * else its application pending payment of that number (without loading every unpaid application).
 */
export const findUnpaidSettlement = async (
  app: FastifyInstance,
  session: AccountScope,
  settlementNo: string,
): Promise<Settlement | undefined> => {
  if (await isSandboxAccount(app, session.accountId)) return undefined;
  const others = await unpaidMonthsAndCorrections(app, session, {}, app.db);
  const settlement = others.find((entry) => entry.row.settlementNo === settlementNo);
  if (settlement !== undefined) return settlement;
  const application = await findApplicationPendingPayment(app, session, settlementNo);
  return application === undefined ? undefined : fromApplication(application);
};

/** Every unpaid settlement of the account that matches the filters, newest first. */
export const loadSettlements = async (
  app: FastifyInstance,
  session: AccountScope,
  query: SettlementFilter,
  db: Executor = app.db,
): Promise<Settlement[]> => {
  // Nothing in a sandbox is billed (docs/business-rules.md "The sandbox").
  if (await isSandboxAccount(db, session.accountId)) return [];
  const [applications, others] = await Promise.all([
    wantsOf(query)('application') ? findApplicationsPendingPayment(app, session, rangeOf(query)) : [],
    unpaidMonthsAndCorrections(app, session, query, db),
  ]);
  return [...applications.map(fromApplication), ...others].sort(newestFirst);
};

/** What is unpaid per currency, in the order the currencies first appear. */
const totalsOf = (settlements: readonly Settlement[]): SettlementTotal[] => {
  const byCurrency = new Map<string, { count: number; insuredAmount: number; premium: number }>();
  for (const { row, insuredAmount, premium } of settlements) {
    const total = byCurrency.get(row.currencyCode) ?? { count: 0, insuredAmount: 0, premium: 0 };
    total.count += row.count;
    total.insuredAmount += insuredAmount;
    total.premium += premium;
    byCurrency.set(row.currencyCode, total);
  }
  return [...byCurrency].map(([currencyCode, total]) => ({
    currencyCode,
    currency: currencyIsoOf(currencyCode),
    count: total.count,
    insuredAmount: amountText(total.insuredAmount, currencyCode),
    premium: amountText(total.premium, currencyCode),
  }));
};

/**
 * POST /cargo/settlement/queryNoPaySettlementList: one page of the unpaid settlements and the totals. Of the
 * applications pending payment, only the newest up to the page's end are loaded (the page can hold no older
 * one); their count and sums come per currency from the database, each currency standing where its newest
 * application stands, so the totals come in the list's order of currencies.
 */
export const querySettlements = async (
  app: FastifyInstance,
  session: AccountScope,
  query: SettlementQuery,
): Promise<SettlementPage> => {
  if (await isSandboxAccount(app, session.accountId)) {
    return { list: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize, totals: [] };
  }
  const offset = (query.pageNo - 1) * query.pageSize;
  const wantsApplications = wantsOf(query)('application');
  const range = rangeOf(query);
  const [newestApplications, applicationTotals, others] = await Promise.all([
    wantsApplications ? findApplicationsPendingPayment(app, session, range, offset + query.pageSize) : [],
    wantsApplications ? totalApplicationsPendingPaymentWithin(app, session, range) : [],
    unpaidMonthsAndCorrections(app, session, query, app.db),
  ]);
  const listed = [...newestApplications.map(fromApplication), ...others].sort(newestFirst);
  const applicationCount = applicationTotals.reduce((sum, total) => sum + total.count, 0);
  return {
    list: listed.slice(offset, offset + query.pageSize).map(toRow),
    total: applicationCount + others.length,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totals: totalsOf([...applicationTotals.map(fromApplicationTotal), ...others].sort(newestFirst)),
  };
};

/** Every matching unpaid settlement as rows and totals (the xlsx and PDF lists). */
export const settlementListOf = async (
  app: FastifyInstance,
  session: AccountScope,
  query: Pick<SettlementQuery, 'kind' | 'startDate' | 'endDate'>,
) => {
  const settlements = await loadSettlements(app, session, query);
  return { rows: settlements.map(toRow), totals: totalsOf(settlements) };
};

/** The cells of one row in the list's column order (xlsx and PDF). */
export const settlementCells = (row: SettlementRow): string[] => [
  row.settlementNo,
  row.kindName,
  row.documentNo,
  row.productName,
  row.insuredName,
  row.month ?? `${row.periodStart ?? ''} ~ ${row.periodEnd ?? ''}`,
  row.date,
  String(row.count),
  row.currency,
  row.insuredAmount,
  row.premium,
];

export const SETTLEMENT_COLUMNS = [
  'settlementNo',
  'kind',
  'documentNo',
  'product',
  'insured',
  'period',
  'date',
  'count',
  'currency',
  'insuredAmount',
  'premium',
] as const;

/** GET /cargo/settlement/NoPaySettlementList: every matching settlement as xlsx, in the caller's language. */
export const settlementListFile = async (
  app: FastifyInstance,
  session: AccountScope,
  query: SettlementQuery,
) => {
  const language = callerLanguage();
  const { rows } = await settlementListOf(app, session, query);
  const header = SETTLEMENT_COLUMNS.map((key) => translate(language, `settlement.column.${key}`));
  return {
    fileName: `NoPaySettlementList-${todayInChina().replaceAll('-', '')}.xlsx`,
    content: await buildSettlementSheet(
      translate(language, 'settlement.sheetName'),
      header,
      rows.map(settlementCells),
    ),
  };
};

/**
 * Used by the dashboard: how many settlements are unpaid and the totals per currency, as the enquiry
 * counts them. The applications pending payment come summed per currency by the database (at a million
 * policies, loading them was most of the overview's time); each currency's sum stands in the newest-first
 * order where its newest application stands, so the currencies come in the enquiry's order.
 */
export const summarizeSettlements = async (
  app: FastifyInstance,
  session: AccountScope,
  /** The caller's query of `totalApplicationsPendingPayment`, under way (the overview shows it too). */
  pendingPaymentTotals: Promise<readonly StatusCurrencyTotal[]>,
) => {
  const [applicationTotals, months, corrections, payments] = await Promise.all([
    pendingPaymentTotals,
    findMonthlyDeclaredPremiums(app, session, {}),
    findCorrectionPremiumsDue(app, session, {}),
    findPaymentsOfAccount(app.db, session.accountId),
  ]);
  const settlements = unpaidSettlements(
    applicationTotals.map(fromApplicationTotal),
    months,
    corrections,
    payments,
  );
  const count = settlements.reduce((sum, { row }) => sum + (row.kind === 'application' ? row.count : 1), 0);
  return { count, totals: totalsOf(settlements) };
};

/** Days a correction's additional premium may stay unpaid after it became effective. */
export const CORRECTION_PAYMENT_DAYS = 15;
/** The day of the following month by which a month's open-cover premium is due. */
export const MONTH_DUE_DAY = 15;

/**
 * The day a settlement is due (docs/business-rules.md "Settlements"): an application before its cover
 * begins; a month by the 15th of the following month; a correction 15 days after it became effective.
 */
export const dueDateOf = (row: Pick<SettlementRow, 'kind' | 'periodStart' | 'month' | 'date'>): string => {
  if (row.kind === 'application') return row.periodStart ?? row.date;
  if (row.kind === 'declaration' && row.month !== null) {
    return addDays(firstDayOfMonthAfter(`${row.month}-01`, 1), MONTH_DUE_DAY - 1);
  }
  return addDays(row.date, CORRECTION_PAYMENT_DAYS);
};

/**
 * For messages and reminders: every unpaid settlement of the account with its due date and whether it
 * is overdue today (China time), the earliest due first.
 */
export const findUnpaidSettlementsWithDueDates = async (app: FastifyInstance, session: AccountScope) => {
  const today = todayInChina();
  const settlements = await loadSettlements(app, session, {});
  return settlements
    .map(toRow)
    .map((row) => {
      const dueDate = dueDateOf(row);
      return { ...row, dueDate, overdue: dueDate < today };
    })
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.settlementNo.localeCompare(b.settlementNo));
};
