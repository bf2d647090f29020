import type { Executor } from '../db/client.ts';
import { callerTraceId } from './request-trace.ts';
import type { Session } from './session.ts';
import { findStaffName, insertAuditRow } from './staff-audit.repository.ts';

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
  const staffName = await findStaffName(tx, session.userId);
  await insertAuditRow(tx, {
    staffUserId: session.userId,
    staffName: staffName ?? '',
    action: entry.action,
    objectType: entry.objectType,
    objectNo: entry.objectNo,
    before: entry.before ?? null,
    after: entry.after ?? null,
    traceId: callerTraceId(),
  });
};
