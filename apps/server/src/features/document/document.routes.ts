import type { PrintedDocumentName, PrintOptions } from '@cargo/domain';
import { documentEndpoints } from '@cargo/domain/api/document';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import type { Session } from '../../platform/session.ts';
import type { PrintedFile } from './document.service.ts';
import { printNow } from './document-printing.ts';
import { checkCredit } from './letter-of-credit.service.ts';
import { dispatchPrint, printDownload, printResult, registerPrintJobs } from './print-job.service.ts';
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

/** Printed documents, their dispatch and polling, the L/C check and the public verification. */
export const documentRoutes = async (app: FastifyInstance) => {
  registerPrintJobs(app);

  const download = async (
    context: { session: Session; request: FastifyRequest; reply: FastifyReply },
    document: PrintedDocumentName,
    documentNo: string,
    options: PrintOptions,
  ) =>
    sendPdf(
      context.reply,
      await printNow(app, context.session, { ...options, document, documentNo }, originOf(context.request)),
    );

  serve(app, documentEndpoints.policyPdf, ({ query: { policyNo, ...options }, ...context }) =>
    download(context, 'cargoPolicy', policyNo, options),
  );
  serve(app, documentEndpoints.certificatePdf, ({ query: { declarationNo, ...options }, ...context }) =>
    download(context, 'cargoPolicyPrint', declarationNo, options),
  );
  serve(app, documentEndpoints.newPolicyPdf, ({ query: { policyNo, ...options }, ...context }) =>
    download(context, 'cargoNewPolicyPrint', policyNo, options),
  );
  serve(app, documentEndpoints.oldPolicyPdf, ({ query: { policyNo, ...options }, ...context }) =>
    download(context, 'oldPolicyAndCorrectInventory', policyNo, options),
  );
  serve(app, documentEndpoints.applicationPdf, ({ query: { id, ...options }, ...context }) =>
    download(context, 'cargoApplyPrint', String(id), options),
  );
  serve(app, documentEndpoints.draftPdf, ({ query: { id, ...options }, ...context }) =>
    download(context, 'tempAndApply', String(id), options),
  );
  serve(app, documentEndpoints.printDispatch, ({ session, body, request }) =>
    dispatchPrint(app, session, body, originOf(request)),
  );
  serve(app, documentEndpoints.printResult, ({ session, query }) => printResult(app, session, query.docno));
  serve(app, documentEndpoints.printDownload, async ({ session, query, reply }) =>
    sendPdf(reply, await printDownload(app, session, query.docno)),
  );
  serve(app, documentEndpoints.checkLetterOfCredit, ({ session, body }) => checkCredit(app, session, body));
  serve(app, documentEndpoints.verify, ({ params }) => verifyDocument(app, params.code));
};
