import { z } from 'zod';
import { claimDocumentTypeSchema } from '../../codes/code-schemas.ts';

/**
 * Claim documents (SPEC §3 type codes, §5 attachments; docs/business-rules.md "Claim documents"): one file per
 * type and claim — a new upload replaces the old one; jpg, png, rar, zip, xls, xlsx, doc, docx, csv, pdf, msg,
 * at most 4 MB, checked by content.
 */
const reportNo = z
  .string()
  .trim()
  .regex(/^\d+$/, 'validation.reportNo.numeric')
  .regex(/^\d{20}$/, 'validation.reportNo.length');

/** The text fields of an upload (multipart, with the file in `file`). */
export const ZClaimDocumentUploadFields = z.object({ reportNo, typeCode: claimDocumentTypeSchema });

export const ZClaimDocumentTypeRequest = z.object({ reportNo, typeCode: claimDocumentTypeSchema });

export const ZClaimDocumentDownloadParams = z.object({
  /** Random, unguessable; a key of another account's document answers "not found". */
  key: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'error.fieldInvalid'),
});

export const ZClaimDocument = z.object({
  typeCode: z.string(),
  typeName: z.string(),
  fileName: z.string(),
  size: z.number().int(),
  uploadedAt: z.string(),
  downloadKey: z.string(),
});
export type ClaimDocument = z.infer<typeof ZClaimDocument>;

/** A line of the checklist: a document expected for this loss, or requested by the insurer. */
export const ZClaimChecklistItem = z.object({
  typeCode: z.string(),
  typeName: z.string(),
  /** Why it is expected, in the caller's language ("Always needed", "For theft"…). */
  reason: z.string(),
  requestedByInsurer: z.boolean(),
  /** The insurer's note on a request. */
  note: z.string(),
  uploaded: z.boolean(),
});

/** `detailsList`: the claim's documents and its checklist. */
export const ZClaimDocuments = z.object({
  reportNo: z.string(),
  /** False once the claim is closed. */
  acceptsDocuments: z.boolean(),
  documents: z.array(ZClaimDocument),
  checklist: z.array(ZClaimChecklistItem),
  missing: z.number().int(),
});
export type ClaimDocuments = z.infer<typeof ZClaimDocuments>;

/** `sendSbClaimDocEmail` (query reportNo, email, policyNo): mails the checklist and what is missing. */
export const ZClaimChecklistEmailQuery = z.object({
  reportNo,
  email: z.string().trim().min(1, 'error.fieldRequired').max(100).pipe(z.email('error.emailInvalid')),
  policyNo: z
    .string()
    .trim()
    .regex(/^\d{20}$/, 'validation.policyNo.length'),
});
export const ZClaimChecklistEmailResult = z.object({ sentTo: z.string() });

/** The notice of claim to the carrier (document 34) as a PDF, in Chinese or English. */
export const ZCarrierNoticeQuery = z.object({
  reportNo,
  language: z.enum(['zh-CN', 'en-US']).optional(),
});
