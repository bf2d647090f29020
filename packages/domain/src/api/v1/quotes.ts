import { ZApiQuote, ZApiQuoteRequest } from '../../schemas/api-v1.ts';
import { endpoint } from '../endpoint.ts';

/** Quotes for a single shipment policy. */
export const apiV1QuoteEndpoints = {
  createQuote: endpoint({
    method: 'POST',
    path: '/quotes',
    access: { apiKey: 'quote' },
    body: ZApiQuoteRequest,
    response: ZApiQuote,
    successStatus: 201,
    summary: 'Prices a shipment and stores the quotation for 30 days',
  }),
};
