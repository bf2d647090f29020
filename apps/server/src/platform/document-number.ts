import { type DocumentKind, documentNumber, todayInChina } from '@cargo/domain';

/**
 * The number of a new document (quotation, application, policy) for a product: this year in China and the next
 * value of the kind's own sequence.
 */
export const formatDocumentNumber = (kind: DocumentKind, productCode: string, sequence: number): string =>
  documentNumber(kind, productCode, todayInChina().slice(0, 4), sequence);
