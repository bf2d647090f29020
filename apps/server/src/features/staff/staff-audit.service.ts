import {
  type AuditRow,
  chinaDateTime,
  chinaDayRange,
  isMessageKey,
  type Page,
  translate,
  type ZAuditQuery,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { callerLanguage } from '../../platform/request-language.ts';
import { findAuditPage } from '../../platform/staff-audit.repository.ts';
import { findUserIdByLoginName } from './staff.repository.ts';

const jsonText = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** POST /cargo/staff/audit/list: the log, newest first; a filter on an unknown staff login finds nothing. */
export const searchAuditLog = async (
  app: FastifyInstance,
  query: z.output<typeof ZAuditQuery>,
): Promise<Page<AuditRow>> => {
  const empty = { list: [], total: 0, pageNo: query.pageNo, pageSize: query.pageSize };
  let staffUserId: number | undefined;
  if (query.staffLoginName !== '') {
    staffUserId = await findUserIdByLoginName(app.db, query.staffLoginName);
    if (staffUserId === undefined) return empty;
  }
  const { rows, total } = await findAuditPage(
    app.db,
    {
      staffUserId,
      action: query.action || undefined,
      objectNo: query.objectNo || undefined,
      from: query.dateFrom === '' ? undefined : chinaDayRange(query.dateFrom, query.dateFrom).from,
      until: query.dateTo === '' ? undefined : chinaDayRange(query.dateTo, query.dateTo).to,
    },
    { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
  );
  const language = callerLanguage();
  return {
    ...empty,
    total,
    list: rows.map((row) => {
      const key = `staff.action.${row.action}`;
      return {
        id: row.id,
        at: chinaDateTime(row.at),
        staffName: row.staffName,
        action: row.action,
        actionName: isMessageKey(key) ? translate(language, key) : row.action,
        objectType: row.objectType,
        objectNo: row.objectNo,
        before: jsonText(row.before),
        after: jsonText(row.after),
        traceId: row.traceId,
      };
    }),
  };
};
