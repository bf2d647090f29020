import { z } from 'zod';
import { newPasswordSchema } from '../validation/password.ts';
import { ZRecordId } from './record-id.ts';

/** Sub-users of an account (features/user-admin): its administrator lists, invites and disables them. */

export const ACCOUNT_ROLES = ['admin', 'member'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

/** Hours an invitation link stays valid. */
export const INVITATION_VALID_HOURS = 72;

/** GET subUser/myRole: whether the caller administers the current account. */
export const ZAccountRoleAnswer = z.object({ isAdmin: z.boolean() });
export type AccountRoleAnswer = z.infer<typeof ZAccountRoleAnswer>;

export const ZSubUser = z.object({
  userId: z.number().int(),
  loginName: z.string(),
  userName: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  status: z.enum(['active', 'disabled']),
  /** Whether it is the caller (an administrator cannot disable itself). */
  isSelf: z.boolean(),
  disabledAt: z.string().nullable(),
});
export type SubUser = z.infer<typeof ZSubUser>;

export const ZPendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  userName: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'expired']),
});
export type PendingInvitation = z.infer<typeof ZPendingInvitation>;

/** POST subUser/list: the account's users and its invitations not yet accepted. */
export const ZSubUserList = z.object({
  users: z.array(ZSubUser),
  invitations: z.array(ZPendingInvitation),
});
export type SubUserList = z.infer<typeof ZSubUserList>;

/** POST subUser/invite. */
export const ZInviteUserRequest = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'error.fieldRequired')
    .max(254)
    .refine((value) => z.email().safeParse(value).success, 'error.emailInvalid'),
  userName: z.string().trim().min(1, 'error.fieldRequired').max(50),
});
export type InviteUserRequest = z.infer<typeof ZInviteUserRequest>;
export type InviteUserInput = z.input<typeof ZInviteUserRequest>;

/** POST subUser/disable. */
export const ZDisableUserRequest = z.object({ userId: ZRecordId });
export type DisableUserRequest = z.infer<typeof ZDisableUserRequest>;

/** The link's token: 43 base64url characters (32 random bytes). */
export const ZInvitationToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'userAdmin.error.invitationInvalid');

export const ZInvitationQuery = z.object({ token: ZInvitationToken });

/** GET public/invitation: what the invitee sees before choosing a password. */
export const ZInvitationView = z.object({
  email: z.string(),
  userName: z.string(),
  companyName: z.string(),
  expiresAt: z.string(),
});
export type InvitationView = z.infer<typeof ZInvitationView>;

/** Login names: 3–32 letters, digits, dot, dash or underscore. */
export const ZLoginName = z
  .string()
  .trim()
  .min(1, 'error.fieldRequired')
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'userAdmin.error.loginNameFormat');

/** POST public/invitation/accept: the invitee's login name and password (the password policy applies). */
export const ZAcceptInvitationRequest = z
  .object({ token: ZInvitationToken, loginName: ZLoginName, password: z.string() })
  .superRefine((value, ctx) => {
    const checked = newPasswordSchema({ loginName: value.loginName }).safeParse(value.password);
    for (const issue of checked.success ? [] : checked.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: issue.message });
    }
  });
export type AcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;
export type AcceptInvitationInput = z.input<typeof ZAcceptInvitationRequest>;

export const ZAcceptInvitationAnswer = z.object({ loginName: z.string(), accountName: z.string() });
export type AcceptInvitationAnswer = z.infer<typeof ZAcceptInvitationAnswer>;
