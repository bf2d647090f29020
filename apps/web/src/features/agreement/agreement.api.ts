import { agreementEndpoints } from '@cargo/domain/api/agreement';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/** Titles and product names come in the caller's language: asked again after a language switch. */
export const clientAgreementsQuery = () =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'agreement', 'list'],
    queryFn: () => call(agreementEndpoints.clientAgreements, {}, { loading: false }),
  });

export const termTextQuery = (code: string) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'agreement', 'term', code],
    queryFn: () => call(agreementEndpoints.termText, { code }, { loading: false, hideError: true }),
    retry: false,
  });

/** SPEC §7 term/getViewTermUrlByTermCode: the portal page showing the term. */
export const termPageUrl = (code: string) => call(agreementEndpoints.termUrl, { code }, { loading: false });
