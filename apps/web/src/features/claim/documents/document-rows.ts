import {
  CLAIM_DOCUMENT_TYPES,
  type ClaimDocument,
  type ClaimDocuments,
  type ClaimDocumentType,
  MAX_UPLOAD_BYTES,
  type ValidationResult,
  validateAttachment,
} from '@cargo/domain';

/**
 * The documents section of a claim as rows: each line of the checklist (expected for the loss, or asked for
 * by the insurer) with its file, then the files of types the checklist does not hold (uploaded as "other
 * documents"). One file per type: uploading again replaces it (SPEC §5, docs/business-rules.md).
 */

/** uploaded: there; missing: no file; outdated: a file, but older than the insurer's latest request. */
export type DocumentRowState = 'uploaded' | 'missing' | 'outdated';

export interface DocumentRow {
  typeCode: string;
  typeName: string;
  /** Why it is on the checklist, in the caller's language; '' for a file outside the checklist. */
  reason: string;
  /** A file outside the checklist. */
  extra: boolean;
  requestedByInsurer: boolean;
  /** The insurer's note on its request. */
  note: string;
  document: ClaimDocument | undefined;
  state: DocumentRowState;
}

export interface DocumentRowActions {
  upload: boolean;
  replace: boolean;
  download: boolean;
  delete: boolean;
}

const stateOf = (uploaded: boolean, document: ClaimDocument | undefined): DocumentRowState => {
  if (uploaded) return 'uploaded';
  return document === undefined ? 'missing' : 'outdated';
};

/** Checklist lines in the server's order, then the other files in type-code order. */
export const documentRows = (documents: Pick<ClaimDocuments, 'checklist' | 'documents'>): DocumentRow[] => {
  const fileOf = (typeCode: string) => documents.documents.find((file) => file.typeCode === typeCode);
  const listed: DocumentRow[] = documents.checklist.map((item) => {
    const document = fileOf(item.typeCode);
    return {
      typeCode: item.typeCode,
      typeName: item.typeName,
      reason: item.reason,
      extra: false,
      requestedByInsurer: item.requestedByInsurer,
      note: item.note,
      document,
      state: stateOf(item.uploaded, document),
    };
  });
  const extras: DocumentRow[] = documents.documents
    .filter((file) => !documents.checklist.some((item) => item.typeCode === file.typeCode))
    .sort((a, b) => a.typeCode.localeCompare(b.typeCode))
    .map((document) => ({
      typeCode: document.typeCode,
      typeName: document.typeName,
      reason: '',
      extra: true,
      requestedByInsurer: false,
      note: '',
      document,
      state: 'uploaded',
    }));
  return [...listed, ...extras];
};

/** What a row offers: a file is downloaded at any time; changed only while the claim takes documents. */
export const documentRowActions = (row: DocumentRow, acceptsDocuments: boolean): DocumentRowActions => {
  const hasFile = row.document !== undefined;
  return {
    upload: acceptsDocuments && !hasFile,
    replace: acceptsDocuments && hasFile,
    download: hasFile,
    delete: acceptsDocuments && hasFile,
  };
};

/** A code of the claim document types (SPEC §3), or undefined for anything else. */
export const claimDocumentTypeOf = (code: string): ClaimDocumentType | undefined =>
  CLAIM_DOCUMENT_TYPES.find((type) => type.code === code)?.code;

/** The size limit in MB, for the texts. */
export const UPLOAD_LIMIT_MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/**
 * The checks of SPEC §5 before a file is sent (the server checks again, by content): an allowed extension,
 * not empty, at most 4 MB. Answers the message key of the first failure, or true.
 */
export const checkDocumentFile = (file: { name: string; size: number }): ValidationResult =>
  validateAttachment(file);
