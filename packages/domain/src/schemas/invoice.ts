import { z } from 'zod';
import { validateTaxpayerNumber } from '../invoice/taxpayer-number.ts';
import { MOBILE_PATTERN, normalizeMobile } from '../validation/mobile.ts';
import { validateTextUnits } from '../validation/text-length.ts';
import { ZMoney } from './money.ts';
import { ZPaging } from './paging.ts';

/**
 * E-invoices (SPEC §3 "Invoice request", §5 only VAT electronic ordinary invoices, §7 invoice
 * queryPolicyInvoice and createInvoice; docs/business-rules.md "E-invoices"). An invoice is issued for a
 * premium paid: an issued policy (`policy`, its number) or a paid settlement (`settlement`, its number).
 */

export const INVOICE_SOURCE_TYPES = ['policy', 'settlement'] as const;
export type InvoiceSourceType = (typeof INVOICE_SOURCE_TYPES)[number];

/** The one invoice type issued (SPEC §5): VAT electronic ordinary invoice (增值税电子普通发票). */
export const INVOICE_TYPE_ELECTRONIC_ORDINARY = '026';

/** Statuses of an invoice: issued (and mailed). */
export const INVOICE_STATUS = { issued: '01' } as const;

export const INVOICE_LIMITS = { title: 100, email: 100, remarks: 200 } as const;

const required = 'error.fieldRequired';

const limited = (max: number) =>
  z
    .string()
    .trim()
    .refine((value) => validateTextUnits(value, max) === true, 'validation.text.tooLong');

/** Identifies the premium an invoice is for. */
export const ZInvoiceSourceKey = z.object({
  sourceType: z.enum(INVOICE_SOURCE_TYPES),
  sourceNo: z.string().trim().min(1, required).max(40),
});
export type InvoiceSourceKey = z.infer<typeof ZInvoiceSourceKey>;

/** The request form (SPEC §3): the server parses the same schema. */
export const ZInvoiceRequest = ZInvoiceSourceKey.extend({
  invoiceTitle: limited(INVOICE_LIMITS.title).refine((value) => value !== '', required),
  taxpayerNo: z
    .string()
    .trim()
    .toUpperCase()
    .superRefine((value, ctx) => {
      const result = validateTaxpayerNumber(value);
      if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
    }),
  email: z
    .string()
    .trim()
    .min(1, required)
    .max(INVOICE_LIMITS.email, 'validation.text.tooLong')
    .pipe(z.email('error.emailInvalid')),
  /** Optional mainland mobile (a +86 prefix is dropped). */
  mobile: z
    .string()
    .trim()
    .default('')
    .transform((value) => (value === '' ? '' : normalizeMobile(value)))
    .refine((value) => value === '' || MOBILE_PATTERN.test(value), 'validation.mobile.format'),
  remarks: limited(INVOICE_LIMITS.remarks).default(''),
  /** Print the premium in its foreign currency (and the rate) in the invoice's remarks. */
  showForeignCurrency: z.boolean().default(false),
  /** Print the policy's bill-of-lading number in the invoice's remarks (policies only). */
  showBlNo: z.boolean().default(false),
});
export type InvoiceRequestInput = z.input<typeof ZInvoiceRequest>;
export type InvoiceRequest = z.output<typeof ZInvoiceRequest>;

/** An invoice's figures: its currency, the premium, the amount invoiced with its net and tax parts. */
const invoiceFigures = {
  currencyCode: z.string(),
  currency: z.string(),
  premium: ZMoney,
  amount: ZMoney,
  netAmount: ZMoney,
  taxAmount: ZMoney,
  taxRate: z.string(),
};

/** An issued invoice. Amounts are exact decimal strings; `amount`, `netAmount`, `taxAmount` in CNY. */
export const ZInvoice = z.object({
  invoiceNo: z.string(),
  invoiceType: z.string(),
  invoiceTypeName: z.string(),
  sourceType: z.enum(INVOICE_SOURCE_TYPES),
  sourceNo: z.string(),
  invoiceTitle: z.string(),
  taxpayerNo: z.string(),
  email: z.string(),
  mobile: z.string(),
  remarks: z.string(),
  showForeignCurrency: z.boolean(),
  showBlNo: z.boolean(),
  ...invoiceFigures,
  status: z.string(),
  statusName: z.string(),
  issuedAt: z.string(),
});
export type Invoice = z.infer<typeof ZInvoice>;

/** queryPolicyInvoice: the premium, what its invoice would be, and the invoice when there is one. */
export const ZInvoiceSource = z.object({
  sourceType: z.enum(INVOICE_SOURCE_TYPES),
  sourceNo: z.string(),
  productName: z.string(),
  insuredName: z.string(),
  ...invoiceFigures,
  blNo: z.string(),
  /** Suggested form values (the applicant's name, tax number and email). */
  defaults: z.object({ invoiceTitle: z.string(), taxpayerNo: z.string(), email: z.string() }),
  invoice: ZInvoice.nullable(),
});
export type InvoiceSource = z.infer<typeof ZInvoiceSource>;

export const ZInvoiceQuery = z.object({
  ...ZPaging,
  sourceType: z.enum(INVOICE_SOURCE_TYPES).optional(),
});
export type InvoiceQuery = z.output<typeof ZInvoiceQuery>;

export const ZInvoicePage = z.object({
  list: z.array(ZInvoice),
  total: z.number().int(),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
});
export type InvoicePage = z.infer<typeof ZInvoicePage>;

export const ZInvoicePdfQuery = z.object({ invoiceNo: z.string().trim().min(1, required).max(20) });
