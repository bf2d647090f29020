import type { CodeOf } from './code-list.ts';

/**
 * Document types of an application's attachments (SPEC §3 "Attachments", §5: one file per document type;
 * an unclassified file is not uploaded). The SPEC gives no list for applications: these are the papers an
 * underwriter asks for on a cargo risk, coded by the portal (99 = other, as in the claim document list).
 */
export const ATTACHMENT_DOCUMENT_TYPES = [
  { code: '01', zh: '商业发票', en: 'Commercial invoice' },
  { code: '02', zh: '装箱单', en: 'Packing list' },
  { code: '03', zh: '提单/运单', en: 'Bill of lading / waybill' },
  { code: '04', zh: '贸易合同', en: 'Sales contract' },
  { code: '99', zh: '其他', en: 'Other' },
] as const;
export type AttachmentDocumentType = CodeOf<typeof ATTACHMENT_DOCUMENT_TYPES>;
