import { z } from 'zod';
import { mobileSchema } from '../validation/mobile.ts';
import { newPasswordSchema } from '../validation/password.ts';

export const ZYesNo = z.enum(['Y', 'N']);
export const ZUserType = z.enum(['COMMON', 'CARGO']);

export interface MenuItem {
  menuId: string;
  menuName: string;
  menuUrl: string;
  title: string;
  path: string;
  authCode: string;
  disabled: boolean;
  blank: boolean;
  subMenus: MenuItem[];
}
export const ZMenuItem: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({
    menuId: z.string(),
    menuName: z.string(),
    menuUrl: z.string(),
    title: z.string(),
    path: z.string(),
    authCode: z.string(),
    disabled: z.boolean(),
    blank: z.boolean(),
    subMenus: z.array(ZMenuItem),
  }),
);

export const ZAccountSummary = z.object({
  accountName: z.string(),
  companyName: z.string(),
  userType: ZUserType,
  /** Reached through a parent account the user belongs to. */
  isSubordinate: z.boolean(),
  isCurrent: z.boolean(),
  /** The sandbox twin of a live account the user reaches (docs/business-rules.md "The sandbox"). */
  isSandbox: z.boolean(),
});
export type AccountSummary = z.infer<typeof ZAccountSummary>;

/** POST /cargo/user/userInfo (SPEC §3 "User state", §7). */
export const ZUserInfo = z.object({
  ip: z.string(),
  type: ZUserType,
  graySign: ZYesNo,
  isReset: ZYesNo,
  isVip: z.boolean(),
  language: z.string(),
  storage: z.string(),
  userName: z.string(),
  companyName: z.string(),
  curUser: z.object({
    accountName: z.string(),
    companyName: z.string(),
    agentPhone: z.string(),
    isRealName: ZYesNo,
    userName: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  allUser: z.array(ZAccountSummary),
  menus: z.array(ZMenuItem),
});
export type UserInfo = z.infer<typeof ZUserInfo>;

/** POST /cargo/user/chooseUser and /user/chooseUser. */
export const ZChooseUserRequest = z.object({
  accountName: z.string().trim().min(1, 'error.fieldRequired').max(64),
});
export type ChooseUserRequest = z.infer<typeof ZChooseUserRequest>;
export const ZChooseUserResponse = z.object({ accountName: z.string() });
export type ChooseUserResponse = z.infer<typeof ZChooseUserResponse>;

// ---------------------------------------------------------------------------------------------------
// Account management (SPEC §2 /user-management/account, §7 "Account")

const requiredText = (max: number) => z.string().trim().min(1, 'error.fieldRequired').max(max);

/** Limits of the contact fields a customer maintains itself (POST /company/updaCarGoInfo). */
export const ACCOUNT_CONTACT_LIMITS = {
  companyNameEn: 200,
  contactName: 50,
  contactEmail: 254,
  address: 200,
} as const;

/** CJK ideographs, CJK punctuation and full-width forms: not part of an English name. */
const CJK_PATTERN = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]/;

/** The current account's company, as an account management page shows it (POST /company/queryCarGo). */
export const ZCompanyProfile = z.object({
  accountName: z.string(),
  /** Registered Chinese name: insurer-managed, not editable by the customer. */
  companyName: z.string(),
  companyNameEn: z.string(),
  /** Unified social credit code: insurer-managed, not editable by the customer. */
  creditCode: z.string(),
  userType: ZUserType,
  /** The servicing agent's phone: insurer-managed. */
  agentPhone: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  address: z.string(),
  isVip: z.boolean(),
});
export type CompanyProfile = z.infer<typeof ZCompanyProfile>;

export const ZSubordinateAccount = z.object({
  accountName: z.string(),
  companyName: z.string(),
  companyNameEn: z.string(),
  creditCode: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
});
export type SubordinateAccount = z.infer<typeof ZSubordinateAccount>;

/** POST /company/queryCarGo `{}`: the company of the session's account, the logged-in user, subordinates. */
export const ZCargoAccountInfo = ZCompanyProfile.extend({
  /** The parent account's name when the current account is a subordinate one. */
  parentAccountName: z.string().nullable(),
  user: z.object({
    loginName: z.string(),
    userName: z.string(),
    email: z.string(),
    phone: z.string(),
    isRealName: ZYesNo,
    isReset: ZYesNo,
  }),
  subordinates: z.array(ZSubordinateAccount),
});
export type CargoAccountInfo = z.infer<typeof ZCargoAccountInfo>;

/**
 * POST /company/updaCarGoInfo: the contact fields of the current account. The registered name, the
 * credit code, the user type and the agent phone are the insurer's and cannot be changed here. An optional
 * field left out is left as it is; an empty one is cleared.
 */
export const ZUpdateCargoInfoRequest = z.object({
  companyNameEn: z
    .string()
    .trim()
    .max(ACCOUNT_CONTACT_LIMITS.companyNameEn)
    .refine((value) => !CJK_PATTERN.test(value), 'account.validation.englishName')
    .optional(),
  contactName: requiredText(ACCOUNT_CONTACT_LIMITS.contactName),
  /** Mainland mobile (SPEC §5), sent normalised. */
  contactPhone: mobileSchema,
  contactEmail: z
    .string()
    .trim()
    .max(ACCOUNT_CONTACT_LIMITS.contactEmail)
    .refine((value) => value === '' || z.email().safeParse(value).success, 'error.emailInvalid')
    .optional(),
  address: z.string().trim().max(ACCOUNT_CONTACT_LIMITS.address).optional(),
});
export type UpdateCargoInfoRequest = z.infer<typeof ZUpdateCargoInfoRequest>;
export type UpdateCargoInfoInput = z.input<typeof ZUpdateCargoInfoRequest>;

/** Builds the change-password request schema; with the login name it also refuses passwords containing it. */
const updatePasswordSchema = (loginName?: string) =>
  z
    .object({
      oldPassword: z.string().min(1, 'error.fieldRequired').max(128),
      newPassword: newPasswordSchema({ loginName }),
    })
    .superRefine((value, ctx) => {
      if (value.newPassword === value.oldPassword) {
        ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'validation.password.sameAsOld' });
      }
    });

