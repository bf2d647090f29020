import { fileExtension } from '@cargo/domain';
import { fileEndpoints } from '@cargo/domain/api/file';
import type { FastifyInstance } from 'fastify';
import { attachmentDisposition } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import { readSingleUpload } from '../../platform/upload.ts';
import { openAttachment, uploadAttachment } from './file.service.ts';

/** Attachments (SPEC §3 "Uploaded file", §5): upload one classified file, download one of the account. */
export const fileRoutes = async (app: FastifyInstance) => {
  serve(app, fileEndpoints.uploadAttachment, async ({ session, query, request }) => {
    const file = await readSingleUpload(request, 'file.error.missing');
    return uploadAttachment(app, session, file, query.documentType);
  });

  serve(app, fileEndpoints.downloadAttachment, async ({ session, params, reply }) => {
    const { file, stream } = await openAttachment(app, session, params.id);
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header(
        'content-disposition',
        attachmentDisposition(file.fileName, `attachment.${fileExtension(file.fileName) || 'bin'}`),
      )
      .header('cache-control', 'private, no-store')
      .send(stream);
  });
};
