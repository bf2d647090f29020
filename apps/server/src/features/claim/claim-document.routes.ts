import { fileExtension, translate } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { readSingleUpload } from '../../platform/upload.ts';
import { carrierNoticePdf } from './carrier-notice.ts';
import { emailClaimChecklist, listClaimDocuments } from './claim-checklist.service.ts';
import { deleteClaimDocument, openClaimDocument, uploadClaimDocument } from './claim-document.service.ts';

/** Claim documents (SPEC §7 "Claims": detailsList, sendSbClaimDocEmail; uploads, downloads, carrier notice). */
export const claimDocumentRoutes = async (app: FastifyInstance) => {
  serve(app, claimEndpoints.claimDocuments, ({ session, body }) =>
    listClaimDocuments(app, session, body.reportNo),
  );

  serve(app, claimEndpoints.uploadDocument, async ({ session, query, request, say }) => {
    // Folder parts are kept in the name so that the service can refuse them.
    const file = await readSingleUpload(request, 'file.error.missing', { keepPath: true });
    const { document, replaced } = await uploadClaimDocument(app, session, query, file);
    say(
      translate(
        callerLanguage(),
        replaced ? 'claim.message.documentReplaced' : 'claim.message.documentUploaded',
      ),
    );
    return document;
  });

  serve(app, claimEndpoints.deleteDocument, ({ session, body }) => deleteClaimDocument(app, session, body));

  serve(app, claimEndpoints.downloadDocument, async ({ session, params, reply }) => {
    const { file, stream } = await openClaimDocument(app, session, params.key);
    const fallback = `document.${fileExtension(file.fileName) || 'bin'}`;
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('content-disposition', attachmentDisposition(file.fileName, fallback))
      .header('cache-control', 'private, no-store')
      .send(stream);
  });

  serve(app, claimEndpoints.emailChecklist, async ({ session, query, say }) => {
    const sent = await emailClaimChecklist(app, session, query);
    say(translate(callerLanguage(), 'claim.message.checklistSent', { email: sent.sentTo }));
    return sent;
  });

  serve(app, claimEndpoints.carrierNotice, async ({ session, query, reply }) => {
    const letter = await carrierNoticePdf(app, session, query);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', letter.content.length)
      .header('content-disposition', attachmentDisposition(letter.fileName, letter.fallbackName))
      .header('cache-control', 'private, no-store')
      .send(letter.content);
  });
};
