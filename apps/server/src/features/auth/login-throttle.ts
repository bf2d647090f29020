import { ERROR_CODES } from '@cargo/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { countFailedLogins, insertLoginAttempt } from './auth.repository.ts';

/** Business rule (docs/business-rules.md "Login"): 5 failures per account or 20 per IP within 15 minutes lock out. */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export const assertLoginAllowed = async (db: Executor, accountKey: string, ip: string) => {
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  const params = { minutes: LOGIN_WINDOW_MINUTES };
  if ((await countFailedLogins(db, { accountKey }, since)) >= MAX_FAILURES_PER_ACCOUNT) {
    throw new AppError(ERROR_CODES.tooManyRequests, 'error.loginLockedAccount', params);
  }
  if ((await countFailedLogins(db, { ip }, since)) >= MAX_FAILURES_PER_IP) {
    throw new AppError(ERROR_CODES.tooManyRequests, 'error.loginLockedIp', params);
  }
};

/**
 * The same failure budget for other secrets checked on a key of the attempts table, e.g. the current
 * password on a password change (`password:<userId>`): `max` failures within `minutes` lock the key.
 */
export const assertAttemptsAllowed = async (
  db: Executor,
  accountKey: string,
  limit: { max: number; minutes: number; messageKey: string },
) => {
  const since = new Date(Date.now() - limit.minutes * 60_000);
  if ((await countFailedLogins(db, { accountKey }, since)) >= limit.max) {
    throw new AppError(ERROR_CODES.tooManyRequests, limit.messageKey, { minutes: limit.minutes });
  }
};

export const recordAttempt = async (
  db: Executor,
  attempt: { accountKey: string; ip: string; succeeded: boolean },
) => insertLoginAttempt(db, attempt);
