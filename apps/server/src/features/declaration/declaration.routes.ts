import { declarationEndpoints } from '@cargo/domain/api/declaration';
import type { FastifyInstance } from 'fastify';
import { sendWorkbook } from '../../platform/download.ts';
import { serve } from '../../platform/endpoint.ts';
import { readSingleUpload } from '../../platform/upload.ts';
import { batchErrorList, batchTemplate, getBatch, uploadBatch } from './declaration-batch.service.ts';
import { deleteDraftDeclaration, saveDraft } from './declaration-draft.service.ts';
import {
  getDeclaration,
  queryDeclarations,
  queryPendingDeclarations,
} from './declaration-enquiry.service.ts';
import { decideDeclaration } from './declaration-review.service.ts';
import { submitDeclaration } from './declaration-submit.service.ts';
import { getOpenPolicy, listOpenPolicies } from './open-policy.service.ts';

/** The ASCII name of the workbooks, for clients without UTF-8 file names. */
const FALLBACK_NAME = 'declaration.xlsx';

/** An answer that carries its own sentence for the customer: it becomes the envelope's message too. */
const told = async <T extends { message: string }>(say: (text: string) => void, answer: Promise<T>) => {
  const result = await answer;
  say(result.message);
  return result;
};

/** The open policies, single declarations and drafts of the account. */
const declaringRoutes = (app: FastifyInstance) => {
  serve(app, declarationEndpoints.listOpenPolicies, ({ session }) => listOpenPolicies(app, session));
  serve(app, declarationEndpoints.getOpenPolicy, ({ session, params }) =>
    getOpenPolicy(app, session, params.policyNo),
  );
  serve(app, declarationEndpoints.submitDeclaration, ({ session, body, say }) =>
    told(say, submitDeclaration(app, session, body)),
  );
  serve(app, declarationEndpoints.saveDraft, ({ session, body, say }) =>
    told(say, saveDraft(app, session, body)),
  );
  serve(app, declarationEndpoints.deleteDraft, ({ session, body }) =>
    deleteDraftDeclaration(app, session, body.declarationNo),
  );
};

/** The enquiry, the certificates and the underwriter's decision on a declaration under review. */
const enquiryRoutes = (app: FastifyInstance) => {
  serve(app, declarationEndpoints.queryDeclarations, ({ session, body }) =>
    queryDeclarations(app, session, body),
  );
  serve(app, declarationEndpoints.queryPending, ({ session, body }) =>
    queryPendingDeclarations(app, session, body),
  );
  serve(app, declarationEndpoints.getDeclaration, ({ session, params }) =>
    getDeclaration(app, session, params.declarationNo),
  );
  serve(app, declarationEndpoints.decideDeclaration, ({ session, params, body, say }) =>
    told(say, decideDeclaration(app, session, params.id, body)),
  );
};

/** Batch declarations: the template, the upload (a background job), its progress and result, its error list. */
const batchRoutes = (app: FastifyInstance) => {
  serve(app, declarationEndpoints.downloadBatchTemplate, async ({ session, query, reply }) =>
    sendWorkbook(reply, await batchTemplate(app, session, query.policyNo), FALLBACK_NAME),
  );
  serve(app, declarationEndpoints.uploadBatch, async ({ session, query, request }) => {
    const file = await readSingleUpload(request, 'declaration.batch.error.fileMissing');
    return uploadBatch(app, session, file, query.policyNo);
  });
  serve(app, declarationEndpoints.getBatch, ({ session, params }) => getBatch(app, session, params.batchId));
  serve(app, declarationEndpoints.downloadBatchErrors, async ({ session, params, reply }) =>
    sendWorkbook(reply, await batchErrorList(app, session, params.batchId), FALLBACK_NAME),
  );
};

/** Transport declarations under open policies (SPEC §2 /transport-declaration, /batch-declaration). */
export const declarationRoutes = async (app: FastifyInstance) => {
  declaringRoutes(app);
  enquiryRoutes(app);
  batchRoutes(app);
};
