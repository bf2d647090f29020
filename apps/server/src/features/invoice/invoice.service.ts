import {
  amountText,
  chinaDateTime,
  currencyIsoOf,
  ERROR_CODES,
  formatPercent,
  INSURANCE_VAT_RATE_PPM,
  INVOICE_STATUS,
  INVOICE_TYPE_ELECTRONIC_ORDINARY,
  type Invoice,
  type InvoicePage,
  type InvoiceQuery,
  type InvoiceRequest,
  type InvoiceSource,
  type InvoiceSourceKey,
  labelOf,
  type PaidSettlementPage,
  PRODUCTS,
  splitVat,
  todayInChina,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { invoiceNoSeq } from '../../db/schema/index.ts';
import { nextSequence } from '../../db/sequence.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findCurrentAccount } from '../account/account.service.ts';
import { refuseBillingInSandbox } from '../sandbox/sandbox.service.ts';
import { moneyOf, recordDocumentReady } from '../webhook/webhook-events.service.ts';
import {
  findInvoiceOfAccount,
  findInvoiceOfSource,
  findInvoicePage,
  findInvoicesOfSources,
  type InvoiceRow,
  insertInvoice,
} from './invoice.repository.ts';
import { sendInvoiceMail } from './invoice-mail.ts';
import { findPremiumSource, type PremiumSource } from './invoice-source.ts';

/**
 * E-invoices (docs/business-rules.md "E-invoices"): one VAT electronic ordinary invoice per premium paid,
 * its amount the premium in CNY with 6 % VAT included, numbered as a fully digital e-invoice (20 digits),
 * mailed through the outbox in the issuing transaction and printed on request.
 */

const CNY = '01';
/** Province of the issuing branch in the invoice number (31 = Shanghai) and the issuing channel. */
const INVOICE_NO_REGION = '31';
const INVOICE_NO_CHANNEL = '1';

const rateText = (ppm: number) => `${formatPercent(ppm, 0)}%`;

export const toInvoice = (row: InvoiceRow): Invoice => {
  const language = callerLanguage();
  return {
    invoiceNo: row.invoiceNo,
    invoiceType: row.invoiceType,
    invoiceTypeName: translate(language, 'invoice.type.electronicOrdinary'),
    sourceType: row.sourceType,
    sourceNo: row.sourceNo,
    invoiceTitle: row.invoiceTitle,
    taxpayerNo: row.taxpayerNo,
    email: row.email,
    mobile: row.mobile,
    remarks: row.remarks,
    showForeignCurrency: row.showForeignCurrency,
    showBlNo: row.showBlNo,
    currencyCode: row.currencyCode,
    currency: currencyIsoOf(row.currencyCode),
    premium: amountText(row.premium, row.currencyCode),
    amount: amountText(row.amountCny, 'CNY'),
    netAmount: amountText(row.netAmount, 'CNY'),
    taxAmount: amountText(row.taxAmount, 'CNY'),
    taxRate: rateText(row.taxRatePpm),
    status: row.status,
    statusName: translate(language, `invoice.status.${row.status}`),
    issuedAt: chinaDateTime(row.issuedAt),
  };
};

/** POST /cargo/invoice/queryPolicyInvoice: the premium, its invoice amounts, the form's defaults, its invoice. */
export const queryPolicyInvoice = async (
  app: FastifyInstance,
  session: Session,
  key: InvoiceSourceKey,
): Promise<InvoiceSource> => {
  const source = await findPremiumSource(app, session, key);
  const [account, invoice] = await Promise.all([
    findCurrentAccount(app, session),
    findInvoiceOfSource(app.db, session.accountId, source.sourceType, source.sourceNo),
  ]);
  const { net, tax } = splitVat(source.premiumCny);
  return {
    sourceType: source.sourceType,
    sourceNo: source.sourceNo,
    productName: labelOf(PRODUCTS, source.productCode, callerLanguage()),
    insuredName: source.insuredName,
    currencyCode: source.currencyCode,
    currency: currencyIsoOf(source.currencyCode),
    premium: amountText(source.premium, source.currencyCode),
    amount: amountText(source.premiumCny, 'CNY'),
    netAmount: amountText(net, 'CNY'),
    taxAmount: amountText(tax, 'CNY'),
    taxRate: rateText(INSURANCE_VAT_RATE_PPM),
    blNo: source.blNo,
    defaults: {
      invoiceTitle: account.companyName,
      taxpayerNo: account.creditCode,
      email: account.contactEmail,
    },
    invoice: invoice === undefined ? null : toInvoice(invoice),
  };
};

/** The flags must fit the premium: a foreign currency to show, a B/L number to print. */
const checkFlags = (request: InvoiceRequest, source: PremiumSource) => {
  if (request.showForeignCurrency && source.currencyCode === CNY) {
    throw fieldError(['showForeignCurrency'], 'invoice.error.notForeignCurrency');
  }
  if (request.showBlNo && source.blNo.trim() === '') {
    throw fieldError(['showBlNo'], 'invoice.error.noBlNo');
  }
};

const invoiceNumber = async (db: Executor) => {
  const sequence = String(await nextSequence(db, invoiceNoSeq)).padStart(15, '0');
  return `${todayInChina().slice(2, 4)}${INVOICE_NO_REGION}${INVOICE_NO_CHANNEL}${sequence}`;
};

/**
 * POST /cargo/invoice/createInvoice: issues the invoice of a paid premium of the account and mails it, in
 * one transaction. A premium invoiced already (a double submit, two tabs) is refused with the invoice's
 * number (409): the unique source lets exactly one of concurrent requests issue it.
 */
export const createInvoice = async (
  app: FastifyInstance,
  session: Session,
  request: InvoiceRequest,
): Promise<Invoice> => {
  // No e-invoice is ever issued in a sandbox (docs/business-rules.md "The sandbox").
  await refuseBillingInSandbox(app, session.accountId);
  const source = await findPremiumSource(app, session, request);
  const issued = await findInvoiceOfSource(app.db, session.accountId, source.sourceType, source.sourceNo);
  if (issued !== undefined) throw alreadyInvoiced(issued.invoiceNo);
  checkFlags(request, source);
  const { net, tax } = splitVat(source.premiumCny);
  const row = await app.db.transaction(async (tx) => {
    const inserted = await insertInvoice(tx, {
      accountId: session.accountId,
      invoiceNo: await invoiceNumber(tx),
      invoiceType: INVOICE_TYPE_ELECTRONIC_ORDINARY,
      sourceType: source.sourceType,
      sourceNo: source.sourceNo,
      productCode: source.productCode,
      insuredName: source.insuredName,
      invoiceTitle: request.invoiceTitle,
      taxpayerNo: request.taxpayerNo,
      email: request.email,
      mobile: request.mobile,
      remarks: request.remarks,
      showForeignCurrency: request.showForeignCurrency,
      showBlNo: request.showBlNo,
      blNo: request.showBlNo ? source.blNo : '',
      currencyCode: source.currencyCode,
      premium: source.premium,
      exchangeRate: source.exchangeRate,
      amountCny: source.premiumCny,
      netAmount: net,
      taxAmount: tax,
      taxRatePpm: INSURANCE_VAT_RATE_PPM,
      status: INVOICE_STATUS.issued,
    });
    if (inserted === undefined) return undefined;
    await sendInvoiceMail(app, tx, inserted);
    await recordDocumentReady(tx, {
      accountId: session.accountId,
      kind: 'eInvoice',
      documentNo: inserted.invoiceNo,
      objectNo: inserted.sourceNo,
      details: { sourceType: inserted.sourceType, amount: moneyOf(inserted.amountCny, CNY) },
    });
    return inserted;
  });
  if (row === undefined) {
    const winner = await findInvoiceOfSource(app.db, session.accountId, source.sourceType, source.sourceNo);
    throw alreadyInvoiced(winner?.invoiceNo ?? '');
  }
  return toInvoice(row);
};

const alreadyInvoiced = (invoiceNo: string) =>
  new AppError(ERROR_CODES.conflict, 'invoice.error.alreadyInvoiced', { invoiceNo });

/** POST /cargo/invoice/queryInvoiceList: one page of the account's invoices, newest first. */
export const queryInvoices = async (
  app: FastifyInstance,
  session: Session,
  query: InvoiceQuery,
): Promise<InvoicePage> => {
  const { rows, total } = await findInvoicePage(
    app.db,
    session.accountId,
    { sourceType: query.sourceType },
    query.pageSize,
    (query.pageNo - 1) * query.pageSize,
  );
  return { list: rows.map(toInvoice), total, pageNo: query.pageNo, pageSize: query.pageSize };
};

/** An invoice of the account for printing; another account's is not found. */
export const findInvoiceForPrint = async (app: FastifyInstance, session: Session, invoiceNo: string) => {
  const row = await findInvoiceOfAccount(app.db, session.accountId, invoiceNo);
  if (row === undefined) throw new AppError(ERROR_CODES.notFound, 'invoice.error.notFound');
  return row;
};

/** Used by the settlement feature: the invoice numbers of a page of paid settlements. */
export const withInvoiceNumbers = async (
  app: FastifyInstance,
  session: Session,
  page: PaidSettlementPage,
): Promise<PaidSettlementPage> => {
  const found = await findInvoicesOfSources(
    app.db,
    session.accountId,
    'settlement',
    page.list.map((row) => row.settlementNo),
  );
  const byNo = new Map(found.map((row) => [row.sourceNo, row.invoiceNo]));
  return {
    ...page,
    list: page.list.map((row) => ({ ...row, invoiceNo: byNo.get(row.settlementNo) ?? null })),
  };
};
