import { z } from 'zod';
import {
  ZInvoice,
  ZInvoicePage,
  ZInvoicePdfQuery,
  ZInvoiceQuery,
  ZInvoiceRequest,
  ZInvoiceSource,
  ZInvoiceSourceKey,
} from '../schemas/invoice.ts';
import { customerAccess, endpoint, MEDIA_TYPES } from './endpoint.ts';

/** E-invoices (SPEC §3 "Invoice request", §5, §7 invoice queryPolicyInvoice and createInvoice). */
export const invoiceEndpoints = {
  queryPolicyInvoice: endpoint({
    method: 'POST',
    path: '/cargo/invoice/queryPolicyInvoice',
    access: customerAccess.read,
    body: ZInvoiceSourceKey,
    response: ZInvoiceSource,
    summary:
      'A paid premium of the account (policy or settlement): its invoice amounts and its invoice if issued',
  }),
  createInvoice: endpoint({
    method: 'POST',
    path: '/cargo/invoice/createInvoice',
    access: customerAccess.operate,
    body: ZInvoiceRequest,
    response: ZInvoice,
    summary: 'Issues the VAT electronic ordinary invoice of a paid premium (one per premium) and mails it',
  }),
  queryInvoiceList: endpoint({
    method: 'POST',
    path: '/cargo/invoice/queryInvoiceList',
    access: customerAccess.read,
    body: ZInvoiceQuery,
    response: ZInvoicePage,
    summary: "The account's invoices, newest first",
  }),
  invoicePdf: endpoint({
    method: 'GET',
    path: '/cargo/invoice/invoicePdf',
    access: customerAccess.read,
    query: ZInvoicePdfQuery,
    response: z.null(),
    answers: 'file',
    mediaType: MEDIA_TYPES.pdf,
    summary: 'The PDF of an invoice of the account',
  }),
};
