import { z } from 'zod';
import { accountRoleSchema } from '../codes/code-schemas.ts';
import { newPasswordSchema } from '../validation/password.ts';
import { ZRecordId } from './record-id.ts';

/**
 * Members of an account and of its subordinate accounts (features/user-admin): an administrator lists,
 * invites, changes roles and disables them (docs/business-rules.md "Member roles").
 */

/** Hours an invitation link stays valid. */
export const INVITATION_VALID_HOURS = 72;

/** GET subUser/myRole: the caller's role in the current account. */
export const ZAccountRoleAnswer = z.object({ isAdmin: z.boolean(), role: accountRoleSchema });
export type AccountRoleAnswer = z.infer<typeof ZAccountRoleAnswer>;

/** An account the administrator manages: the current account or one of its subordinate accounts. */
export const ZManagedAccount = z.object({
  accountName: z.string(),
  companyName: z.string(),
  isSubordinate: z.boolean(),
});
export type ManagedAccount = z.infer<typeof ZManagedAccount>;

/** A user's membership of one managed account. */
export const ZMemberGrant = z.object({
  accountName: z.string(),
  role: accountRoleSchema,
  status: z.enum(['active', 'disabled']),
  disabledAt: z.string().nullable(),
});
export type MemberGrant = z.infer<typeof ZMemberGrant>;

export const ZSubUser = z.object({
  userId: z.number().int(),
  loginName: z.string(),
  userName: z.string(),
  email: z.string(),
  /** Its memberships of the managed accounts, in the order of `accounts`. */
  memberships: z.array(ZMemberGrant),
  /** Whether it is the caller (an administrator cannot disable itself or change its own role). */
  isSelf: z.boolean(),
});
export type SubUser = z.infer<typeof ZSubUser>;

/** One account an invitation grants and the role there. */
export const ZInvitationGrant = z.object({
  accountName: z.string().trim().min(1, 'error.fieldRequired').max(64),
  role: accountRoleSchema,
});
export type InvitationGrant = z.infer<typeof ZInvitationGrant>;

export const ZPendingInvitation = z.object({
  id: z.number().int(),
  email: z.string(),
  userName: z.string(),
  expiresAt: z.string(),
  status: z.enum(['pending', 'expired']),
  grants: z.array(ZInvitationGrant),
});
export type PendingInvitation = z.infer<typeof ZPendingInvitation>;

/** POST subUser/list: the managed accounts, their users and the invitations not yet accepted. */
export const ZSubUserList = z.object({
  accounts: z.array(ZManagedAccount),
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
  /** The accounts granted and the role in each: at least one, each account once. */
  grants: z
    .array(ZInvitationGrant)
    .min(1, 'userAdmin.error.grantRequired')
    .max(50)
    .refine(
      (grants) => new Set(grants.map((grant) => grant.accountName)).size === grants.length,
      'userAdmin.error.grantTwice',
    ),
});
export type InviteUserRequest = z.infer<typeof ZInviteUserRequest>;
export type InviteUserInput = z.input<typeof ZInviteUserRequest>;

/** POST subUser/disable: the user's membership of one managed account. */
export const ZDisableUserRequest = z.object({
  userId: ZRecordId,
  accountName: z.string().trim().min(1, 'error.fieldRequired').max(64),
});
export type DisableUserRequest = z.infer<typeof ZDisableUserRequest>;

/** POST subUser/changeRole: the user's role in one managed account. */
export const ZChangeRoleRequest = z.object({
  userId: ZRecordId,
  accountName: z.string().trim().min(1, 'error.fieldRequired').max(64),
  role: accountRoleSchema,
});
export type ChangeRoleRequest = z.infer<typeof ZChangeRoleRequest>;

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
  /** The accounts granted (company names in the caller's language) and the role in each. */
  grants: z.array(z.object({ companyName: z.string(), role: accountRoleSchema })),
  /**
   * Whether the invited address already has a login: then the invitee accepts with that login name and its
   * password, and the grants join that user (only the holder of the mailed link learns it).
   */
  hasLogin: z.boolean(),
});
export type InvitationView = z.infer<typeof ZInvitationView>;

/** Login names: 3–32 letters, digits, dot, dash or underscore. */
export const ZLoginName = z
  .string()
  .trim()
  .min(1, 'error.fieldRequired')
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, 'userAdmin.error.loginNameFormat');

/**
 * POST public/invitation/accept: the invitee's login name and password. A new login's password follows the
 * password policy; `joinExisting` accepts with the existing login of the invited address and its password.
 */
export const ZAcceptInvitationRequest = z
  .object({
    token: ZInvitationToken,
    loginName: ZLoginName,
    password: z.string().max(128),
    joinExisting: z.boolean().default(false),
  })
  .superRefine((value, ctx) => {
    if (value.joinExisting) return;
    const checked = newPasswordSchema({ loginName: value.loginName }).safeParse(value.password);
    for (const issue of checked.success ? [] : checked.error.issues) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: issue.message });
    }
  });
export type AcceptInvitationRequest = z.infer<typeof ZAcceptInvitationRequest>;
export type AcceptInvitationInput = z.input<typeof ZAcceptInvitationRequest>;

export const ZAcceptInvitationAnswer = z.object({ loginName: z.string(), accountName: z.string() });
export type AcceptInvitationAnswer = z.infer<typeof ZAcceptInvitationAnswer>;
