import { documentEndpoints } from '@cargo/domain/api/document';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';

/** GET verify/{code}: public; "not genuine" is an answer of the page, not an error. */
export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['document', 'verify', code],
    queryFn: ({ signal }) =>
      call(documentEndpoints.verify, { code }, { loading: false, hideError: true, signal }),
    retry: false,
  });
