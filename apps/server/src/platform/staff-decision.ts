import { chinaDateTime, ERROR_CODES } from '@cargo/domain';
import type { Executor } from '../db/client.ts';
import { AppError } from './errors.ts';
import { findLatestAction } from './staff-audit.repository.ts';

/**
 * The answer to a decision on an item another staff member decided first: HTTP 409 naming who decided it and
 * when (from the audit log, written in the winning decision's transaction). Without an audit row (decided
 * before the log existed, or moved by the customer) the caller's own refusal stands.
 */
export const decidedAlready = async (
  db: Executor,
  object: { objectType: string; objectNo: string },
  otherwise: AppError,
): Promise<AppError> => {
  const latest = await findLatestAction(db, object.objectType, object.objectNo);
  if (latest === undefined) return otherwise;
  return new AppError(ERROR_CODES.conflict, 'staff.error.decidedBy', {
    name: latest.staffName,
    at: chinaDateTime(latest.at),
  });
};
