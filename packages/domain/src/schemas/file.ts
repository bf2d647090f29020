import { z } from 'zod';
import { attachmentDocumentTypeSchema } from '../codes/code-schemas.ts';

/**
 * Uploaded files (SPEC §3 "Uploaded file", §5 attachments): POST /cargo/file/upload stores one file of the
 * account and answers its description; the id is what a form keeps (an application's `attachments`).
 */

/** POST /cargo/file/upload?documentType=01: every file is classified (SPEC §5). */
export const ZFileUploadQuery = z.object({ documentType: attachmentDocumentTypeSchema });
export type FileUploadQuery = z.infer<typeof ZFileUploadQuery>;

/** GET /cargo/file/{id}: the id as text; what is not a file of the account answers "not found". */
export const ZFileIdParams = z.object({ id: z.string().trim().min(1).max(64) });
export type FileIdParams = z.infer<typeof ZFileIdParams>;

/** A stored file as the wire shows it. */
export const ZStoredFile = z.object({
  fileId: z.uuid(),
  fileName: z.string(),
  /** Decided by the server from the content, never taken from the browser. */
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
  /** An ATTACHMENT_DOCUMENT_TYPES code. */
  documentType: z.string().nullable(),
  documentTypeName: z.string(),
  sha256: z.string(),
  createdAt: z.string(),
});
export type StoredFile = z.infer<typeof ZStoredFile>;
