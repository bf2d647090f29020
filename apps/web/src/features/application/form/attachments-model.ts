import {
  ATTACHMENT_DOCUMENT_TYPES,
  type AttachmentDocumentType,
  type StoredFile,
  validateAttachment,
} from '@cargo/domain';

/**
 * The attachments of an application as the form keeps them: file ids (what the server takes), described by
 * the files the page knows (loaded with the form, or answered by an upload). SPEC §5: one file per
 * document type; uploading again replaces it.
 */

export interface AttachmentRow {
  documentType: AttachmentDocumentType;
  file: StoredFile | undefined;
}

const fileOf = (files: ReadonlyMap<string, StoredFile>, id: string) => files.get(id);

/** One row per document type, in list order, with its file when there is one. */
export const attachmentRows = (
  ids: readonly string[],
  files: ReadonlyMap<string, StoredFile>,
): AttachmentRow[] =>
  ATTACHMENT_DOCUMENT_TYPES.map(({ code }) => ({
    documentType: code,
    file: ids.map((id) => fileOf(files, id)).find((file) => file?.documentType === code),
  }));

/** Ids the page cannot place under a document type (not described): listed apart, removable. */
export const unplacedAttachmentIds = (ids: readonly string[], files: ReadonlyMap<string, StoredFile>) =>
  ids.filter((id) => {
    const type = fileOf(files, id)?.documentType;
    return !ATTACHMENT_DOCUMENT_TYPES.some((item) => item.code === type);
  });

/** The ids after an upload for a document type: the file of that type (if any) is replaced. */
export const withAttachment = (
  ids: readonly string[],
  files: ReadonlyMap<string, StoredFile>,
  uploaded: StoredFile,
): string[] => [
  ...ids.filter((id) => fileOf(files, id)?.documentType !== uploaded.documentType),
  uploaded.fileId,
];

export const withoutAttachment = (ids: readonly string[], fileId: string): string[] =>
  ids.filter((id) => id !== fileId);

/** SPEC §5 checks before sending (the server decides again): allowed extension, not empty, at most 4 MB. */
export const checkAttachmentFile = (file: { name: string; size: number }) => validateAttachment(file);
