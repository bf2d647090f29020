import {
  ZBatchIdParams,
  ZBatchPolicyQuery,
  ZDeclarationDecisionParams,
  ZDeclarationDecisionRequest,
  ZDeclarationDraftRequest,
  ZDeclarationNoParams,
  ZDeclarationQuery,
  ZDeclarationSubmitRequest,
  ZOpenPolicyNoParams,
  ZPendingDeclarationQuery,
} from '@cargo/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../platform/download.ts';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import { readSingleUpload } from '../../platform/upload.ts';
import { XLSX_MIME } from '../../platform/xlsx.ts';
import {
  certificateFile,
  deleteDraftDeclaration,
  getDeclaration,
  getOpenPolicy,
  listOpenPolicies,
  queryDeclarations,
  queryPendingDeclarations,
  saveDraft,
  submitDeclaration,
} from './declaration.service.ts';
import { batchErrorList, batchTemplate, getBatch, uploadBatch } from './declaration-batch.service.ts';
import { decideDeclaration } from './declaration-review.service.ts';

/** Sends a generated workbook as a download (UTF-8 file name per RFC 6266 / 5987, ASCII fallback). */
const sendWorkbook = (reply: FastifyReply, file: { fileName: string; content: Buffer }) =>
  reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', attachmentDisposition(file.fileName, 'declaration.xlsx'))
    .header('cache-control', 'no-store')
    .send(file.content);

/** Transport declarations under open policies (SPEC §2 /transport-declaration, /batch-declaration). */
export const declarationRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/cargo/declaration/openPolicy/list', async (request) =>
    ok(request, await listOpenPolicies(app, requireSession(request), request.language)),
  );
  routes.get(
    '/cargo/declaration/openPolicy/:policyNo',
    { schema: { params: ZOpenPolicyNoParams } },
    async (request) =>
      ok(
        request,
        await getOpenPolicy(app, requireSession(request), request.params.policyNo, request.language),
      ),
  );

  routes.post(
    '/cargo/declaration/submit',
    { schema: { body: ZDeclarationSubmitRequest } },
    async (request) => {
      const result = await submitDeclaration(app, requireSession(request), request.body, request.language);
      return ok(request, result, result.message);
    },
  );
  routes.post(
    '/cargo/declaration/saveDraft',
    { schema: { body: ZDeclarationDraftRequest } },
    async (request) => {
      const result = await saveDraft(app, requireSession(request), request.body, request.language);
      return ok(request, result, result.message);
    },
  );
  routes.post('/cargo/declaration/deleteDraft', { schema: { body: ZDeclarationNoParams } }, async (request) =>
    ok(request, await deleteDraftDeclaration(app, requireSession(request), request.body.declarationNo)),
  );

  routes.post('/cargo/declaration/query', { schema: { body: ZDeclarationQuery } }, async (request) =>
    ok(request, await queryDeclarations(app, requireSession(request), request.body, request.language)),
  );
  routes.post('/cargo/declaration/pending', { schema: { body: ZPendingDeclarationQuery } }, async (request) =>
    ok(request, await queryPendingDeclarations(app, requireSession(request), request.body, request.language)),
  );
  routes.get(
    '/cargo/declaration/detail/:declarationNo',
    { schema: { params: ZDeclarationNoParams } },
    async (request) =>
      ok(
        request,
        await getDeclaration(app, requireSession(request), request.params.declarationNo, request.language),
      ),
  );
  routes.get(
    '/cargo/declaration/certificate/:declarationNo',
    { schema: { params: ZDeclarationNoParams } },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await certificateFile(app, requireSession(request), request.params.declarationNo, request.language),
      ),
  );

  routes.post(
    '/cargo/backoffice/declaration/:id',
    { schema: { params: ZDeclarationDecisionParams, body: ZDeclarationDecisionRequest } },
    async (request) => {
      const session = requireSession(request);
      const result = await decideDeclaration(app, session, request.params.id, request.body, request.language);
      return ok(request, result, result.message);
    },
  );

  routes.get(
    '/cargo/declaration/batch/template',
    { schema: { querystring: ZBatchPolicyQuery } },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await batchTemplate(app, requireSession(request), request.query.policyNo, request.language),
      ),
  );
  routes.post(
    '/cargo/declaration/batch/upload',
    { schema: { querystring: ZBatchPolicyQuery } },
    async (request) => {
      const session = requireSession(request);
      const file = await readSingleUpload(request, 'declaration.batch.error.fileMissing');
      return ok(request, await uploadBatch(app, session, file, request.query.policyNo, request.language));
    },
  );
  routes.get('/cargo/declaration/batch/:batchId', { schema: { params: ZBatchIdParams } }, async (request) =>
    ok(request, await getBatch(app, requireSession(request), request.params.batchId)),
  );
  routes.get(
    '/cargo/declaration/batch/:batchId/errors',
    { schema: { params: ZBatchIdParams } },
    async (request, reply) =>
      sendWorkbook(
        reply,
        await batchErrorList(app, requireSession(request), request.params.batchId, request.language),
      ),
  );
};
