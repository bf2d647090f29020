import { createHash, randomBytes } from 'node:crypto';
import {
  businessNow,
  ERROR_CODES,
  type TotpEnrolment,
  TWO_FACTOR_CHALLENGE_SECONDS,
  type TwoFactorChallenge,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { reserveLoginAttempt } from '../../platform/login-throttle.ts';
import { enrolmentOf, newTotpSecret } from './totp.ts';
import {
  deleteExpiredChallenges,
  findLiveChallenge,
  findTotp,
  findUserSecrets,
  insertChallenge,
  isRequiredByAnAccount,
  markChallengeUsed,
  saveUnconfirmedSecret,
} from './two-factor.repository.ts';
import { confirmSecret, useSignInCode } from './two-factor-codes.ts';

/**
 * The second step of a login (docs/business-rules.md "Two-factor sign-in"): after a right password, a user with
 * TOTP, or one who must have it (staff; a member of an account requiring it), gets a challenge instead of a
 * session. The challenge is not a session: it reaches no route but its own step, lives five minutes, and is
 * used up by the one right code that opens the session.
 */

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const challengeExpired = () => new AppError(ERROR_CODES.loginFailed, 'twoFactor.error.challengeExpired');

/** The second step due for a user after a right password: none, a code, or setting TOTP up first. */
export const secondStepOf = async (
  app: FastifyInstance,
  userId: number,
  isStaff: boolean,
): Promise<'code' | 'enrol' | undefined> => {
  const totp = await findTotp(app.db, userId);
  if (totp?.confirmedAt) return 'code';
  if (isStaff || (await isRequiredByAnAccount(app.db, userId))) return 'enrol';
  return undefined;
};

/** Opens the challenge of a login whose password was right: its token is answered, its hash kept. */
export const openChallenge = async (
  app: FastifyInstance,
  login: { userId: number; accountId: number; isStaff: boolean; ip: string; step: 'code' | 'enrol' },
): Promise<TwoFactorChallenge> => {
  const now = businessNow();
  await deleteExpiredChallenges(app.db, now);
  const token = randomBytes(32).toString('base64url');
  await insertChallenge(app.db, {
    ...login,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TWO_FACTOR_CHALLENGE_SECONDS * 1000),
  });
  return {
    twoFactor: { challenge: token, step: login.step, expiresInSeconds: TWO_FACTOR_CHALLENGE_SECONDS },
  };
};

/** POST /login/twoFactor/enrolment: a new secret for the user of a live enrolment challenge. */
export const enrolmentForChallenge = async (app: FastifyInstance, token: string): Promise<TotpEnrolment> => {
  const challenge = await findLiveChallenge(app.db, hashToken(token), businessNow());
  if (challenge?.step !== 'enrol') throw challengeExpired();
  const user = await findUserSecrets(app.db, challenge.userId);
  if (!user) throw challengeExpired();
  const secret = newTotpSecret();
  await saveUnconfirmedSecret(app.db, challenge.userId, secret);
  return enrolmentOf(secret, user.loginName);
};

/** The code of a challenge's step, checked in the transaction: recovery codes when TOTP was set up now. */
const checkStep = async (tx: Executor, challenge: { userId: number; step: string }, code: string) => {
  if (challenge.step === 'enrol') return confirmSecret(tx, challenge.userId, code);
  return (await useSignInCode(tx, challenge.userId, code)) ? [] : undefined;
};

/**
 * The second step: the code (or a recovery code) of a live challenge opened at the same entry (staff or
 * customer). The attempt counts against the user's login budget like a password; a wrong code leaves the
 * challenge alive until it expires, the right one uses it up. Answers whom to open the session for.
 */
export const redeemChallenge = async (
  app: FastifyInstance,
  attempt: { challenge: string; code: string; isStaff: boolean; ip: string },
) => {
  const tokenHash = hashToken(attempt.challenge);
  const found = await findLiveChallenge(app.db, tokenHash, businessNow());
  if (found === undefined || found.isStaff !== attempt.isStaff) throw challengeExpired();
  const reservation = await reserveLoginAttempt(app.db, { typedKey: `user:${found.userId}`, ip: attempt.ip });
  const recoveryCodes = await app.db.transaction(async (tx) => {
    const now = businessNow();
    const challenge = await findLiveChallenge(tx, tokenHash, now, true);
    if (challenge === undefined) throw challengeExpired();
    const codes = await checkStep(tx, challenge, attempt.code);
    if (codes !== undefined) await markChallengeUsed(tx, tokenHash, now);
    return codes;
  });
  if (recoveryCodes === undefined) throw new AppError(ERROR_CODES.loginFailed, 'twoFactor.error.codeWrong');
  await reservation.succeeded();
  return { userId: found.userId, accountId: found.accountId, recoveryCodes };
};
