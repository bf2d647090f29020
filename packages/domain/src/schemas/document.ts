import { z } from 'zod';
import { LANGUAGES } from '../envelope.ts';

/** Printed documents and their verification (SPEC §7 "Documents": cargoPolicy, cargoPolicyPrint). */

/** The print language; the caller's language when not given. */
const printLanguage = z.enum(LANGUAGES).optional();

/** GET cargoPolicy: the policy PDF of the account. */
export const ZPolicyPdfQuery = z.object({
  policyNo: z.string().trim().min(1).max(30),
  language: printLanguage,
});
export type PolicyPdfQuery = z.infer<typeof ZPolicyPdfQuery>;

/** GET cargoPolicyPrint: the certificate PDF of a declared declaration of the account. */
export const ZCertificatePdfQuery = z.object({
  declarationNo: z.string().trim().min(1).max(30),
  language: printLanguage,
});
export type CertificatePdfQuery = z.infer<typeof ZCertificatePdfQuery>;

/** The QR token (22 base64url characters) or the 10-character short code printed beside it. */
export const ZVerificationCodeParams = z.object({
  code: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});

export const DOCUMENT_STATUSES = ['issued', 'corrected', 'cancelled'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What a bank or consignee checks on a genuine document, nothing more. */
export const ZVerifiedDocument = z.object({
  kind: z.enum(['policy', 'certificate']),
  kindName: z.string(),
  documentNo: z.string(),
  insurerName: z.string(),
  goods: z.string(),
  /** Sum insured with its currency, e.g. "USD 110,000.00". */
  amount: z.string(),
  voyage: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  statusName: z.string(),
  /** The endorsement this printed version carries (null = as issued). */
  endorsementNo: z.string().nullable(),
  /** Whether the printed version is the document's current one. */
  isCurrentVersion: z.boolean(),
  /** The current version's endorsement number, when the document was corrected. */
  currentEndorsementNo: z.string().nullable(),
});
export type VerifiedDocument = z.infer<typeof ZVerifiedDocument>;

/** GET verify/{code}: unknown and tampered codes answer `genuine: false` alike. */
export const ZDocumentVerification = z.object({
  genuine: z.boolean(),
  message: z.string(),
  document: ZVerifiedDocument.nullable(),
});
export type DocumentVerification = z.infer<typeof ZDocumentVerification>;
