import {
  amountText,
  chinaDateTime,
  convertToCny,
  currencyIsoOf,
  ERROR_CODES,
  minorUnitsOf,
  type PaidSettlement,
  type PaidSettlementPage,
  type PaidSettlementQuery,
  parseAmountIn,
  parseExchangeRate,
  type SettlementPayRequest,
  todayInChina,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { settlementPaymentNoSeq } from '../../db/schema/index.ts';
import { nextSequence } from '../../db/sequence.ts';
import { AppError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { AccountScope } from '../../platform/session.ts';
import { chargePremium, PAYMENT_PROVIDER_NAME } from '../payment/payment.service.ts';
import { findExchangeRateToday } from '../quotation/quotation.service.ts';
import { refuseBillingInSandbox } from '../sandbox/sandbox.service.ts';
import { findUnpaidSettlement } from './settlement.service.ts';
import {
  findPaymentByRequestKey,
  findPaymentBySettlementNo,
  findPaymentPage,
  insertSettlementPayment,
  type SettlementPaymentRow,
  setProviderReference,
} from './settlement-payment.repository.ts';
import { productName, type Settlement } from './settlement-rows.ts';

/**
 * Paying a settlement (an open-policy month or a correction's additional premium) through the payment
 * provider of policies (docs/business-rules.md "Settlements"). The payment records what it paid, so the
 * settlement leaves the unpaid list and can be invoiced.
 */

export const toPaidSettlement = (
  payment: SettlementPaymentRow,
  invoiceNo: string | null = null,
): PaidSettlement => ({
  settlementNo: payment.settlementNo,
  paymentNo: payment.paymentNo,
  kind: payment.kind,
  kindName: translate(callerLanguage(), `settlement.kind.${payment.kind}`),
  documentNo: payment.documentNo,
  productName: productName(payment.productCode),
  insuredName: payment.insuredName,
  month: payment.month,
  count: payment.count,
  currencyCode: payment.currencyCode,
  currency: currencyIsoOf(payment.currencyCode),
  insuredAmount: amountText(payment.insuredAmount, payment.currencyCode),
  premium: amountText(payment.premium, payment.currencyCode),
  paidAt: chinaDateTime(payment.paidAt),
  invoiceNo,
});

const conflict = (key: string, params: Record<string, string | number> = {}) =>
  new AppError(ERROR_CODES.conflict, key, params);

/** The unpaid settlement as shown, or why it cannot be paid. */
const payableSettlement = async (
  app: FastifyInstance,
  session: AccountScope,
  request: SettlementPayRequest,
): Promise<Settlement> => {
  const settlement = await findUnpaidSettlement(app, session, request.settlementNo);
  if (settlement === undefined) {
    const paid = await findPaymentBySettlementNo(app.db, session.accountId, request.settlementNo);
    if (paid !== undefined)
      throw conflict('settlement.error.alreadyPaid', { settlementNo: paid.settlementNo });
    throw new AppError(ERROR_CODES.notFound, 'settlement.error.notFound');
  }
  if (settlement.row.kind === 'application') throw conflict('settlement.error.payApplication');
  const amount = parseAmountIn(request.amount, settlement.row.currencyCode);
  if (
    request.currencyCode !== settlement.row.currencyCode ||
    request.count !== settlement.row.count ||
    !amount.ok ||
    amount.value !== settlement.premium
  ) {
    throw conflict('settlement.error.stale');
  }
  return settlement;
};

/** The premium in CNY at today's rate (the invoice's amount) and the rate used. */
const inCny = async (app: FastifyInstance, settlement: Settlement) => {
  const rate = await findExchangeRateToday(app.db, settlement.row.currencyCode);
  const parsed = rate === undefined ? undefined : parseExchangeRate(rate.rate);
  if (rate === undefined || parsed === undefined || !parsed.ok)
    throw conflict('settlement.error.noExchangeRate');
  const cny = convertToCny(settlement.premium, minorUnitsOf(settlement.row.currencyCode), parsed.value);
  return { premiumCny: cny, exchangeRate: rate.rate };
};

/**
 * POST /cargo/settlement/pay: pays an unpaid month or correction premium of the account, as shown (same
 * number, currency, amount and count; else 409 "changed since shown"). A repeat with the same request key
 * answers the payment made; another payment of a settlement already paid is refused (409).
 */
export const paySettlement = async (
  app: FastifyInstance,
  session: AccountScope,
  request: SettlementPayRequest,
): Promise<PaidSettlement> => {
  await refuseBillingInSandbox(app, session.accountId);
  const repeat = await findPaymentByRequestKey(app.db, session.accountId, request.requestKey);
  if (repeat !== undefined) {
    if (repeat.settlementNo !== request.settlementNo) throw conflict('settlement.error.requestKeyUsed');
    return toPaidSettlement(repeat);
  }
  const settlement = await payableSettlement(app, session, request);
  const { premiumCny, exchangeRate } = await inCny(app, settlement);
  const { row } = settlement;
  return app.db.transaction(async (tx) => {
    const paymentNo = `SP${todayInChina().replaceAll('-', '')}${String(await nextSequence(tx, settlementPaymentNoSeq)).padStart(6, '0')}`;
    // The settlement number is unique: of two payments of one settlement, the second inserts nothing.
    const payment = await insertSettlementPayment(tx, {
      accountId: session.accountId,
      paymentNo,
      settlementNo: row.settlementNo,
      baseNo: row.settlementNo.replace(/-\d+$/, ''),
      kind: row.kind === 'correction' ? 'correction' : 'declaration',
      documentNo: row.documentNo,
      productCode: row.productCode,
      insuredName: row.insuredName,
      month: row.month,
      count: row.count,
      currencyCode: row.currencyCode,
      insuredAmount: settlement.insuredAmount,
      premium: settlement.premium,
      premiumCny,
      exchangeRate,
      requestKey: request.requestKey,
      provider: PAYMENT_PROVIDER_NAME,
      providerReference: '',
    });
    if (payment === undefined)
      throw conflict('settlement.error.alreadyPaid', { settlementNo: row.settlementNo });
    const charge = await chargePremium({
      reference: row.settlementNo,
      amount: settlement.premium,
      currency: row.currency,
      idempotencyKey: request.requestKey,
      description: row.settlementNo,
    });
    if (charge.status !== 'succeeded') throw conflict('insuring.error.paymentFailed');
    return toPaidSettlement(await setProviderReference(tx, payment.id, charge.providerReference));
  });
};

/** POST /cargo/settlement/queryPaidSettlementList: one page of the account's paid settlements. */
export const queryPaidSettlements = async (
  app: FastifyInstance,
  session: AccountScope,
  query: PaidSettlementQuery,
): Promise<PaidSettlementPage> => {
  const { rows, total } = await findPaymentPage(
    app.db,
    session.accountId,
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  return {
    list: rows.map((row) => toPaidSettlement(row)),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

/** For invoices: a paid settlement of the account by number; another account's is not found. */
export const findPaidSettlementOfAccount = (app: FastifyInstance, accountId: number, settlementNo: string) =>
  findPaymentBySettlementNo(app.db, accountId, settlementNo);

/** For invoices: whether a settlement number of the account is on the unpaid list. */
export const isUnpaidSettlementOfAccount = async (
  app: FastifyInstance,
  session: AccountScope,
  settlementNo: string,
) => (await findUnpaidSettlement(app, session, settlementNo)) !== undefined;
