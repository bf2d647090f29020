import { createHash, randomInt } from 'node:crypto';
import { businessNow } from '@cargo/domain';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * TOTP by otplib (RFC 6238: SHA-1, 6 digits, 30-second steps, what every authenticator app uses), read against
 * the business clock. A code of the step before or after the current one is accepted (a phone's clock a little
 * off, a code typed as it changed); two steps away is refused.
 */
export const TOTP_PERIOD_SECONDS = 30;
const ISSUER = 'Cargo Portal';

/** A new secret: 20 random bytes in Base32, as authenticator apps take it. */
export const newTotpSecret = (): string => generateSecret();

/** What the enrolment page shows: the secret, its otpauth:// address and that address as a QR code. */
export const enrolmentOf = async (secret: string, loginName: string) => {
  const otpauthUri = generateURI({ issuer: ISSUER, label: loginName, secret });
  const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { secret, otpauthUri, qrSvg };
};

/**
 * The time step of a right code of `secret`, within one step of now and later than `afterStep` (a code of a step
 * already used is refused: replay); undefined otherwise.
 */
export const acceptedStep = async (
  secret: string,
  code: string,
  afterStep: number,
): Promise<number | undefined> => {
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(businessNow().getTime() / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
    // 0 is "none used yet": otplib takes a step to compare with only when there is one.
    ...(afterStep > 0 ? { afterTimeStep: afterStep } : {}),
  });
  if (!result.valid) return undefined;
  // The TOTP result names its step; the functional API types the HOTP result alongside it.
  return 'timeStep' in result ? result.timeStep : undefined;
};

/** Recovery codes: `xxxx-xxxx` of lowercase letters and digits without look-alikes (about 40 random bits each). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const newRecoveryCode = (): string => {
  const chars = Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
};

/** A recovery code as stored: the SHA-256 of its characters without the dash (high entropy: no slow hash needed). */
export const recoveryCodeHash = (code: string): string =>
  createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');
