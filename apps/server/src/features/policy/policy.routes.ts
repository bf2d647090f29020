import { ZCopyPolicyRequest, ZPolicyListQuery } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import { copyPolicy, listPolicies } from './policy.service.ts';

/** Issued policies: the policy enquiry and copying a policy into a new draft (SPEC §7 "Queries"). */
export const policyRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/cargo/query/queryPolicyInfo', { schema: { body: ZPolicyListQuery } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await listPolicies(app, session, request.body, request.language));
  });
  routes.post('/cargo/query/copyPolicyInfo', { schema: { body: ZCopyPolicyRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await copyPolicy(app, session, request.body.policyNo, request.language));
  });
};
