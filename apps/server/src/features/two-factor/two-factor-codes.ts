import { businessNow, isTotpCode, RECOVERY_CODE_COUNT } from '@cargo/domain';
import type { Executor } from '../../db/client.ts';
import { acceptedStep, newRecoveryCode, recoveryCodeHash } from './totp.ts';
import {
  confirmTotp,
  findTotp,
  lockConfirmedTotp,
  replaceRecoveryCodes,
  setLastUsedStep,
  useRecoveryCode,
} from './two-factor.repository.ts';

/** Checking codes in a transaction: a TOTP code moves the user's last used step, a recovery code is used up. */

/** A right TOTP code of the user's confirmed secret, not used before: its step is recorded. */
export const useTotpCode = async (tx: Executor, userId: number, code: string): Promise<boolean> => {
  const totp = await lockConfirmedTotp(tx, userId);
  if (totp === undefined) return false;
  const step = await acceptedStep(totp.secret, code, totp.lastUsedStep);
  if (step === undefined) return false;
  await setLastUsedStep(tx, userId, step);
  return true;
};

/** At sign-in: the app's code, or an unused recovery code (used up). */
export const useSignInCode = async (tx: Executor, userId: number, code: string): Promise<boolean> => {
  if (isTotpCode(code)) return useTotpCode(tx, userId, code);
  if ((await lockConfirmedTotp(tx, userId)) === undefined) return false;
  return useRecoveryCode(tx, userId, recoveryCodeHash(code), businessNow());
};

/** Ten new recovery codes for the user, replacing the earlier ones; answered in clear this once. */
export const issueRecoveryCodes = async (tx: Executor, userId: number): Promise<string[]> => {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(tx, userId, codes.map(recoveryCodeHash));
  return codes;
};

/**
 * Confirms the user's unconfirmed secret with a code of it: TOTP is on from now, with ten recovery codes
 * (answered); undefined for a wrong code or no secret waiting.
 */
export const confirmSecret = async (tx: Executor, userId: number, code: string) => {
  const totp = await findTotp(tx, userId);
  if (totp === undefined || totp.confirmedAt !== null || !isTotpCode(code)) return undefined;
  const step = await acceptedStep(totp.secret, code, 0);
  if (step === undefined) return undefined;
  await confirmTotp(tx, userId, step, businessNow());
  return issueRecoveryCodes(tx, userId);
};
