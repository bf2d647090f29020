import { z } from 'zod';
import { ZPolicyNoQuery, ZPolicyQuotation } from '../schemas/insuring-lookups.ts';
import {
  ZExchangeRate,
  ZExchangeRateQuery,
  ZQuotationEffectiveness,
  ZQuotationNoParams,
  ZQuoteRequest,
  ZQuoteResult,
  ZStoredQuotation,
  ZUserProduct,
} from '../schemas/quotation.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/** Products, exchange rates and quotations of online insuring (SPEC §7 "Quotation"). */
export const quotationEndpoints = {
  listUserProducts: endpoint({
    method: 'POST',
    path: '/cargo/quote/queryUserProductList',
    access: customerAccess.read,
    response: z.array(ZUserProduct),
    summary: "The account's products with their main clauses and riders, in the caller's language",
  }),
  getExchangeRate: endpoint({
    method: 'GET',
    path: '/cargo/basedata/getExchangeRate',
    access: customerAccess.read,
    query: ZExchangeRateQuery,
    response: ZExchangeRate,
    summary: "Today's exchange rate of a currency (portal or ISO code) to CNY",
  }),
  acquireQuote: endpoint({
    method: 'POST',
    path: '/cargo/quote/acquireQuote',
    access: customerAccess.operate,
    body: ZQuoteRequest,
    response: ZQuoteResult,
    summary: 'The price of a form, stored as a quotation valid 30 days',
  }),
  previewQuote: endpoint({
    method: 'POST',
    path: '/cargo/quote/previewQuote',
    access: customerAccess.operate,
    body: ZQuoteRequest,
    response: ZQuoteResult,
    summary: 'The price of a form, nothing stored',
  }),
  verifyQuotation: endpoint({
    method: 'POST',
    path: '/cargo/verify/quotationNoEffectiveness/:id',
    access: customerAccess.read,
    params: ZQuotationNoParams,
    response: ZQuotationEffectiveness,
    summary: 'Whether a quotation of the account is still valid',
  }),
  findQuotation: endpoint({
    method: 'GET',
    path: '/cargo/quote/queryQuotationInfo/:id',
    access: customerAccess.read,
    params: ZQuotationNoParams,
    response: ZStoredQuotation,
    summary: 'A stored quotation of the account',
  }),
  quotationOfPolicy: endpoint({
    method: 'GET',
    path: '/cargo/quote/queryQuotationInfoByPolicyNo',
    access: customerAccess.read,
    query: ZPolicyNoQuery,
    response: ZPolicyQuotation,
    summary: 'The price a policy of the account was issued at (as corrected since)',
  }),
};
