import type { QuoteRequestInput } from '@cargo/domain';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import { quotationEndpoints } from '@cargo/domain/api/quotation';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { call } from './endpoint-call.ts';
import { SESSION_QUERY_KEY } from './shell.api.ts';

/** Query keys of online insuring; under the session key, so logout drops them. */
export const insuringKeys = {
  all: [...SESSION_QUERY_KEY, 'insuring'] as const,
  products: () => [...insuringKeys.all, 'products'] as const,
  quote: (request: unknown) => [...insuringKeys.all, 'previewQuote', request] as const,
  ports: (countryCode: string, keyword: string) =>
    [...insuringKeys.all, 'ports', countryCode, keyword] as const,
  application: (id: number) => [...insuringKeys.all, 'application', id] as const,
  drafts: (query: unknown) => [...insuringKeys.all, 'drafts', query] as const,
  applications: (query: unknown) => [...insuringKeys.all, 'applications', query] as const,
  reviewRecords: (id: number) => [...insuringKeys.all, 'reviewRecords', id] as const,
  policies: (query: unknown) => [...insuringKeys.all, 'policies', query] as const,
  feePayment: (id: number) => [...insuringKeys.all, 'feePayment', id] as const,
  clients: (kind: string, query: unknown) => [...insuringKeys.all, 'clients', kind, query] as const,
  defaultClient: (kind: string) => [...insuringKeys.all, 'defaultClient', kind] as const,
};

/** POST queryUserProductList: the products the current account may insure, with clauses and riders. */
export const userProductsQuery = () =>
  queryOptions({
    queryKey: insuringKeys.products(),
    queryFn: ({ signal }) => call(quotationEndpoints.listUserProducts, {}, { loading: false, signal }),
    staleTime: 10 * 60_000,
  });

/**
 * POST previewQuote: the server prices what the form holds (nothing stored). Errors are shown in the
 * premium panel, not as a dialog: the form is still being filled in.
 */
export const previewQuoteQuery = (request: QuoteRequestInput | undefined) =>
  queryOptions({
    queryKey: insuringKeys.quote(request),
    queryFn:
      request === undefined
        ? skipToken
        : ({ signal }) =>
            call(quotationEndpoints.previewQuote, request, { hideError: true, loading: false, signal }),
    staleTime: 60_000,
  });

/** POST acquireQuote: the same price, stored as a quotation valid 30 days. */
export const acquireQuote = (request: QuoteRequestInput) =>
  call(quotationEndpoints.acquireQuote, request, { loading: false });

/** GET ports: ports of a country matching a keyword (at most 50). */
export const portsQuery = (countryCode: string, keyword: string) =>
  queryOptions({
    queryKey: insuringKeys.ports(countryCode, keyword),
    queryFn: ({ signal }) =>
      call(
        basedataEndpoints.ports,
        { countryCode, keyword: keyword.trim() === '' ? undefined : keyword.trim() },
        { hideError: true, loading: false, signal },
      ),
    enabled: countryCode !== '',
    staleTime: 10 * 60_000,
    meta: { languageNeutral: true },
  });
