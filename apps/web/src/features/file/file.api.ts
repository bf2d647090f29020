import type { AttachmentDocumentType, StoredFile } from '@cargo/domain';
import { fileEndpoints } from '@cargo/domain/api/file';
import { download, upload } from '../../api/endpoint-call.ts';

/**
 * POST upload?documentType=: one classified attachment (the server checks size, type and content). The
 * caller shows a refusal next to the upload.
 */
export const uploadAttachment = (file: File, documentType: AttachmentDocumentType) =>
  upload(fileEndpoints.uploadAttachment, file, { documentType }, { loading: false, hideError: true });

/** GET file/{id}: saves a file of the account under its name. */
export const downloadAttachment = (file: Pick<StoredFile, 'fileId' | 'fileName'>) =>
  download(fileEndpoints.downloadAttachment, { id: file.fileId }, { fallbackName: file.fileName });
