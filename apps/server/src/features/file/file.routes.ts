import { fileExtension, ZFileIdParams, ZFileUploadQuery } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../platform/download.ts';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import { readSingleUpload } from '../../platform/upload.ts';
import { openAttachment, uploadAttachment } from './file.service.ts';

/** Attachments (SPEC §3 "Uploaded file", §5): upload one classified file, download one of the account. */
export const fileRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/cargo/file/upload', { schema: { querystring: ZFileUploadQuery } }, async (request) => {
    const session = requireSession(request);
    const file = await readSingleUpload(request, 'file.error.missing');
    return ok(
      request,
      await uploadAttachment(app, session, file, request.query.documentType, request.language),
    );
  });

  routes.get('/cargo/file/:id', { schema: { params: ZFileIdParams } }, async (request, reply) => {
    const { file, stream } = await openAttachment(app, requireSession(request), request.params.id);
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
