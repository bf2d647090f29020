import { applicationBatchEndpoints } from '@cargo/domain/api/application';
import type { FastifyInstance } from 'fastify';
import { sendWorkbook } from '../../../platform/download.ts';
import { serve } from '../../../platform/endpoint.ts';
import { readSingleUpload } from '../../../platform/upload.ts';
import {
  batchApplyErrorList,
  batchApplyPolicy,
  batchApplyTemplate,
  uploadBatchApplyList,
} from './application-batch.service.ts';

/** The ASCII name of the workbooks, for clients without UTF-8 file names. */
const FALLBACK_NAME = 'application-batch.xlsx';

/** Batch applications (issue 16): template, upload and check, apply, error list. */
export const applicationBatchRoutes = async (app: FastifyInstance) => {
  serve(app, applicationBatchEndpoints.downloadBatchApplyTemplate, async ({ session, query, reply }) =>
    sendWorkbook(reply, await batchApplyTemplate(app, session, query.productCode), FALLBACK_NAME),
  );
  serve(app, applicationBatchEndpoints.uploadBatchApplyList, async ({ session, query, request }) => {
    const file = await readSingleUpload(request, 'declaration.batch.error.fileMissing');
    return uploadBatchApplyList(app, session, file, query.productCode);
  });
  serve(app, applicationBatchEndpoints.batchApplyPolicy, ({ session, body }) =>
    batchApplyPolicy(app, session, body),
  );
  serve(app, applicationBatchEndpoints.downloadBatchApplyErrors, async ({ session, params, reply }) =>
    sendWorkbook(reply, await batchApplyErrorList(app, session, params.batchId), FALLBACK_NAME),
  );
};
