import { z } from 'zod';
import { codeEnum } from '../codes/code-schemas.ts';
import { PAPER_TYPES, SEAL_TYPES } from '../codes/declaration.ts';
import { LANGUAGES } from '../envelope.ts';
import { ZRecordIdText } from './record-id.ts';

/**
 * Print options and the remaining printed documents (SPEC §3 "print language, paper and seal, date print
 * format", §7 "Documents": cargoApplyPrint, tempAndApply, cargoNewPolicyPrint, oldPolicyAndCorrectInventory,
 * and the polled print download of §4). The options are what a print habit can prefill.
 */

/** Codes of the base-data list `datePrintFormat` ('01' "AS PER B/L", '02' YYYY-MM-DD, …). */
export const ZDatePrintFormat = z
  .string()
  .trim()
  .regex(/^\d{2}$/, 'error.fieldInvalid');

/** How a document is printed; each option has a default, so a plain download needs none. */
export const ZPrintOptions = z.object({
  /** The print language; the caller's language when not given. */
  language: z.enum(LANGUAGES).optional(),
  /** PAPER_TYPES: 01 A4 plain paper (default), 02 the insurer's pre-printed form. */
  paperType: codeEnum(PAPER_TYPES).optional(),
  /** SEAL_TYPES: 01 electronic seal (default), 02 the branch's company seal. */
  sealType: codeEnum(SEAL_TYPES).optional(),
  /** How the sailing date is printed (default 02, YYYY-MM-DD). */
  datePrintFormat: ZDatePrintFormat.optional(),
});
export type PrintOptions = z.infer<typeof ZPrintOptions>;

/** The defaults of the print options other than the language. */
export const DEFAULT_PRINT_OPTIONS = { paperType: '01', sealType: '01', datePrintFormat: '02' } as const;

/** GET cargoApplyPrint / tempAndApply: an application (or draft) of the account by id. */
export const ZApplicationPdfQuery = ZPrintOptions.extend({ id: ZRecordIdText });
export type ApplicationPdfQuery = z.infer<typeof ZApplicationPdfQuery>;

/** GET cargoNewPolicyPrint / oldPolicyAndCorrectInventory: a policy of the account by number. */
export const ZPolicyPrintQuery = ZPrintOptions.extend({ policyNo: z.string().trim().min(1).max(30) });
export type PolicyPrintQuery = z.infer<typeof ZPolicyPrintQuery>;

/** The documents a print request names (SPEC §7 names). */
export const PRINTED_DOCUMENTS = [
  'cargoPolicy',
  'cargoPolicyPrint',
  'cargoNewPolicyPrint',
  'cargoApplyPrint',
  'tempAndApply',
  'oldPolicyAndCorrectInventory',
] as const;
export type PrintedDocumentName = (typeof PRINTED_DOCUMENTS)[number];

/**
 * POST printDispatch: one document to print. `documentNo` is the policy number (policies), the
 * declaration number (certificates) or the application id (applications and drafts).
 */
export const ZPrintRequest = ZPrintOptions.extend({
  document: z.enum(PRINTED_DOCUMENTS),
  documentNo: z.string().trim().min(1).max(30),
});
export type PrintRequest = z.infer<typeof ZPrintRequest>;

/** Print types (SPEC §4): the electronic policy, and the one of the products that use polling. */
export const PRINT_TYPES = { electronic: 'P1101ELE', polled: 'P1109ELE' } as const;

/**
 * SPEC §9: the first seven products (import, export, domestic road, waterway, air, rail, parcel) use the
 * polled print download, and their print type P1101ELE becomes P1109ELE.
 */
export const POLLING_PRODUCT_CODES: readonly string[] = [
  'MP09110008',
  'MP09110009',
  'MP09110012',
  'MP09110015',
  'MP09110014',
  'MP09110013',
  'MP09110011',
];

export const usesPrintPolling = (productCode: string) => POLLING_PRODUCT_CODES.includes(productCode);

/** The print type of a product's documents. */
export const printTypeOf = (productCode: string) =>
  usesPrintPolling(productCode) ? PRINT_TYPES.polled : PRINT_TYPES.electronic;

/**
 * The answer of printDispatch (SPEC §7: printDispatch, docno). `printDispatch` false: download directly
 * (switch off, or a product that does not use polling); true: poll printResult with `docno`.
 */
export const ZPrintDispatch = z.object({
  printDispatch: z.boolean(),
  docno: z.string().nullable(),
  printType: z.string(),
});
export type PrintDispatch = z.infer<typeof ZPrintDispatch>;

/** A dispatched print's number: 'PJ' and 24 base64url characters. */
export const ZPrintJobQuery = z.object({
  docno: z
    .string()
    .trim()
    .regex(/^PJ[A-Za-z0-9_-]{24}$/, 'error.fieldInvalid'),
});
export type PrintJobQuery = z.infer<typeof ZPrintJobQuery>;

export const PRINT_JOB_STATUSES = ['queued', 'done', 'failed'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

/** GET printResult (SPEC §7: success, docno): whether the dispatched print is ready to download. */
export const ZPrintResult = z.object({
  success: z.boolean(),
  docno: z.string(),
  status: z.enum(PRINT_JOB_STATUSES),
  message: z.string(),
});
export type PrintResult = z.infer<typeof ZPrintResult>;

/** SPEC §9: print polling checks 3 times, 3000 ms apart. */
export const PRINT_POLLING = { attempts: 3, delayMs: 3000 } as const;
