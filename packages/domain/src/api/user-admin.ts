import { z } from 'zod';
import {
  ZAcceptInvitationAnswer,
  ZAcceptInvitationRequest,
  ZAccountRoleAnswer,
  ZChangeRoleRequest,
  ZDisableUserRequest,
  ZInvitationQuery,
  ZInvitationView,
  ZInviteUserRequest,
  ZPendingInvitation,
  ZSubUserList,
} from '../schemas/user-admin.ts';
import { customerAccess, endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

/**
 * Members of an account and of its subordinate accounts (SPEC §6 "Accounts may have subordinate users"): its
 * administrator manages them.
 */
export const userAdminEndpoints = {
  myRole: endpoint({
    ...portalFirstScreenCalls.myRole,
    access: customerAccess.read,
    response: ZAccountRoleAnswer,
    summary: "The caller's role in the current account",
  }),
  list: endpoint({
    method: 'POST',
    path: '/cargo/user/subUser/list',
    access: customerAccess.admin,
    response: ZSubUserList,
    summary:
      'The users of the account and of its subordinate accounts with their roles, and open invitations',
  }),
  invite: endpoint({
    method: 'POST',
    path: '/cargo/user/subUser/invite',
    access: customerAccess.admin,
    body: ZInviteUserRequest,
    response: ZPendingInvitation,
    summary: 'Mails a one-time link granting the named accounts (this one, its subordinates) a role in each',
  }),
  changeRole: endpoint({
    method: 'POST',
    path: '/cargo/user/subUser/changeRole',
    access: customerAccess.admin,
    body: ZChangeRoleRequest,
    response: z.null(),
    summary: "Changes a user's role in the account or one of its subordinate accounts",
  }),
  disable: endpoint({
    method: 'POST',
    path: '/cargo/user/subUser/disable',
    access: customerAccess.admin,
    body: ZDisableUserRequest,
    response: z.null(),
    summary: "Disables a user's membership of the account or a subordinate account and ends its sessions",
  }),
  viewInvitation: endpoint({
    method: 'GET',
    path: '/cargo/public/invitation',
    access: 'public',
    query: ZInvitationQuery,
    response: ZInvitationView,
    rateLimit: { max: 30, timeWindowSeconds: 60 },
    summary: 'The invitation a link carries, while it is unused and unexpired',
  }),
  acceptInvitation: endpoint({
    method: 'POST',
    path: '/cargo/public/invitation/accept',
    access: 'public',
    body: ZAcceptInvitationRequest,
    response: ZAcceptInvitationAnswer,
    rateLimit: { max: 10, timeWindowSeconds: 60 },
    summary: "Creates the invitee's login with its password; the link is then used up",
  }),
};
