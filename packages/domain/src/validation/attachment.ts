import { z } from 'zod';
import { isBlank, type ValidationResult, zodCheck } from './result.ts';

/** Maximum size of one uploaded file: 4 MB (SPEC §5, §9). */
export const MAX_UPLOAD_BYTES = 4 * 1024 * 1024;

/** File extensions accepted for attachments (SPEC §5), lower case, without the dot. */
export const ALLOWED_UPLOAD_EXTENSIONS = [
  'jpg',
  'png',
  'rar',
  'zip',
  'xls',
  'xlsx',
  'doc',
  'docx',
  'csv',
  'pdf',
  'msg',
] as const;
export type UploadExtension = (typeof ALLOWED_UPLOAD_EXTENSIONS)[number];

/** Lower-case extension of a file name without the dot ('' when there is none): 'A.B.PDF' → 'pdf'. */
export function fileExtension(fileName: string): string {
  const base = fileName.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

export function isAllowedUploadExtension(fileName: string): boolean {
  return (ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(fileExtension(fileName));
}

export interface AttachmentInput {
  /** File name including the extension. */
  name: string;
  /** Size in bytes. */
  size: number;
}

/** Attachment: allowed extension, not empty, at most 4 MB. */
export function validateAttachment(file: AttachmentInput): ValidationResult {
  if (isBlank(file.name)) return 'validation.required';
  if (!isAllowedUploadExtension(file.name)) return 'validation.attachment.type';
  if (!Number.isFinite(file.size) || file.size <= 0) return 'validation.attachment.empty';
  return file.size <= MAX_UPLOAD_BYTES ? true : 'validation.attachment.size';
}

/** Schema of attachment metadata `{ name, size }`. */
export const attachmentSchema = z
  .object({ name: z.string(), size: z.number().int().nonnegative() })
  .superRefine(zodCheck(validateAttachment));
