import {
  ATTACHMENT_DOCUMENT_TYPES,
  ERROR_CODES,
  fileExtension,
  isAllowedUploadExtension,
  labelOf,
  MAX_UPLOAD_BYTES,
  type StoredFile,
  type UploadExtension,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../platform/errors.ts';
import {
  findFileOfAccount,
  findFilesOfAccount,
  openStoredFile,
  type StoredFileRecord,
  storeFile,
} from '../../platform/file-store.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import type { UploadedFile } from '../../platform/upload.ts';
import { detectedFileType } from '../../platform/upload.ts';

/** OLE2 compound file (xls, doc, msg): the 8 bytes every such file starts with. */
const COMPOUND_FILE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Text as a spreadsheet exports it: no NUL or other control byte except tab, line feed, form feed, return. */
const isPlainText = (content: Buffer) => {
  const body = content.subarray(0, 3).equals(UTF8_BOM) ? content.subarray(3) : content;
  for (const byte of body) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  return true;
};

const COMPOUND_TYPES: Partial<Record<UploadExtension, string>> = {
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  msg: 'application/vnd.ms-outlook',
};

/** Detected types a file of each extension may be (a zip may hold an Office document). */
const DETECTED: Partial<Record<UploadExtension, readonly string[]>> = {
  jpg: ['jpg'],
  png: ['png'],
  pdf: ['pdf'],
  rar: ['rar'],
  zip: ['zip', 'docx', 'xlsx', 'pptx'],
  xlsx: ['xlsx'],
  docx: ['docx'],
};

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  rar: 'application/vnd.rar',
  zip: 'application/zip',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
};

/**
 * The content type of an attachment when its bytes are what its extension says, else undefined. Magic
 * numbers (file-type) decide for jpg, png, pdf, rar, zip, xlsx and docx. xls, doc and msg are OLE2
 * compound files that file-type cannot tell apart: they must start with the compound-file signature. A
 * csv has no magic number: it must not be any binary type file-type knows, and must be plain text (no NUL
 * or control bytes; UTF-8 with or without BOM, or GBK as Chinese Excel writes it; UTF-16 is refused).
 */
export const attachmentContentType = async (
  extension: UploadExtension,
  content: Buffer,
): Promise<string | undefined> => {
  const compound = COMPOUND_TYPES[extension];
  if (compound !== undefined) {
    return content.subarray(0, COMPOUND_FILE_SIGNATURE.length).equals(COMPOUND_FILE_SIGNATURE)
      ? compound
      : undefined;
  }
  const detected = await detectedFileType(content);
  if (extension === 'csv')
    return detected === undefined && isPlainText(content) ? CONTENT_TYPES.csv : undefined;
  const accepted = DETECTED[extension] ?? [];
  return detected !== undefined && accepted.includes(detected.ext) ? CONTENT_TYPES[extension] : undefined;
};

/** The wire description of a stored file. */
export const toStoredFile = (file: StoredFileRecord): StoredFile => ({
  fileId: file.id,
  fileName: file.fileName,
  contentType: file.contentType,
  size: file.size,
  documentType: file.documentType,
  documentTypeName: file.documentType
    ? labelOf(ATTACHMENT_DOCUMENT_TYPES, file.documentType, callerLanguage())
    : '',
  sha256: file.sha256,
  createdAt: file.createdAt.toISOString(),
});

/**
 * POST /cargo/file/upload: one attachment of the account, classified by its document type (SPEC §5).
 * Refused, each with its own message: empty, over 4 MB (413), an extension not in the SPEC list, or content
 * that is not what the extension says. Nothing is stored then.
 */
export const uploadAttachment = async (
  app: FastifyInstance,
  session: Session,
  file: UploadedFile,
  documentType: string,
): Promise<StoredFile> => {
  if (file.content.length === 0 && !file.truncated) {
    throw new AppError(ERROR_CODES.badRequest, 'file.error.empty');
  }
  if (file.truncated || file.content.length > MAX_UPLOAD_BYTES) {
    throw new AppError(
      ERROR_CODES.badRequest,
      'file.error.tooLarge',
      { limit: MAX_UPLOAD_BYTES / 1024 / 1024 },
      413,
    );
  }
  if (!isAllowedUploadExtension(file.fileName)) {
    throw new AppError(ERROR_CODES.badRequest, 'file.error.typeNotAllowed');
  }
  const extension = fileExtension(file.fileName) as UploadExtension;
  const contentType = await attachmentContentType(extension, file.content);
  if (contentType === undefined) {
    throw new AppError(ERROR_CODES.badRequest, 'file.error.contentMismatch', { ext: extension });
  }
  const stored = await storeFile(app, {
    accountId: session.accountId,
    fileName: file.fileName,
    contentType,
    content: file.content,
    documentType,
  });
  return toStoredFile(stored);
};

/** GET /cargo/file/{id}: a file of the account with its bytes; anything else is "not found". */
export const openAttachment = async (app: FastifyInstance, session: Session, id: string) => {
  const file = await findFileOfAccount(app, session.accountId, id);
  if (file === undefined) throw notFound();
  const stream = await openStoredFile(app, file);
  if (stream === undefined) throw notFound();
  return { file, stream };
};

/** The account's files among these ids, in the order asked (for forms that keep file ids). */
export const describeFiles = async (
  app: FastifyInstance,
  accountId: number,
  ids: readonly string[],
): Promise<StoredFile[]> => {
  const found = await findFilesOfAccount(app, accountId, ids);
  return ids.flatMap((id) => {
    const file = found.find((row) => row.id === id);
    return file ? [toStoredFile(file)] : [];
  });
};
