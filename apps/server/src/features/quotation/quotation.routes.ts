import { ZExchangeRateQuery, ZQuotationNoParams, ZQuoteRequest } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import {
  acquireQuote,
  findQuotation,
  getExchangeRate,
  listUserProducts,
  previewQuote,
  verifyQuotation,
} from './quotation.service.ts';

/** Products, exchange rates and quotations of online insuring (SPEC §7 "Quotation"). */
export const quotationRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post('/cargo/quote/queryUserProductList', async (request) => {
    const session = requireSession(request);
    return ok(request, await listUserProducts(app, session, request.language));
  });
  routes.get(
    '/cargo/basedata/getExchangeRate',
    { schema: { querystring: ZExchangeRateQuery } },
    async (request) => {
      requireSession(request);
      return ok(request, await getExchangeRate(app, request.query.currencyCode));
    },
  );
  routes.post('/cargo/quote/acquireQuote', { schema: { body: ZQuoteRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await acquireQuote(app, session, request.body, request.language));
  });
  routes.post('/cargo/quote/previewQuote', { schema: { body: ZQuoteRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await previewQuote(app, session, request.body, request.language));
  });
  routes.post(
    '/cargo/verify/quotationNoEffectiveness/:id',
    { schema: { params: ZQuotationNoParams } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await verifyQuotation(app, session, request.params.id));
    },
  );
  routes.get(
    '/cargo/quote/queryQuotationInfo/:id',
    { schema: { params: ZQuotationNoParams } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await findQuotation(app, session, request.params.id, request.language));
    },
  );
};
