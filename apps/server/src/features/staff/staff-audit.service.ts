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
import type { Executor } from '../../db/client.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { callerTraceId } from '../../platform/request-trace.ts';
import type { Session } from '../../platform/session.ts';
import { findStaffUser, findUserIdByLoginName } from './staff.repository.ts';
import { findAuditPage, insertAuditRow } from './staff-audit.repository.ts';

/** What a staff member did to which object, and the object before and after (JSON; null when none). */
export interface StaffAction {
  /** What was done, `<object>.<verb>` (e.g. `application.approve`). */
  action: string;
  objectType: string;
  /** The object's business number (application, declaration, correction, claim number; a switch's name). */
  objectNo: string;
  before: unknown;
  after: unknown;
}

/**
 * Writes one row of the staff audit log (who, when, what, object, before → after, trace id). Call it with the
 * transaction of the action itself, so that the row exists exactly when the action took effect: a failing
 * action rolls its audit row back with it. The log is append-only (no route changes it; a trigger refuses
 * UPDATE and DELETE).
 */
export const recordStaffAction = async (
  tx: Executor,
  session: Session,
  entry: StaffAction,
): Promise<void> => {
  const staff = await findStaffUser(tx, session.userId);
  await insertAuditRow(tx, {
    staffUserId: session.userId,
    staffName: staff?.userName ?? '',
    action: entry.action,
    objectType: entry.objectType,
    objectNo: entry.objectNo,
    before: entry.before ?? null,
    after: entry.after ?? null,
    traceId: callerTraceId(),
  });
};

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
