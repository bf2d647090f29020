import { applicationBatchEndpoints } from '@cargo/domain/api/application';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { attachmentDisposition } from '../../../platform/download.ts';
import { serve } from '../../../platform/endpoint.ts';
import { readSingleUpload } from '../../../platform/upload.ts';
import { XLSX_MIME } from '../../../platform/xlsx.ts';
import {
  batchApplyErrorList,
  batchApplyPolicy,
  batchApplyTemplate,
  uploadBatchApplyList,
} from './application-batch.service.ts';

const sendWorkbook = (reply: FastifyReply, file: { fileName: string; content: Buffer }) =>
  reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', attachmentDisposition(file.fileName, 'application-batch.xlsx'))
    .header('cache-control', 'no-store')
    .send(file.content);

/** Batch applications (issue 16): template, upload and check, apply, error list. */
export const applicationBatchRoutes = async (app: FastifyInstance) => {
  serve(app, applicationBatchEndpoints.downloadBatchApplyTemplate, async ({ session, query, reply }) =>
    sendWorkbook(reply, await batchApplyTemplate(app, session, query.productCode)),
  );
  serve(app, applicationBatchEndpoints.uploadBatchApplyList, async ({ session, query, request }) => {
    const file = await readSingleUpload(request, 'declaration.batch.error.fileMissing');
    return uploadBatchApplyList(app, session, file, query.productCode);
  });
  serve(app, applicationBatchEndpoints.batchApplyPolicy, ({ session, body }) =>
    batchApplyPolicy(app, session, body),
  );
  serve(app, applicationBatchEndpoints.downloadBatchApplyErrors, async ({ session, params, reply }) =>
    sendWorkbook(reply, await batchApplyErrorList(app, session, params.batchId)),
  );
};
