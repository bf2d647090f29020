import {
  ZApplicationListQuery,
  ZApplyPolicyRequest,
  ZDraftListQuery,
  ZIdParams,
  ZReviewDecisionRequest,
  ZTempApplyRequest,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import {
  cancelApplication,
  decideReview,
  deleteDraft,
  listDrafts,
  listReviewRecords,
  listSubmittedApplications,
  loadApplication,
  saveDraft,
  submitApplication,
  withdrawApplication,
} from './application.service.ts';

/** Drafts, applications, their enquiries and the underwriting decision (SPEC §7 "Applications", "Queries"). */
export const applicationRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/cargo/apply/tempApply', { schema: { body: ZTempApplyRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await saveDraft(app, session, request.body, request.language));
  });
  routes.post('/cargo/apply/applyPolicy', { schema: { body: ZApplyPolicyRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await submitApplication(app, session, request.body, request.language));
  });
  for (const url of [
    '/cargo/apply/tempPolicyToApplyPageTableInit',
    '/cargo/apply/applyPolicyToApplyPageTableInit',
  ]) {
    routes.post(url, { schema: { body: ZIdParams } }, async (request) => {
      const session = requireSession(request);
      return ok(request, await loadApplication(app, session, request.body.id, request.language));
    });
  }
  routes.post('/cargo/apply/deleteTempInsurancePolicy', { schema: { body: ZIdParams } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await deleteDraft(app, session, request.body.id));
  });
  routes.post('/cargo/apply/deletePolicyApply', { schema: { body: ZIdParams } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await cancelApplication(app, session, request.body.id, request.language));
  });
  routes.post('/cargo/apply/withdraw/:id', { schema: { params: ZIdParams } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await withdrawApplication(app, session, request.params.id, request.language));
  });
  routes.post(
    '/cargo/query/queryTempInsurancePolicy',
    { schema: { body: ZDraftListQuery } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await listDrafts(app, session, request.body, request.language));
    },
  );
  routes.post(
    '/cargo/query/queryPolicyApplyList',
    { schema: { body: ZApplicationListQuery } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await listSubmittedApplications(app, session, request.body, request.language));
    },
  );
  routes.post(
    '/cargo/query/queryReviewRecordByApplyPolicyNo/:id',
    { schema: { params: ZIdParams } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await listReviewRecords(app, session, request.params.id, request.language));
    },
  );
  routes.post(
    '/cargo/backoffice/review/:id',
    { schema: { params: ZIdParams, body: ZReviewDecisionRequest } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await decideReview(app, session, request.params.id, request.body, request.language));
    },
  );
};
