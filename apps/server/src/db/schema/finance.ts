import { boolean, index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import { money } from './columns.ts';
import { accountRow } from './references.ts';

/**
 * Finance (issue 9): payments of settlements and e-invoices (docs/business-rules.md "Settlements" and
 * "E-invoices"). Money in minor units of the row's currency (bigint); CNY amounts in fen.
 */

export const settlementPaymentNoSeq = pgSequence('settlement_payment_no_seq', { startWith: 1 });
export const invoiceNoSeq = pgSequence('invoice_no_seq', { startWith: 1 });

/**
 * A paid settlement: an open-policy month (what was unpaid of it when paid) or a correction's additional
 * premium. A settlement number is paid once (unique); certificates of a month declared after its payment
 * are a new settlement of that month (`baseNo` + '-2', '-3', …).
 */
export const settlementPayments = pgTable(
  'settlement_payments',
  {
    ...accountRow(),
    paymentNo: text('payment_no').notNull(),
    settlementNo: text('settlement_no').notNull(),
    /** The month's settlement number without its suffix (or the correction number). */
    baseNo: text('base_no').notNull(),
    kind: text('kind').$type<'declaration' | 'correction'>().notNull(),
    documentNo: text('document_no').notNull(),
    productCode: text('product_code').notNull(),
    insuredName: text('insured_name').notNull(),
    month: text('month'),
    count: integer('count').notNull(),
    currencyCode: text('currency_code').notNull(),
    insuredAmount: money('insured_amount').notNull(),
    premium: money('premium').notNull(),
    /** The premium in CNY at the day's rate of payment (the invoice's amount). */
    premiumCny: money('premium_cny').notNull(),
    /** CNY per one unit of the currency, as text ('7.1234'); '1' for CNY. */
    exchangeRate: text('exchange_rate').notNull(),
    requestKey: text('request_key').notNull(),
    provider: text('provider').notNull(),
    providerReference: text('provider_reference').notNull(),
    paidAt: stampedAt('paid_at'),
  },
  (table) => [
    uniqueIndex('settlement_payments_no_idx').on(table.paymentNo),
    uniqueIndex('settlement_payments_settlement_idx').on(table.settlementNo),
    uniqueIndex('settlement_payments_request_key_idx').on(table.accountId, table.requestKey),
    index('settlement_payments_account_idx').on(table.accountId, table.paidAt),
    index('settlement_payments_base_idx').on(table.accountId, table.baseNo),
  ],
);

/** VAT electronic ordinary invoices: one per premium paid (policy or settlement). */
export const invoices = pgTable(
  'invoices',
  {
    ...accountRow(),
    invoiceNo: text('invoice_no').notNull(),
    invoiceType: text('invoice_type').notNull(),
    sourceType: text('source_type').$type<'policy' | 'settlement'>().notNull(),
    sourceNo: text('source_no').notNull(),
    productCode: text('product_code').notNull(),
    insuredName: text('insured_name').notNull(),
    invoiceTitle: text('invoice_title').notNull(),
    taxpayerNo: text('taxpayer_no').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    remarks: text('remarks').notNull(),
    showForeignCurrency: boolean('show_foreign_currency').notNull(),
    showBlNo: boolean('show_bl_no').notNull(),
    blNo: text('bl_no').notNull(),
    currencyCode: text('currency_code').notNull(),
    premium: money('premium').notNull(),
    exchangeRate: text('exchange_rate').notNull(),
    amountCny: money('amount_cny').notNull(),
    netAmount: money('net_amount').notNull(),
    taxAmount: money('tax_amount').notNull(),
    taxRatePpm: integer('tax_rate_ppm').notNull(),
    status: text('status').notNull(),
    issuedAt: stampedAt('issued_at'),
  },
  (table) => [
    uniqueIndex('invoices_no_idx').on(table.invoiceNo),
    uniqueIndex('invoices_source_idx').on(table.sourceType, table.sourceNo),
    index('invoices_account_idx').on(table.accountId, table.issuedAt),
  ],
);
