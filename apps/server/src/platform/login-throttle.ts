import { businessNow, ERROR_CODES } from '@cargo/domain';
import type { Database, Executor } from '../db/client.ts';
import { AppError } from './errors.ts';
import {
  countFailedLogins,
  deleteAttemptsOf,
  insertPendingAttempt,
  lockAttemptBudget,
  markAttemptSucceeded,
} from './login-throttle.repository.ts';

/**
 * Business rule (docs/business-rules.md "Login and sessions"): 5 failures per name typed or 20 per IP within 15
 * minutes lock out; 5 per user (whichever name) quietly stop its secret being checked.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

/** A failure budget: `max` failures within `minutes` lock the key; `messageKey` says so. */
export interface AttemptLimit {
  max: number;
  minutes: number;
  messageKey: string;
}

/** A reserved attempt: settle it once the secret has been checked. */
export interface AttemptReservation {
  /** A right secret: the attempt stops counting as a failure (a wrong one stays counted). */
  succeeded(): Promise<void>;
}

interface Budget {
  accountKey: string;
  limit: AttemptLimit;
  /** The caller's IP, recorded (null: no address's); with `ipLimit` also counted against that IP. */
  ip: string | null;
  ipLimit?: AttemptLimit;
}

/**
 * Reserves one attempt against a budget before the secret is checked: in one transaction holding the key's
 * (and the IP's) advisory lock, count the failures of the window and record this attempt as a failure. So N
 * concurrent attempts check at most `max` secrets: the others find the budget spent and answer 429.
 */
const reserveAttempt = async (db: Database, budget: Budget): Promise<AttemptReservation> => {
  const now = businessNow().getTime();
  const since = (limit: AttemptLimit) => new Date(now - limit.minutes * 60_000);
  const id = await db.transaction(async (tx) => {
    const { accountKey, limit, ip, ipLimit } = budget;
    await lockAttemptBudget(tx, { accountKey, ip: ipLimit && ip !== null ? ip : undefined });
    if ((await countFailedLogins(tx, { accountKey }, since(limit))) >= limit.max) {
      throw new AppError(ERROR_CODES.tooManyRequests, limit.messageKey, { minutes: limit.minutes });
    }
    if (ipLimit && ip !== null && (await countFailedLogins(tx, { ip }, since(ipLimit))) >= ipLimit.max) {
      throw new AppError(ERROR_CODES.tooManyRequests, ipLimit.messageKey, { minutes: ipLimit.minutes });
    }
    return insertPendingAttempt(tx, { accountKey, ip });
  });
  return { succeeded: () => markAttemptSucceeded(db, id) };
};

const LOGIN_ACCOUNT_LIMIT: AttemptLimit = {
  max: MAX_FAILURES_PER_ACCOUNT,
  minutes: LOGIN_WINDOW_MINUTES,
  messageKey: 'error.loginLockedAccount',
};
const LOGIN_IP_LIMIT: AttemptLimit = {
  max: MAX_FAILURES_PER_IP,
  minutes: LOGIN_WINDOW_MINUTES,
  messageKey: 'error.loginLockedIp',
};

/** A reserved login attempt, and whether the user it names had any attempts left. */
export interface LoginReservation extends AttemptReservation {
  /** False: the user's own budget is spent; the secret must not be checked, and the login fails as a wrong one. */
  userBudgetLeft: boolean;
}

/** A reservation on a budget that is no address's, or undefined when it is spent (a quiet refusal). */
const reserveQuietly = async (db: Database, accountKey: string, limit: AttemptLimit) => {
  try {
    return await reserveAttempt(db, { accountKey, limit, ip: null });
  } catch (error) {
    if (error instanceof AppError && error.code === ERROR_CODES.tooManyRequests) return undefined;
    throw error;
  }
};

/**
 * A login attempt (docs/business-rules.md "Login and sessions", "Neutral answers"). The name typed
 * (`account:<name>`, `email:<address>`, `mobile:<number>`, lower case) and the IP refuse with 429 when spent,
 * whoever the name belongs to. The user it names, if any, has a budget of its own (`user:<id>`, 5 in 15 minutes
 * whichever name is typed) that refuses quietly: a 429 there would tell that two names belong to one user.
 */
export const reserveLoginAttempt = async (
  db: Database,
  login: { typedKey: string; ip: string; userId?: number },
): Promise<LoginReservation> => {
  const typed = await reserveAttempt(db, {
    accountKey: login.typedKey,
    limit: LOGIN_ACCOUNT_LIMIT,
    ip: login.ip,
    ipLimit: LOGIN_IP_LIMIT,
  });
  const user =
    login.userId === undefined
      ? undefined
      : await reserveQuietly(db, `user:${login.userId}`, LOGIN_ACCOUNT_LIMIT);
  return {
    userBudgetLeft: login.userId === undefined || user !== undefined,
    succeeded: async () => {
      await typed.succeeded();
      await user?.succeeded();
    },
  };
};

/** Answers 429 when the key's budget is already spent (a quick refusal before other checks; not a reservation). */
export const assertBudgetLeft = async (db: Database, accountKey: string, limit: AttemptLimit) => {
  const since = new Date(businessNow().getTime() - limit.minutes * 60_000);
  if ((await countFailedLogins(db, { accountKey }, since)) >= limit.max) {
    throw new AppError(ERROR_CODES.tooManyRequests, limit.messageKey, { minutes: limit.minutes });
  }
};

/**
 * The same budget for other secrets checked on a key of the attempts table, e.g. the current password on a
 * password change (`password:<userId>`). The IP is recorded; a wrong secret also counts toward its login budget.
 */
export const reserveSecretAttempt = (db: Database, accountKey: string, ip: string, limit: AttemptLimit) =>
  reserveAttempt(db, { accountKey, limit, ip });

/**
 * A request against a budget that is no address's (e.g. password reset requests per account: `reset:…`): it
 * counts toward its key only, never toward an IP's login budget. Answers 429 when the budget is spent.
 */
export const reserveKeyedRequest = async (db: Database, accountKey: string, limit: AttemptLimit) => {
  await reserveAttempt(db, { accountKey, limit, ip: null });
};

/** Like `reserveKeyedRequest`, but answers whether the budget had room instead of refusing (a quiet cap). */
export const spendKeyedRequestQuietly = async (
  db: Database,
  accountKey: string,
  limit: AttemptLimit,
): Promise<boolean> => (await reserveQuietly(db, accountKey, limit)) !== undefined;

/**
 * After a password reset: the user's login budgets (its own and those of its names) and its password-change
 * budget start afresh (the IP's budget stays: it is the address's, not the user's).
 */
export const clearLoginFailures = (
  db: Executor,
  user: { id: number; loginName: string; email: string; phone: string },
) =>
  deleteAttemptsOf(db, [
    `user:${user.id}`,
    `password:${user.id}`,
    `account:${user.loginName.toLowerCase()}`,
    `email:${user.email.toLowerCase()}`,
    ...(user.phone === '' ? [] : [`mobile:${user.phone}`]),
  ]);
