import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { queryBoard } from './board.service.ts';
import { overviewOf } from './dashboard.service.ts';
import { premiumTrendOf } from './premium-trend.service.ts';
import { productInfoOf } from './product-info.service.ts';

/** The dashboard (SPEC §2 Dashboard): overview figures, premium trend and the notice board. */
export const dashboardRoutes = async (app: FastifyInstance) => {
  serve(app, dashboardEndpoints.overview, ({ session }) => overviewOf(app, session));
  serve(app, dashboardEndpoints.premiumTrend, ({ session, query }) =>
    premiumTrendOf(app, session, query.granularity),
  );
  serve(app, dashboardEndpoints.productInfo, ({ session, query }) =>
    productInfoOf(app, session, query.granularity),
  );
  serve(app, dashboardEndpoints.board, ({ session }) => queryBoard(app, session));
};
