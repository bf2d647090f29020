import { type ClaimDocuments, ERROR_CODES } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { openStoredFile } from '../../platform/file-store.ts';
import { findClaimByReportNo } from './claim.repository.ts';
import { documentsOfClaim } from './claim-checklist.service.ts';
import { findDocumentOfClaimByKey } from './claim-document.repository.ts';
import { claimNotFound } from './claim-enquiry.service.ts';

/**
 * The claims handler's view of a claim's documents (any account): the list with the checklist, and each
 * file shown in the browser (images and PDFs inline, docs/business-rules.md "Operations").
 */

const claimOf = async (app: FastifyInstance, reportNo: string) => {
  const claim = await findClaimByReportNo(app.db, reportNo);
  if (claim === undefined) throw claimNotFound();
  return claim;
};

/** GET backoffice/claim/{reportNo}/documents. */
export const handlingDocuments = async (app: FastifyInstance, reportNo: string): Promise<ClaimDocuments> =>
  documentsOfClaim(app, await claimOf(app, reportNo));

/** GET backoffice/claim/{reportNo}/document/{key}: the file of that claim, else "not found". */
export const openHandlingDocument = async (app: FastifyInstance, reportNo: string, key: string) => {
  const claim = await claimOf(app, reportNo);
  const found = await findDocumentOfClaimByKey(app.db, claim.id, key);
  const stream = found === undefined ? undefined : await openStoredFile(app, found.file);
  if (found === undefined || stream === undefined)
    throw new AppError(ERROR_CODES.notFound, 'claim.error.documentNotFound');
  return { file: found.file, stream };
};
