import { fileExtension } from '@cargo/domain';
import { claimHandlingEndpoints } from '@cargo/domain/api/claim-handling';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition, inlineDisposition } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import {
  closeOrArchive,
  listBackofficeClaims,
  openClaim,
  requestDocuments,
} from './claim-handling.service.ts';
import { handlingDocuments, openHandlingDocument } from './claim-handling-documents.ts';
import { calculateSettlement } from './claim-settlement.service.ts';

/**
 * A document shown inside the claims handler's page: inline, and framable by the portal itself only (the
 * app-wide policy forbids any framing); nothing in it may run or load.
 */
const INLINE_DOCUMENT_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'self'; frame-ancestors 'self'";

/** What a browser shows in the page itself: images and PDFs. Anything else (CSV, zip, Office files) is a download. */
const PREVIEWABLE = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
]);

const documentDisposition = (fileName: string, contentType: string) => {
  const fallback = `document.${fileExtension(fileName) || 'bin'}`;
  return PREVIEWABLE.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '')
    ? inlineDisposition(fileName, fallback)
    : attachmentDisposition(fileName, fallback);
};

/** The insurer's claim handling (claims handlers act, auditors read). */
export const claimHandlingRoutes = async (app: FastifyInstance) => {
  const endpoints = claimHandlingEndpoints;
  serve(app, endpoints.listClaims, ({ body }) => listBackofficeClaims(app, body));
  serve(app, endpoints.openClaim, ({ params }) => openClaim(app, params.reportNo));
  serve(app, endpoints.claimDocuments, ({ params }) => handlingDocuments(app, params.reportNo));
  serve(app, endpoints.viewDocument, async ({ params, reply }) => {
    const { file, stream } = await openHandlingDocument(app, params.reportNo, params.key);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', documentDisposition(file.fileName, file.contentType))
      .header('content-security-policy', INLINE_DOCUMENT_POLICY)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
  serve(app, endpoints.requestDocuments, ({ session, params, body }) =>
    requestDocuments(app, session, params.reportNo, body),
  );
  serve(app, endpoints.calculateSettlement, ({ session, params, body }) =>
    calculateSettlement(app, session, params.reportNo, body),
  );
  serve(app, endpoints.closeClaim, ({ session, params, body }) =>
    closeOrArchive(app, session, params.reportNo, 'close', body),
  );
  serve(app, endpoints.archiveClaim, ({ session, params, body }) =>
    closeOrArchive(app, session, params.reportNo, 'archive', body),
  );
};
