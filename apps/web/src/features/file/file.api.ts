import type { AttachmentDocumentType, StoredFile } from '@cargo/domain';
import { downloadFile, uploadFile } from '../../api/files.ts';

/**
 * POST /cargo/file/upload?documentType=: one classified attachment (the server checks size, type and
 * content). The caller shows a refusal next to the upload.
 */
export const uploadAttachment = (file: File, documentType: AttachmentDocumentType) =>
  uploadFile<StoredFile>('/cargo/file/upload', file, {
    query: { documentType },
    loading: false,
    hideError: true,
  });

/** GET /cargo/file/{id}: saves a file of the account under its name. */
export const downloadAttachment = (file: Pick<StoredFile, 'fileId' | 'fileName'>) =>
  downloadFile(`/cargo/file/${encodeURIComponent(file.fileId)}`, undefined, { fallbackName: file.fileName });
