import { z } from 'zod';

/**
 * Two-factor sign-in with TOTP (RFC 6238, authenticator apps) and its recovery codes (docs/business-rules.md
 * "Two-factor sign-in").
 */

/** Ten recovery codes, each `xxxx-xxxx` of lowercase letters and digits, shown once. */
export const RECOVERY_CODE_COUNT = 10;
/** How long the half-logged-in state after a right password lasts. */
export const TWO_FACTOR_CHALLENGE_SECONDS = 300;

const TOTP_CODE = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z0-9]{4}-?[a-z0-9]{4}$/;

/** The six digits of the authenticator app. */
export const totpCodeSchema = z
  .string()
  .trim()
  .min(1, { message: 'error.fieldRequired', abort: true })
  .regex(TOTP_CODE, 'twoFactor.validation.totpCode');

/** At sign-in: the app's six digits, or one recovery code (spaces and case ignored). */
export const signInCodeSchema = z
  .string()
  .transform((text) => text.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { message: 'error.fieldRequired', abort: true })
      .max(16)
      .refine((code) => TOTP_CODE.test(code) || RECOVERY_CODE.test(code), 'twoFactor.validation.signInCode'),
  );

/** Whether a sign-in code is the app's six digits (else a recovery code). */
export const isTotpCode = (code: string): boolean => TOTP_CODE.test(code);

/** The answer of a right password when a second step is due: a short-lived, single-use challenge. */
export const ZTwoFactorChallenge = z.object({
  twoFactor: z.object({
    challenge: z.string(),
    /** `code`: give the app's code or a recovery code; `enrol`: TOTP is required and must be set up first. */
    step: z.enum(['code', 'enrol']),
    expiresInSeconds: z.number().int(),
  }),
});
export type TwoFactorChallenge = z.infer<typeof ZTwoFactorChallenge>;

const challengeText = z.string().trim().min(1, 'error.fieldRequired').max(64);

/** POST …/twoFactor: the challenge and the code. */
export const ZTwoFactorSignInRequest = z.object({ challenge: challengeText, code: signInCodeSchema });
export type TwoFactorSignInRequest = z.infer<typeof ZTwoFactorSignInRequest>;

/** POST /login/twoFactor/enrolment: the secret of an enrolment challenge. */
export const ZChallengeEnrolmentRequest = z.object({ challenge: challengeText });

/** A new secret to enter in the app: as text, as an otpauth:// address, and as a QR code (SVG markup). */
export const ZTotpEnrolment = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof ZTotpEnrolment>;

/** Recovery codes, shown this once. */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/** POST /cargo/user/twoFactor/confirm and …/recoveryCodes: the app's current code. */
export const ZTotpCodeRequest = z.object({ code: totpCodeSchema });
export type TotpCodeRequest = z.infer<typeof ZTotpCodeRequest>;

/** POST /cargo/user/twoFactor/disable: the password and the app's current code. */
export const ZDisableTwoFactorRequest = z.object({
  password: z.string().min(1, 'error.fieldRequired').max(128),
  code: totpCodeSchema,
});
export type DisableTwoFactorRequest = z.infer<typeof ZDisableTwoFactorRequest>;

/** GET /cargo/user/twoFactor: the user's state, and the current account's requirement. */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** One of the user's accounts requires it: it cannot be turned off. */
  required: z.boolean(),
  /** The current account requires it of its members (the setting below). */
  accountRequires: z.boolean(),
  /** The caller administers the current account: it may change the requirement. */
  canRequire: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** POST /cargo/account/twoFactorRequirement: whether the current account's members must use it. */
export const ZTwoFactorRequirementRequest = z.object({ required: z.boolean() });
export type TwoFactorRequirementRequest = z.infer<typeof ZTwoFactorRequirementRequest>;
