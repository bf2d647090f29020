import { z } from 'zod';
import {
  ZDisableTwoFactorRequest,
  ZRecoveryCodes,
  ZTotpCodeRequest,
  ZTotpEnrolment,
  ZTwoFactorRequirementRequest,
  ZTwoFactorStatus,
} from '../schemas/two-factor.ts';
import { customerAccess, endpoint } from './endpoint.ts';

/** Two-factor sign-in on the account page (docs/business-rules.md "Two-factor sign-in"). */
export const twoFactorEndpoints = {
  status: endpoint({
    method: 'GET',
    path: '/cargo/user/twoFactor',
    access: customerAccess.read,
    response: ZTwoFactorStatus,
    summary: "Whether the user signs in with TOTP, its recovery codes left, and the account's requirement",
  }),
  startEnrolment: endpoint({
    method: 'POST',
    path: '/cargo/user/twoFactor/enrolment',
    access: customerAccess.read,
    response: ZTotpEnrolment,
    summary:
      'A new TOTP secret (text, otpauth address, QR code) to confirm with a code; replaces one unconfirmed',
  }),
  confirmEnrolment: endpoint({
    method: 'POST',
    path: '/cargo/user/twoFactor/confirm',
    access: customerAccess.read,
    body: ZTotpCodeRequest,
    response: ZRecoveryCodes,
    summary: 'Turns TOTP on with a code of the new secret; answers ten recovery codes, shown once',
  }),
  disable: endpoint({
    method: 'POST',
    path: '/cargo/user/twoFactor/disable',
    access: customerAccess.read,
    body: ZDisableTwoFactorRequest,
    response: z.null(),
    summary: "Turns TOTP off with the password and a code, unless one of the user's accounts requires it",
  }),
  regenerateRecoveryCodes: endpoint({
    method: 'POST',
    path: '/cargo/user/twoFactor/recoveryCodes',
    access: customerAccess.read,
    body: ZTotpCodeRequest,
    response: ZRecoveryCodes,
    summary: 'Ten new recovery codes with a code of the app; the earlier ones stop working',
  }),
  setRequirement: endpoint({
    method: 'POST',
    path: '/cargo/account/twoFactorRequirement',
    access: customerAccess.admin,
    body: ZTwoFactorRequirementRequest,
    response: ZTwoFactorStatus,
    summary: "The account's administrator requires (or no longer requires) TOTP of the account's members",
  }),
};
