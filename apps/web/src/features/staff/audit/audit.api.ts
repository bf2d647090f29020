import type { ZAuditQuery } from '@cargo/domain';
import { staffEndpoints } from '@cargo/domain/api/staff';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../../api/session.api.ts';

export const auditQuery = (query: z.output<typeof ZAuditQuery>) =>
  queryOptions({
    queryKey: [...SESSION_QUERY_KEY, 'staffAudit', query] as const,
    queryFn: ({ signal }) => call(staffEndpoints.auditLog, query, { loading: false, signal }),
    placeholderData: keepPreviousData,
  });
