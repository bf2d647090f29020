import { randomBytes } from 'node:crypto';
import {
  acceptsDocuments,
  businessNow,
  type ClaimDocument,
  chinaDateTime,
  ERROR_CODES,
  fileExtension,
  isAllowedUploadExtension,
  MAX_UPLOAD_BYTES,
  type UploadExtension,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { openStoredFile, storeFileWithin } from '../../platform/file-store.ts';
import type { Session } from '../../platform/session.ts';
import type { UploadedFile } from '../../platform/upload.ts';
import { attachmentContentType } from '../file/file.service.ts';
import { documentTypeName } from './claim.mapper.ts';
import { findClaimOfAccount } from './claim.repository.ts';
import {
  type ClaimDocumentRow,
  deleteDocumentOfType,
  findDocumentByKey,
  findDocumentOfType,
  lockClaimOfAccount,
  upsertDocument,
} from './claim-document.repository.ts';
import { claimNotFound } from './claim-enquiry.service.ts';

/**
 * Claim documents (docs/business-rules.md "Claim documents"): one file per type and claim while the claim is
 * open; a new upload replaces the old one. The file is checked before anything is written, its bytes written
 * before its rows, and its rows (stored file, claim document) written in one transaction.
 */

const documentNotFound = () => new AppError(ERROR_CODES.notFound, 'claim.error.documentNotFound');
const claimClosed = () => new AppError(ERROR_CODES.conflict, 'claim.error.closed');

/** The download URL's key: 32 random bytes, base64url (43 characters). */
const newDownloadKey = () => randomBytes(32).toString('base64url');

/** The wire description of a claim document, with its type's name in the caller's language. */
export const toClaimDocument = (row: ClaimDocumentRow): ClaimDocument => ({
  typeCode: row.typeCode,
  typeName: documentTypeName(row.typeCode),
  fileName: row.fileName,
  size: row.size,
  uploadedAt: chinaDateTime(row.uploadedAt),
  downloadKey: row.downloadKey,
});

/** A name that is only a name: no folder separator and not "." or "..". */
const hasPathParts = (name: string) => /[\\/]/.test(name) || name.trim() === '.' || name.trim() === '..';

/**
 * The content type of an acceptable document, or the refusal: a name with folder parts, empty, over 4 MB
 * (413), a type outside the list, or content that is not what the extension says (sniffed as for attachments).
 */
const checkedContentType = async (file: UploadedFile): Promise<string> => {
  if (hasPathParts(file.fileName))
    throw new AppError(ERROR_CODES.badRequest, 'claim.document.error.pathInName');
  if (file.content.length === 0 && !file.truncated)
    throw new AppError(ERROR_CODES.badRequest, 'file.error.empty');
  if (file.truncated || file.content.length > MAX_UPLOAD_BYTES) {
    const limit = MAX_UPLOAD_BYTES / 1024 / 1024;
    throw new AppError(ERROR_CODES.badRequest, 'file.error.tooLarge', { limit }, 413);
  }
  if (!isAllowedUploadExtension(file.fileName))
    throw new AppError(ERROR_CODES.badRequest, 'file.error.typeNotAllowed');
  const extension = fileExtension(file.fileName) as UploadExtension;
  const contentType = await attachmentContentType(extension, file.content);
  if (contentType === undefined) {
    throw new AppError(ERROR_CODES.badRequest, 'file.error.contentMismatch', { ext: extension });
  }
  return contentType;
};

/** The account's claim that still takes documents, or "not found" / "closed". */
const openClaimOf = async (app: FastifyInstance, session: Session, reportNo: string) => {
  const claim = await findClaimOfAccount(app, session.accountId, reportNo);
  if (claim === undefined) throw claimNotFound();
  if (!acceptsDocuments(claim.status)) throw claimClosed();
  return claim;
};

export interface UploadedClaimDocument {
  document: ClaimDocument;
  /** An earlier document of the type was replaced. */
  replaced: boolean;
}

/**
 * POST document/upload: stores the document of a type for an open claim of the account. The claim row is
 * locked in the transaction, so a claim closed meanwhile takes nothing and two uploads of a type queue.
 */
export const uploadClaimDocument = async (
  app: FastifyInstance,
  session: Session,
  target: { reportNo: string; typeCode: string },
  file: UploadedFile,
): Promise<UploadedClaimDocument> => {
  await openClaimOf(app, session, target.reportNo);
  const contentType = await checkedContentType(file);
  const newFile = {
    accountId: session.accountId,
    fileName: file.fileName,
    contentType,
    content: file.content,
    documentType: `claim:${target.typeCode}`,
  };
  return storeFileWithin(app, newFile, async (tx, stored) => {
    const claim = await lockClaimOfAccount(tx, session.accountId, target.reportNo);
    if (claim === undefined) throw claimNotFound();
    if (!acceptsDocuments(claim.status)) throw claimClosed();
    const replaced = (await findDocumentOfType(tx, claim.id, target.typeCode)) !== undefined;
    const row = {
      claimId: claim.id,
      typeCode: target.typeCode,
      fileId: stored.id,
      downloadKey: newDownloadKey(),
      uploadedBy: session.userId,
      uploadedAt: businessNow(),
    };
    await upsertDocument(tx, row);
    const document = toClaimDocument({ ...row, fileName: stored.fileName, size: stored.size });
    return { document, replaced };
  });
};

/** POST document/delete: removes the document of a type from an open claim of the account. */
export const deleteClaimDocument = async (
  app: FastifyInstance,
  session: Session,
  target: { reportNo: string; typeCode: string },
): Promise<{ typeCode: string }> => {
  await openClaimOf(app, session, target.reportNo);
  return app.db.transaction(async (tx) => {
    const claim = await lockClaimOfAccount(tx, session.accountId, target.reportNo);
    if (claim === undefined) throw claimNotFound();
    if (!acceptsDocuments(claim.status)) throw claimClosed();
    if (!(await deleteDocumentOfType(tx, claim.id, target.typeCode))) throw documentNotFound();
    return { typeCode: target.typeCode };
  });
};

/** GET document/download/{key}: a document of one of the account's claims with its bytes, else "not found". */
export const openClaimDocument = async (app: FastifyInstance, session: Session, key: string) => {
  const found = await findDocumentByKey(app.db, session.accountId, key);
  if (found === undefined) throw documentNotFound();
  const stream = await openStoredFile(app, found.file);
  if (stream === undefined) throw documentNotFound();
  return { file: found.file, stream };
};
