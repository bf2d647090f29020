import {
  type DisableTwoFactorRequest,
  ERROR_CODES,
  type RecoveryCodes,
  type TotpEnrolment,
  type TwoFactorStatus,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { assertAccountAdmin, isAccountAdmin } from '../../platform/account-admin.ts';
import { AppError, badRequest } from '../../platform/errors.ts';
import { reserveSecretAttempt } from '../../platform/login-throttle.ts';
import { verifyPassword } from '../../platform/password-hash.ts';
import type { Session } from '../../platform/session.ts';
import { enrolmentOf, newTotpSecret } from './totp.ts';
import {
  countRecoveryCodesLeft,
  deleteTotp,
  findAccountRequirement,
  findTotp,
  findUserSecrets,
  isRequiredByAnAccount,
  saveUnconfirmedSecret,
  setAccountRequirement,
} from './two-factor.repository.ts';
import { confirmSecret, issueRecoveryCodes, useTotpCode } from './two-factor-codes.ts';

/** Business rule: 5 wrong codes (or passwords) on the account page per user in 15 minutes lock for the rest. */
export const TWO_FACTOR_CODE_LIMIT = { max: 5, minutes: 15, messageKey: 'twoFactor.error.locked' } as const;

const codeWrong = () => badRequest('twoFactor.error.codeWrong');

/** GET /cargo/user/twoFactor. */
export const twoFactorStatus = async (app: FastifyInstance, session: Session): Promise<TwoFactorStatus> => {
  const totp = await findTotp(app.db, session.userId);
  const enabled = totp?.confirmedAt != null;
  return {
    enabled,
    recoveryCodesLeft: enabled ? await countRecoveryCodesLeft(app.db, session.userId) : 0,
    required: await isRequiredByAnAccount(app.db, session.userId),
    accountRequires: await findAccountRequirement(app.db, session.accountId),
    canRequire: await isAccountAdmin(app, session.userId, session.accountId),
  };
};

/** POST /cargo/user/twoFactor/enrolment: a new secret to confirm (refused while TOTP is on). */
export const startEnrolment = async (app: FastifyInstance, session: Session): Promise<TotpEnrolment> => {
  const [totp, user] = await Promise.all([
    findTotp(app.db, session.userId),
    findUserSecrets(app.db, session.userId),
  ]);
  if (totp?.confirmedAt) throw new AppError(ERROR_CODES.conflict, 'twoFactor.error.alreadyOn');
  if (!user) throw new AppError(ERROR_CODES.sessionExpired);
  const secret = newTotpSecret();
  await saveUnconfirmedSecret(app.db, session.userId, secret);
  return enrolmentOf(secret, user.loginName);
};

/**
 * Checks a code on the account page against the user's budget (a wrong one counts), in one transaction with
 * what the right one changes; answers what `work` answered, or 400 for a wrong code.
 */
const withCode = async <T>(
  app: FastifyInstance,
  who: { userId: number; ip: string },
  work: (tx: Executor) => Promise<T | undefined>,
): Promise<T> => {
  const reservation = await reserveSecretAttempt(app.db, `totp:${who.userId}`, who.ip, TWO_FACTOR_CODE_LIMIT);
  const result = await app.db.transaction(work);
  if (result === undefined) throw codeWrong();
  await reservation.succeeded();
  return result;
};

/** POST /cargo/user/twoFactor/confirm: TOTP on, with ten recovery codes shown once. */
export const confirmEnrolment = async (
  app: FastifyInstance,
  session: Session,
  code: string,
  ip: string,
): Promise<RecoveryCodes> => {
  const totp = await findTotp(app.db, session.userId);
  if (totp?.confirmedAt) throw new AppError(ERROR_CODES.conflict, 'twoFactor.error.alreadyOn');
  if (totp === undefined) throw new AppError(ERROR_CODES.conflict, 'twoFactor.error.noEnrolment');
  const recoveryCodes = await withCode(app, { userId: session.userId, ip }, (tx) =>
    confirmSecret(tx, session.userId, code),
  );
  return { recoveryCodes };
};

/** POST /cargo/user/twoFactor/recoveryCodes: ten new codes for a right code of the app. */
export const regenerateRecoveryCodes = async (
  app: FastifyInstance,
  session: Session,
  code: string,
  ip: string,
): Promise<RecoveryCodes> => {
  const recoveryCodes = await withCode(app, { userId: session.userId, ip }, async (tx) =>
    (await useTotpCode(tx, session.userId, code)) ? issueRecoveryCodes(tx, session.userId) : undefined,
  );
  return { recoveryCodes };
};

/**
 * POST /cargo/user/twoFactor/disable: with the password and a code; refused while one of the user's accounts
 * requires two-factor sign-in. The secret and the recovery codes are deleted.
 */
export const disableTwoFactor = async (
  app: FastifyInstance,
  session: Session,
  request: DisableTwoFactorRequest,
  ip: string,
): Promise<null> => {
  if (await isRequiredByAnAccount(app.db, session.userId)) {
    throw new AppError(ERROR_CODES.forbidden, 'twoFactor.error.requiredByAccount');
  }
  const user = await findUserSecrets(app.db, session.userId);
  if (!user) throw new AppError(ERROR_CODES.sessionExpired);
  await withCode(app, { userId: session.userId, ip }, async (tx) => {
    if (!(await verifyPassword(user.passwordHash, request.password))) return undefined;
    if (!(await useTotpCode(tx, session.userId, request.code))) return undefined;
    await deleteTotp(tx, session.userId);
    return true;
  });
  return null;
};

/**
 * POST /cargo/account/twoFactorRequirement: the account's administrator requires two-factor sign-in of the
 * account's members (each without it sets it up at its next login), having turned it on for itself first.
 */
export const setTwoFactorRequirement = async (
  app: FastifyInstance,
  session: Session,
  required: boolean,
): Promise<TwoFactorStatus> => {
  await assertAccountAdmin(app, session, 'twoFactor.error.notAdmin');
  const totp = await findTotp(app.db, session.userId);
  if (required && !totp?.confirmedAt) throw new AppError(ERROR_CODES.conflict, 'twoFactor.error.adminFirst');
  await setAccountRequirement(app.db, session.accountId, required);
  return twoFactorStatus(app, session);
};
