import {
  currencyByCode,
  datePart,
  formatAmount,
  isBlank,
  labelOf,
  minorUnitsOf,
  PRODUCTS,
  type SettlementKind,
  type SettlementPage,
  type SettlementQuery,
  type SettlementRow,
  type SettlementTotal,
  todayInChina,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { type ApplicationRow, findApplicationsPendingPayment } from '../application/application.service.ts';
import { type CorrectionPremiumDue, findCorrectionPremiumsDue } from '../correction/correction.service.ts';
import { findMonthlyDeclaredPremiums, type MonthlyDeclaredRow } from '../declaration/declaration.service.ts';
import { buildSettlementSheet } from './settlement.xlsx.ts';

/**
 * The settlement (unpaid premium) enquiry: a read model over applications pending payment (B3), the
 * declared certificates of open policies billed per calendar month and the additional premium of effective
 * corrections (docs/business-rules.md "Settlements"). No table of its own: the rows are derived on every
 * call, through the application, declaration and correction services.
 */

/** A row before it is written for the caller: its money still in minor units. */
interface Settlement {
  row: Omit<SettlementRow, 'insuredAmount' | 'premium'>;
  insuredAmount: number;
  premium: number;
}

const money = (amount: number, currencyCode: string) => formatAmount(amount, minorUnitsOf(currencyCode));
const isoOf = (currencyCode: string) => currencyByCode(currencyCode)?.iso ?? currencyCode;
const productName = (code: string) => labelOf(PRODUCTS, code, callerLanguage());
/** The China day of an instant. */
const chinaDay = (at: Date) => todayInChina(at);

const fromApplication = (application: ApplicationRow): Settlement => ({
  row: {
    settlementNo: application.voucherNo,
    kind: 'application',
    kindName: translate(callerLanguage(), 'settlement.kind.application'),
    applicationId: application.id,
    documentNo: application.voucherNo,
    productCode: application.productCode,
    productName: productName(application.productCode),
    insuredName: application.insuredName,
    periodStart: application.insuranceBeginDate,
    periodEnd: application.insuranceEndDate,
    month: null,
    date: chinaDay(application.submittedAt ?? application.createdAt),
    count: 1,
    currencyCode: application.currencyCode,
    currency: isoOf(application.currencyCode),
  },
  insuredAmount: application.insuredAmount ?? 0,
  premium: application.premium ?? 0,
});

const fromMonth = (month: MonthlyDeclaredRow): Settlement => ({
  row: {
    settlementNo: `ST${month.policyNo}${month.month.replace('-', '')}`,
    kind: 'declaration',
    kindName: translate(callerLanguage(), 'settlement.kind.declaration'),
    applicationId: null,
    documentNo: month.policyNo,
    productCode: month.productCode,
    productName: productName(month.productCode),
    insuredName: month.insuredName,
    periodStart: null,
    periodEnd: null,
    month: month.month,
    date: month.lastDeclarationDate,
    count: month.count,
    currencyCode: month.currencyCode,
    currency: isoOf(month.currencyCode),
  },
  insuredAmount: month.insuredAmount,
  premium: month.premium,
});

const fromCorrection = (correction: CorrectionPremiumDue): Settlement => ({
  row: {
    settlementNo: correction.correctionNo,
    kind: 'correction',
    kindName: translate(callerLanguage(), 'settlement.kind.correction'),
    applicationId: null,
    documentNo: correction.policyNo,
    productCode: correction.productCode,
    productName: productName(correction.productCode),
    insuredName: correction.insuredName,
    periodStart: correction.insuranceBeginDate,
    periodEnd: correction.insuranceEndDate,
    month: null,
    date: correction.effectiveDate,
    count: 1,
    currencyCode: correction.currencyCode,
    currency: isoOf(correction.currencyCode),
  },
  insuredAmount: correction.insuredAmount,
  premium: correction.additionalPremium,
});

const toRow = ({ row, insuredAmount, premium }: Settlement): SettlementRow => ({
  ...row,
  insuredAmount: money(insuredAmount, row.currencyCode),
  premium: money(premium, row.currencyCode),
});

/** Newest first: by date, then by kind (month rows, corrections, applications), then by number. */
const newestFirst = (a: Settlement, b: Settlement) =>
  b.row.date.localeCompare(a.row.date) ||
  b.row.kind.localeCompare(a.row.kind) ||
  b.row.settlementNo.localeCompare(a.row.settlementNo);

/** The query's range as days; none unless both dates are given (the schema checked them). */
const rangeOf = (query: Pick<SettlementQuery, 'startDate' | 'endDate'>) =>
  isBlank(query.startDate) || isBlank(query.endDate)
    ? {}
    : { startDate: datePart(query.startDate), endDate: datePart(query.endDate) };

/** Every unpaid settlement of the account that matches the filters, newest first. */
const loadSettlements = async (
  app: FastifyInstance,
  session: Session,
  query: Pick<SettlementQuery, 'kind' | 'startDate' | 'endDate'>,
): Promise<Settlement[]> => {
  const range = rangeOf(query);
  const wants = (kind: SettlementKind) => query.kind === undefined || query.kind === kind;
  const [applications, months, corrections] = await Promise.all([
    wants('application') ? findApplicationsPendingPayment(app, session, range) : [],
    wants('declaration') ? findMonthlyDeclaredPremiums(app, session, range) : [],
    wants('correction') ? findCorrectionPremiumsDue(app, session, range) : [],
  ]);
  return [
    ...applications.map(fromApplication),
    ...months.map(fromMonth),
    ...corrections.map(fromCorrection),
  ].sort(newestFirst);
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
    currency: isoOf(currencyCode),
    count: total.count,
    insuredAmount: money(total.insuredAmount, currencyCode),
    premium: money(total.premium, currencyCode),
  }));
};

/** POST /cargo/settlement/queryNoPaySettlementList: one page of the unpaid settlements and the totals. */
export const querySettlements = async (
  app: FastifyInstance,
  session: Session,
  query: SettlementQuery,
): Promise<SettlementPage> => {
  const settlements = await loadSettlements(app, session, query);
  const offset = (query.pageNo - 1) * query.pageSize;
  return {
    list: settlements.slice(offset, offset + query.pageSize).map(toRow),
    total: settlements.length,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
    totals: totalsOf(settlements),
  };
};

/** GET /cargo/settlement/NoPaySettlementList: every matching settlement as xlsx, in the caller's language. */
export const settlementListFile = async (app: FastifyInstance, session: Session, query: SettlementQuery) => {
  const language = callerLanguage();
  const rows = (await loadSettlements(app, session, query)).map(toRow);
  const label = (key: string) => translate(language, `settlement.column.${key}`);
  const header = [
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
  ].map(label);
  const cells = rows.map((row) => [
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
  ]);
  return {
    fileName: `NoPaySettlementList-${todayInChina().replaceAll('-', '')}.xlsx`,
    content: await buildSettlementSheet(translate(language, 'settlement.sheetName'), header, cells),
  };
};

/** Used by the dashboard: how many settlements are unpaid and the totals per currency. */
export const summarizeSettlements = async (app: FastifyInstance, session: Session) => {
  const settlements = await loadSettlements(app, session, {});
  return { count: settlements.length, totals: totalsOf(settlements) };
};
