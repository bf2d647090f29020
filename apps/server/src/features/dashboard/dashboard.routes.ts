import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { queryBoard } from './board.service.ts';
import { overviewOf } from './dashboard.service.ts';
import { premiumTrendOf } from './premium-trend.service.ts';

/** The dashboard (SPEC §2 Dashboard): overview figures, premium trend and the notice board. */
export const dashboardRoutes = async (app: FastifyInstance) => {
  serve(app, dashboardEndpoints.overview, ({ session, language }) => overviewOf(app, session, language));
  serve(app, dashboardEndpoints.premiumTrend, ({ session, query, language }) =>
    premiumTrendOf(app, session, query.granularity, language),
  );
  serve(app, dashboardEndpoints.board, ({ language }) => queryBoard(app, language));
};
