import {
  amountText,
  currencyIsoOf,
  labelOf,
  PRODUCTS,
  type SettlementRow,
  todayInChina,
  toSafeNumber,
  translate,
} from '@cargo/domain';
import { callerLanguage } from '../../platform/request-language.ts';
import type { ApplicationRow, CurrencyTotal } from '../application/application.service.ts';
import type { CorrectionPremiumDue } from '../correction/correction.service.ts';
import type { MonthlyDeclaredRow } from '../declaration/declaration.service.ts';
import type { SettlementPaymentRow } from './settlement-payment.repository.ts';

/**
 * The rows of the settlement enquiry, built from the application, declaration and correction services'
 * answers less what was paid (docs/business-rules.md "Settlements"). No database here.
 */

/** A row before it is written for the caller: its money still in minor units. */
export interface Settlement {
  row: Omit<SettlementRow, 'insuredAmount' | 'premium'>;
  insuredAmount: number;
  premium: number;
}

export const productName = (code: string) => labelOf(PRODUCTS, code, callerLanguage());
const kindName = (kind: SettlementRow['kind']) => translate(callerLanguage(), `settlement.kind.${kind}`);

/** What a row of an application pending payment needs (a summary row of the application service). */
type PendingApplication = Pick<
  ApplicationRow,
  | 'id'
  | 'voucherNo'
  | 'productCode'
  | 'insuredName'
  | 'insuranceBeginDate'
  | 'insuranceEndDate'
  | 'submittedAt'
  | 'createdAt'
  | 'currencyCode'
  | 'insuredAmount'
  | 'premium'
>;

export const fromApplication = (application: PendingApplication): Settlement => ({
  row: {
    settlementNo: application.voucherNo,
    kind: 'application',
    kindName: kindName('application'),
    applicationId: application.id,
    documentNo: application.voucherNo,
    productCode: application.productCode,
    productName: productName(application.productCode),
    insuredName: application.insuredName,
    periodStart: application.insuranceBeginDate,
    periodEnd: application.insuranceEndDate,
    month: null,
    date: todayInChina(application.submittedAt ?? application.createdAt),
    count: 1,
    currencyCode: application.currencyCode,
    currency: currencyIsoOf(application.currencyCode),
  },
  insuredAmount: application.insuredAmount ?? 0,
  premium: application.premium ?? 0,
});

/**
 * The applications pending payment of one currency as one stand-in row, for totals only: it counts them
 * all, sums their money, and sorts where the newest of them sorts (its day and number).
 */
export const fromApplicationTotal = (total: CurrencyTotal): Settlement => ({
  row: {
    settlementNo: total.newestVoucherNo,
    kind: 'application',
    kindName: kindName('application'),
    applicationId: null,
    documentNo: total.newestVoucherNo,
    productCode: '',
    productName: '',
    insuredName: '',
    periodStart: null,
    periodEnd: null,
    month: null,
    date: total.newestDay,
    count: total.count,
    currencyCode: total.currencyCode,
    currency: currencyIsoOf(total.currencyCode),
  },
  insuredAmount: toSafeNumber(total.insuredAmount),
  premium: toSafeNumber(total.premium),
});

/** What identifies the bill of a month: open policy, month and currency. */
export const monthKeyOf = (row: { documentNo: string; month: string | null; currencyCode: string }) =>
  `${row.documentNo}|${row.month ?? ''}|${row.currencyCode}`;

/** The month's number: 'ST' + policy number + yyyymm, and its currency when the month has several. */
const monthBaseNo = (month: MonthlyDeclaredRow, severalCurrencies: boolean) =>
  `ST${month.policyNo}${month.month.replace('-', '')}${severalCurrencies ? `-${currencyIsoOf(month.currencyCode)}` : ''}`;

/** The payments of each month (by `monthKeyOf`): their number and what they paid. */
const paidPerMonth = (payments: readonly SettlementPaymentRow[]) => {
  const paid = new Map<string, { payments: number; count: number; insuredAmount: number; premium: number }>();
  for (const payment of payments) {
    if (payment.kind !== 'declaration') continue;
    const key = monthKeyOf(payment);
    const sum = paid.get(key) ?? { payments: 0, count: 0, insuredAmount: 0, premium: 0 };
    sum.payments += 1;
    sum.count += payment.count;
    sum.insuredAmount += payment.insuredAmount;
    sum.premium += payment.premium;
    paid.set(key, sum);
  }
  return paid;
};

/**
 * The unpaid part of each month: its certificates less those paid. A month paid once and declared into
 * again is a new settlement of that month, numbered with '-2', '-3', … after the month's number.
 */
export const unpaidMonths = (
  months: readonly MonthlyDeclaredRow[],
  payments: readonly SettlementPaymentRow[],
): Settlement[] => {
  const paid = paidPerMonth(payments);
  const currencies = new Map<string, number>();
  for (const month of months) {
    const key = `${month.policyNo}|${month.month}`;
    currencies.set(key, (currencies.get(key) ?? 0) + 1);
  }
  return months.flatMap((month) => {
    const key = monthKeyOf({
      documentNo: month.policyNo,
      month: month.month,
      currencyCode: month.currencyCode,
    });
    const done = paid.get(key) ?? { payments: 0, count: 0, insuredAmount: 0, premium: 0 };
    const count = month.count - done.count;
    if (count <= 0) return [];
    const baseNo = monthBaseNo(month, (currencies.get(`${month.policyNo}|${month.month}`) ?? 0) > 1);
    return [
      {
        row: {
          settlementNo: done.payments === 0 ? baseNo : `${baseNo}-${done.payments + 1}`,
          kind: 'declaration' as const,
          kindName: kindName('declaration'),
          applicationId: null,
          documentNo: month.policyNo,
          productCode: month.productCode,
          productName: productName(month.productCode),
          insuredName: month.insuredName,
          periodStart: null,
          periodEnd: null,
          month: month.month,
          date: month.lastDeclarationDate,
          count,
          currencyCode: month.currencyCode,
          currency: currencyIsoOf(month.currencyCode),
        },
        insuredAmount: month.insuredAmount - done.insuredAmount,
        premium: month.premium - done.premium,
      },
    ];
  });
};

export const fromCorrection = (correction: CorrectionPremiumDue): Settlement => ({
  row: {
    settlementNo: correction.correctionNo,
    kind: 'correction',
    kindName: kindName('correction'),
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
    currency: currencyIsoOf(correction.currencyCode),
  },
  insuredAmount: correction.insuredAmount,
  premium: correction.additionalPremium,
});

export const toRow = ({ row, insuredAmount, premium }: Settlement): SettlementRow => ({
  ...row,
  insuredAmount: amountText(insuredAmount, row.currencyCode),
  premium: amountText(premium, row.currencyCode),
});

/** Newest first: by date, then by kind (month rows, corrections, applications), then by number. */
export const newestFirst = (a: Settlement, b: Settlement) =>
  b.row.date.localeCompare(a.row.date) ||
  b.row.kind.localeCompare(a.row.kind) ||
  b.row.settlementNo.localeCompare(a.row.settlementNo);
