import {
  addDays,
  amountText,
  CURRENCIES,
  currencyByCode,
  currencyByIso,
  DEFAULT_CURRENCY_CODE,
  defaultAdditionPpm,
  type ExchangeRate,
  findMainClause,
  findPricingProduct,
  formatPercent,
  formPathOfPricingIssue,
  isBlank,
  isLiability,
  labelOf,
  mainClausesFor,
  PRODUCTS,
  type PricingFields,
  type PricingIssue,
  priceApplication,
  pricingInputOf,
  QUOTATION_VALIDITY_DAYS,
  type QuotationEffectiveness,
  type Quote,
  type QuoteRequest,
  type QuoteResult,
  ridersFor,
  type StoredQuotation,
  todayInChina,
  translate,
  type UserProduct,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { assertProductAllowed, findAccountProductCodes } from '../../platform/account-products.ts';
import { formatDocumentNumber } from '../../platform/document-number.ts';
import { type FieldIssue, fieldErrors, notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { screenDocument } from '../../platform/sanctions/screening.ts';
import type { Session } from '../../platform/session.ts';
import { findOptionLabel } from '../basedata/basedata.service.ts';
import {
  findExchangeRate,
  findQuotationByNo,
  insertQuotation,
  nextQuotationSequence,
} from './quotation.repository.ts';

const productName = (code: string) => labelOf(PRODUCTS, code, callerLanguage());
const nameIn = (item: { zh: string; en: string }) => (callerLanguage() === 'zh-CN' ? item.zh : item.en);

// ---------------------------------------------------------------------------------------------------
// Products and exchange rates.

/** POST queryUserProductList: the account's products with their clauses and riders, in the caller's language. */
export const listUserProducts = async (app: FastifyInstance, session: Session): Promise<UserProduct[]> => {
  const codes = await findAccountProductCodes(app.db, session.accountId);
  return codes.flatMap((code) => {
    const product = findPricingProduct(code);
    if (product === undefined) return [];
    const isCnyOnly = product.kind === 'domestic' || isLiability(product.kind);
    return [
      {
        productCode: code,
        productName: productName(code),
        productKind: product.kind,
        currencyCodes: isCnyOnly ? [DEFAULT_CURRENCY_CODE] : CURRENCIES.map((c) => c.code),
        defaultAdditionPercent: formatPercent(defaultAdditionPpm(product), 0),
        mainClauses: mainClausesFor(code).map((clause) => ({
          code: clause.code,
          name: nameIn(clause),
          rate: formatPercent(clause.ratePpm),
          isAnnual: clause.annual === true,
        })),
        riders: ridersFor(code).map((rider) => ({
          code: rider.code,
          name: nameIn(rider),
          rate: formatPercent(rider.ratePpm),
          includedIn: [...rider.includedIn],
        })),
      },
    ];
  });
};

/** The exchange rate in force today for a portal or ISO currency code; CNY is 1. */
export const findExchangeRateToday = async (
  db: Executor,
  currencyCode: string,
): Promise<ExchangeRate | undefined> => {
  const currency = currencyByCode(currencyCode) ?? currencyByIso(currencyCode);
  if (currency === undefined) return undefined;
  const today = todayInChina();
  if (currency.iso === 'CNY')
    return { currencyCode: currency.code, currency: 'CNY', rate: '1', effectiveDate: today };
  const row = await findExchangeRate(db, currency.code, today);
  if (row === undefined) return undefined;
  return {
    currencyCode: currency.code,
    currency: currency.iso,
    rate: trimRate(row.rate),
    effectiveDate: row.effectiveDate,
  };
};

/** '7.0900000000' → '7.09' (numeric comes back with its full scale). */
const trimRate = (rate: string) => (rate.includes('.') ? rate.replace(/0+$/, '').replace(/\.$/, '') : rate);

/** GET /cargo/basedata/getExchangeRate. */
export const getExchangeRate = async (app: FastifyInstance, currencyCode: string): Promise<ExchangeRate> => {
  const rate = await findExchangeRateToday(app.db, currencyCode);
  if (rate === undefined) throw notFound();
  return rate;
};

// ---------------------------------------------------------------------------------------------------
// Pricing.

/** Codes that must exist in the base data: ports, classification society, packing. */
export const checkReferenceCodes = async (
  app: FastifyInstance,
  form: PricingFields & { goods?: { packingCode?: string | null } },
  pathPrefix: readonly (string | number)[] = [],
): Promise<FieldIssue[]> => {
  const issues: FieldIssue[] = [];
  const transport = form.transport ?? {};
  for (const field of ['departurePort', 'destinationPort', 'transitPort'] as const) {
    const code = transport[field];
    if (!isBlank(code) && (await findOptionLabel(app, 'port', code)) === undefined) {
      issues.push({ path: [...pathPrefix, 'transport', field], messageKey: 'insuring.error.portUnknown' });
    }
  }
  const iacsClass = transport.iacsClass;
  if (!isBlank(iacsClass) && (await findOptionLabel(app, 'classificationSociety', iacsClass)) === undefined) {
    issues.push({
      path: [...pathPrefix, 'transport', 'iacsClass'],
      messageKey: 'insuring.error.iacsClassUnknown',
    });
  }
  const packing = form.goods?.packingCode;
  if (!isBlank(packing) && (await findOptionLabel(app, 'packingType', packing)) === undefined) {
    issues.push({
      path: [...pathPrefix, 'goods', 'packingCode'],
      messageKey: 'insuring.error.packingUnknown',
    });
  }
  return issues;
};

export type PricingOutcome = { ok: true; quote: Quote } | { ok: false; issues: FieldIssue[] };

/** Prices a form with today's date and the server's exchange rate (never the client's figures). */
export const priceForm = async (
  app: FastifyInstance,
  form: PricingFields,
  pathPrefix: readonly (string | number)[] = [],
): Promise<PricingOutcome> => {
  const currencyCode = form.insurance?.currencyCode;
  const rate = isBlank(currencyCode) ? undefined : await findExchangeRateToday(app.db, currencyCode);
  const currency = isBlank(currencyCode) ? undefined : currencyByCode(currencyCode);
  if (currency !== undefined && rate === undefined) {
    return {
      ok: false,
      issues: [
        {
          path: [...pathPrefix, 'insurance', 'currencyCode'],
          messageKey: 'insuring.error.exchangeRateMissing',
        },
      ],
    };
  }
  const result = priceApplication(pricingInputOf(form, { exchangeRate: rate?.rate, today: todayInChina() }));
  if (!result.ok) {
    return {
      ok: false,
      issues: result.issues.map((issue: PricingIssue) => ({
        path: [...pathPrefix, ...formPathOfPricingIssue(issue.path)],
        messageKey: issue.key,
      })),
    };
  }
  return { ok: true, quote: result.quote };
};

/** Renders an engine quote for the wire, in the caller's language. */
export const toQuoteResult = (
  quote: Quote,
  extra: { quotationNo?: string | null; validUntil?: string | null; referralKeys?: readonly string[] } = {},
): QuoteResult => {
  const language = callerLanguage();
  const clause = findMainClause(quote.mainClause);
  const referralKeys = extra.referralKeys ?? quote.referrals;
  return {
    quotationNo: extra.quotationNo ?? null,
    validUntil: extra.validUntil ?? null,
    productCode: quote.productCode,
    productName: productName(quote.productCode),
    mainClause: quote.mainClause,
    mainClauseName: clause ? nameIn(clause) : quote.mainClause,
    currencyCode: quote.currencyCode,
    currency: quote.currency,
    exchangeRate: quote.exchangeRate,
    invoiceAmount: amountText(quote.invoiceAmount, quote.currencyCode),
    additionPercent: quote.additionPercent,
    insuredAmount: amountText(quote.insuredAmount, quote.currencyCode),
    insuredAmountCny: amountText(quote.insuredAmountCny, 'CNY'),
    baseRate: formatPercent(quote.baseRatePpm),
    loadings: quote.loadings.map((loading) => ({
      name: translate(language, loading.key),
      rate: formatPercent(loading.ratePpm),
    })),
    mainRate: formatPercent(quote.mainRatePpm),
    rate: formatPercent(quote.ratePpm),
    shortTerm:
      quote.shortTerm === null
        ? null
        : { months: quote.shortTerm.months, percent: formatPercent(quote.shortTerm.factorPpm, 0) },
    mainPremium: amountText(quote.mainPremium, quote.currencyCode),
    riderPremiums: quote.riderPremiums.map((rider) => ({
      code: rider.code,
      name: nameIn(rider),
      sumInsured: amountText(rider.sumInsured, quote.currencyCode),
      rate: formatPercent(rider.ratePpm),
      premium: amountText(rider.premium, quote.currencyCode),
    })),
    premium: amountText(quote.premium, quote.currencyCode),
    premiumCny: amountText(quote.premiumCny, 'CNY'),
    minimumPremium: amountText(quote.minimumPremium, quote.currencyCode),
    isMinimumPremiumApplied: quote.minimumPremiumApplied,
    deductibles: [
      {
        item: translate(language, 'insuring.deductible.item'),
        deductibleType: translate(language, 'insuring.deductible.absolute'),
        ratio: formatPercent(quote.deductible.ratioPpm, 1),
        lossAmount: amountText(quote.deductible.floor, quote.currencyCode),
        amount: amountText(quote.deductible.amount, quote.currencyCode),
        description: translate(language, quote.deductible.textKey, quote.deductible.params),
        isMandatory: quote.deductible.mandatory,
      },
    ],
    referrals: referralKeys.map((key) => ({ key, message: translate(language, key) })),
    notices: quote.notices.map((notice) => translate(language, notice.key, notice.params)),
  };
};

/** Checks and prices a quote request; 400 naming the fields when it cannot be priced. */
const priceRequest = async (
  app: FastifyInstance,
  session: Session,
  request: QuoteRequest,
): Promise<Quote> => {
  await assertProductAllowed(app, session.accountId, request.productCode);
  const referenceIssues = await checkReferenceCodes(app, request);
  if (referenceIssues.length > 0) throw fieldErrors(referenceIssues);
  const outcome = await priceForm(app, request);
  if (!outcome.ok) throw fieldErrors(outcome.issues);
  return outcome.quote;
};

/**
 * A quote whose route meets an embargoed destination carries a warning that the cover will be reviewed
 * (sanctions screening, issue 46): nothing of the list, and nothing is stopped yet; the submit stops it.
 */
const withScreeningNotice = async (app: FastifyInstance, request: QuoteRequest, result: QuoteResult) => {
  const { departurePort, destinationPort, transitPort } = request.transport;
  const screening = await screenDocument(app, app.db, {
    parties: [],
    ports: [departurePort, destinationPort, transitPort],
  });
  if (screening.hits.length === 0) return result;
  return {
    ...result,
    notices: [...result.notices, translate(callerLanguage(), 'sanctions.notice.quoteReview')],
  };
};

/** POST /cargo/quote/previewQuote: the price, nothing stored. */
export const previewQuote = async (
  app: FastifyInstance,
  session: Session,
  request: QuoteRequest,
): Promise<QuoteResult> =>
  withScreeningNotice(app, request, toQuoteResult(await priceRequest(app, session, request)));

/** POST /cargo/quote/acquireQuote: the price, stored as a quotation valid 30 days. */
export const acquireQuote = async (
  app: FastifyInstance,
  session: Session,
  request: QuoteRequest,
): Promise<QuoteResult> => {
  const quote = await priceRequest(app, session, request);
  const sequence = await nextQuotationSequence(app.db);
  const quotationNo = formatDocumentNumber('quotation', request.productCode, sequence);
  // Valid on the day it is given and the 29 days after.
  const validUntil = addDays(todayInChina(), QUOTATION_VALIDITY_DAYS - 1);
  await insertQuotation(app.db, {
    quotationNo,
    accountId: session.accountId,
    userId: session.userId,
    productCode: request.productCode,
    request,
    quote,
    currencyCode: quote.currencyCode,
    premium: quote.premium,
    validUntil,
  });
  return withScreeningNotice(app, request, toQuoteResult(quote, { quotationNo, validUntil }));
};

const findOwnQuotation = async (app: FastifyInstance, accountId: number, quotationNo: string) => {
  const row = await findQuotationByNo(app.db, accountId, quotationNo);
  if (row === undefined) throw notFound();
  return row;
};

/** POST /cargo/verify/quotationNoEffectiveness/{id}. */
export const verifyQuotation = async (
  app: FastifyInstance,
  session: Session,
  quotationNo: string,
): Promise<QuotationEffectiveness> => {
  const row = await findOwnQuotation(app, session.accountId, quotationNo);
  return { quotationNo, isEffective: todayInChina() <= row.validUntil, validUntil: row.validUntil };
};

/** Whether a quotation number of the account is still valid (an application may refer to it). */
export const isQuotationEffective = async (app: FastifyInstance, accountId: number, quotationNo: string) => {
  const row = await findQuotationByNo(app.db, accountId, quotationNo);
  return row !== undefined && todayInChina() <= row.validUntil;
};

/** GET /cargo/quote/queryQuotationInfo/{id}: the stored quotation. */
export const findQuotation = async (
  app: FastifyInstance,
  session: Session,
  quotationNo: string,
): Promise<StoredQuotation> => {
  const row = await findOwnQuotation(app, session.accountId, quotationNo);
  // The stored quote and request are the engine's output and the parsed request, written by acquireQuote.
  const quote = row.quote as Quote;
  return {
    ...toQuoteResult(quote, { quotationNo: row.quotationNo, validUntil: row.validUntil }),
    request: row.request as QuoteRequest,
    isEffective: todayInChina() <= row.validUntil,
  };
};
