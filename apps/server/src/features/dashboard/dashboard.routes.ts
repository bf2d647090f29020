import { ZPremiumTrendQuery } from '@cargo/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import { queryBoard } from './board.service.ts';
import { overviewOf } from './dashboard.service.ts';
import { premiumTrendOf } from './premium-trend.service.ts';

/** A caller without a session gets 401 before its query is looked at. */
const sessionFirst = {
  preValidation: async (request: FastifyRequest) => {
    requireSession(request);
  },
};

/** The dashboard (SPEC §2 Dashboard): overview figures, premium trend and the notice board. */
export const dashboardRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/cargo/dashboard/overview', async (request) =>
    ok(request, await overviewOf(app, requireSession(request), request.language)),
  );
  routes.get(
    '/cargo/chart/premiumTrend',
    { ...sessionFirst, schema: { querystring: ZPremiumTrendQuery } },
    async (request) =>
      ok(
        request,
        await premiumTrendOf(app, requireSession(request), request.query.granularity, request.language),
      ),
  );
  routes.post('/cargo/board/query', async (request) => {
    requireSession(request);
    return ok(request, await queryBoard(app, request.language));
  });
};
