import { documentEndpoints } from '@cargo/domain/api/document';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import { certificatePdf, type PrintedFile, policyPdf } from './document.service.ts';
import { verifyDocument } from './verification.service.ts';

/** The origin the QR codes point at: the one the customer reached the portal on. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

const sendPdf = (reply: FastifyReply, file: PrintedFile) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-length', file.content.length)
    .header('content-disposition', attachmentDisposition(file.fileName, file.fallbackName))
    .header('cache-control', 'private, no-store')
    .send(file.content);

/** Printed documents and their public verification. */
export const documentRoutes = async (app: FastifyInstance) => {
  serve(app, documentEndpoints.policyPdf, async ({ session, query, request, reply }) =>
    sendPdf(reply, await policyPdf(app, session, query, originOf(request))),
  );
  serve(app, documentEndpoints.certificatePdf, async ({ session, query, request, reply }) =>
    sendPdf(reply, await certificatePdf(app, session, query, originOf(request))),
  );
  serve(app, documentEndpoints.verify, ({ params }) => verifyDocument(app, params.code));
};