/** POST /cargo/user/updatePassword `{ oldPassword, newPassword }` (policy: validation/password.ts). */
export const ZUpdatePasswordRequest = updatePasswordSchema();
export type UpdatePasswordRequest = z.infer<typeof ZUpdatePasswordRequest>;
/** The same request checked for one user: the new password must not contain its login name. */
export const updatePasswordRequestFor = (loginName: string) => updatePasswordSchema(loginName);

export const ZUpdatePasswordResponse = z.object({
  isReset: ZYesNo,
  /** How many other sessions of the user were ended (the caller's own stays). */
  endedSessions: z.number().int(),
});
export type UpdatePasswordResponse = z.infer<typeof ZUpdatePasswordResponse>;

/** SMS verification codes (docs/business-rules.md "Account"). */
export const SMS_CODE_POLICY = {
  length: 6,
  ttlSeconds: 300,
  /** One send per user per minute. */
  resendSeconds: 60,
  /** Wrong entries before a code is void. */
  maxFailedAttempts: 5,
  /** Codes sent to one mobile number per rolling 24 hours. */
  maxPerMobilePerDay: 10,
} as const;

export const ZSmsCode = z
  .string()
  .trim()
  .min(1, { message: 'error.fieldRequired', abort: true })
  .regex(/^\d{6}$/, 'account.validation.smsCode');

/** POST /sms/sendMsg `{ mobile }`. */
export const ZSendSmsRequest = z.object({ mobile: mobileSchema });
export type SendSmsRequest = z.infer<typeof ZSendSmsRequest>;
export const ZSendSmsResponse = z.object({
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type SendSmsResponse = z.infer<typeof ZSendSmsResponse>;

/** POST /sms/verifyOTP and POST /cargo/user/updateCustomerPhone `{ mobile, code }`. */
export const ZVerifySmsRequest = z.object({ mobile: mobileSchema, code: ZSmsCode });
export type VerifySmsRequest = z.infer<typeof ZVerifySmsRequest>;
export const ZVerifySmsResponse = z.object({ verified: z.boolean() });
export type VerifySmsResponse = z.infer<typeof ZVerifySmsResponse>;

export const ZUpdateCustomerPhoneRequest = ZVerifySmsRequest;
export type UpdateCustomerPhoneRequest = z.infer<typeof ZUpdateCustomerPhoneRequest>;
export const ZUpdateCustomerPhoneResponse = z.object({ phone: z.string(), isRealName: ZYesNo });
export type UpdateCustomerPhoneResponse = z.infer<typeof ZUpdateCustomerPhoneResponse>;

/** One live customer session of the user (POST /cargo/user/sessions); docs/business-rules.md "Sessions". */
export const ZUserSession = z.object({
  /** Public id: the first 16 hex characters of sha256('session-id:' + token hash); reveals nothing of the token. */
  id: z.string(),
  /** Browser and system read from the User-Agent at login, in the caller's language ("Chrome on Windows"). */
  device: z.string(),
  ip: z.string(),
  /** China time, yyyy-MM-dd HH:mm:ss. */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof ZUserSession>;
export const ZUserSessions = z.object({ sessions: z.array(ZUserSession) });
export type UserSessions = z.infer<typeof ZUserSessions>;

/** POST /cargo/user/sessions/end `{ id }`: ends one other session of the user. */
export const ZEndSessionRequest = z.object({ id: z.string().trim().min(1, 'error.fieldRequired') });
export type EndSessionRequest = z.infer<typeof ZEndSessionRequest>;
/** How many sessions were ended. */
export const ZEndedSessions = z.object({ endedSessions: z.number().int() });
export type EndedSessions = z.infer<typeof ZEndedSessions>;
