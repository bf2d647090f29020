import type { InvoiceQuery, InvoiceRequest, InvoiceSourceKey } from '@cargo/domain';
import { invoiceEndpoints } from '@cargo/domain/api/invoice';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call, download } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/**
 * Calls of e-invoices (server: apps/server/src/features/invoice). Keys live under the session key, so
 * logout, a session end or an account switch drops them.
 */
export const invoiceKeys = {
  all: [...SESSION_QUERY_KEY, 'invoice'] as const,
  list: (query: InvoiceQuery) => [...SESSION_QUERY_KEY, 'invoice', 'list', query] as const,
  source: (key: InvoiceSourceKey) => [...SESSION_QUERY_KEY, 'invoice', 'source', key] as const,
};

export const invoicesQuery = (query: InvoiceQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => call(invoiceEndpoints.queryInvoiceList, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });

/** The premium to invoice and its invoice if any (queryPolicyInvoice). */
export const invoiceSourceQuery = (key: InvoiceSourceKey) =>
  queryOptions({
    queryKey: invoiceKeys.source(key),
    queryFn: ({ signal }) =>
      call(invoiceEndpoints.queryPolicyInvoice, key, { loading: false, signal, hideError: true }),
    retry: false,
  });

/** createInvoice: field issues are placed on the form by the caller. */
export const createInvoice = (request: InvoiceRequest) =>
  call(invoiceEndpoints.createInvoice, request, { hideError: true });

export const downloadInvoicePdf = (invoiceNo: string) =>
  download(
    invoiceEndpoints.invoicePdf,
    { invoiceNo },
    { fallbackName: `invoice-${invoiceNo}.pdf`, documentNo: invoiceNo },
  );
