import { quotationEndpoints } from '@cargo/domain/api/quotation';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import {
  acquireQuote,
  findQuotation,
  getExchangeRate,
  listUserProducts,
  previewQuote,
  verifyQuotation,
} from './quotation.service.ts';

/**
 * Products, exchange rates and quotations of online insuring (SPEC §7 "Quotation"); the quotation of an issued
 * policy is served with the policies (`policy.routes.ts`), which render it through this feature.
 */
export const quotationRoutes = async (app: FastifyInstance) => {
  serve(app, quotationEndpoints.listUserProducts, ({ session }) => listUserProducts(app, session));
  serve(app, quotationEndpoints.getExchangeRate, ({ query }) => getExchangeRate(app, query.currencyCode));
  serve(app, quotationEndpoints.acquireQuote, ({ session, body }) => acquireQuote(app, session, body));
  serve(app, quotationEndpoints.previewQuote, ({ session, body }) => previewQuote(app, session, body));
  serve(app, quotationEndpoints.verifyQuotation, ({ session, params }) =>
    verifyQuotation(app, session, params.id),
  );
  serve(app, quotationEndpoints.findQuotation, ({ session, params }) =>
    findQuotation(app, session, params.id),
  );
};
