import {
  ZCorrectionDecisionRequest,
  ZCorrectionIdRequest,
  ZCorrectionListQuery,
  ZCorrectionPolicyParams,
  ZCorrectionPreviewRequest,
  ZCorrectionRequest,
  ZIdParams,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import { checkPolicyCorrect, checkPolicyUserLevel, getCorrectability } from './correctability.ts';
import { applyCorrection, listCorrections, previewCorrection } from './correction.service.ts';
import {
  decideCorrection,
  deleteCorrectionForGood,
  withdrawCorrection,
} from './correction-review.service.ts';

/** Corrections (endorsements) of issued policies (SPEC §7 "Correction"). */
export const correctionRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/cargo/correct/able/:policyNo',
    { schema: { params: ZCorrectionPolicyParams } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await getCorrectability(app, session, request.params.policyNo, request.language));
    },
  );
  routes.get(
    '/cargo/correct/checkPolicyCorrect/:policyNo',
    { schema: { params: ZCorrectionPolicyParams } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await checkPolicyCorrect(app, session, request.params.policyNo, request.language));
    },
  );
  routes.get(
    '/cargo/correct/checkPolicyUserLevl/:policyNo',
    { schema: { params: ZCorrectionPolicyParams } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await checkPolicyUserLevel(app, session, request.params.policyNo, request.language));
    },
  );
  routes.post('/cargo/correct/preview', { schema: { body: ZCorrectionPreviewRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await previewCorrection(app, session, request.body, request.language));
  });
  routes.post('/cargo/correct/apply', { schema: { body: ZCorrectionRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await applyCorrection(app, session, request.body, request.language));
  });
  routes.post(
    '/cargo/correct/getEdrProcessListByExternal',
    { schema: { body: ZCorrectionListQuery } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await listCorrections(app, session, request.body, request.language));
    },
  );
  routes.post('/cargo/correct/cancel', { schema: { body: ZCorrectionIdRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await withdrawCorrection(app, session, request.body.id, request.language));
  });
  routes.post(
    '/cargo/correct/deleteEdrProcess',
    { schema: { body: ZCorrectionIdRequest } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await deleteCorrectionForGood(app, session, request.body.id, request.language));
    },
  );
  routes.post(
    '/cargo/backoffice/correction/:id',
    { schema: { params: ZIdParams, body: ZCorrectionDecisionRequest } },
    async (request) => {
      const session = requireSession(request);
      return ok(
        request,
        await decideCorrection(app, session, request.params.id, request.body, request.language),
      );
    },
  );
};
