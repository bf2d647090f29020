import { sandboxEndpoints } from '@cargo/domain/api/sandbox';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/** The account's sandbox twin on the account page (docs/business-rules.md "The sandbox"): administrators. */
export const sandboxQueryKey = [...SESSION_QUERY_KEY, 'account', 'sandbox'] as const;

export const sandboxStatusQuery = () =>
  queryOptions({
    queryKey: sandboxQueryKey,
    queryFn: () => call(sandboxEndpoints.status, {}, { loading: false }),
  });

export const resetSandbox = () => call(sandboxEndpoints.reset, {}, { loading: false });
