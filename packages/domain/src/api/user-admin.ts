import { z } from 'zod';
import {
  ZAcceptInvitationAnswer,
  ZAcceptInvitationRequest,
  ZAccountRoleAnswer,
  ZDisableUserRequest,
  ZInvitationQuery,
  ZInvitationView,
  ZInviteUserRequest,
  ZPendingInvitation,
  ZSubUserList,
} from '../schemas/user-admin.ts';
import { endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

/** Sub-users of an account (SPEC §6 "Accounts may have subordinate users"): its administrator manages them. */
export const userAdminEndpoints = {
  myRole: endpoint({
    ...portalFirstScreenCalls.myRole,
    access: 'customer',
    response: ZAccountRoleAnswer,
    summary: 'Whether the caller administers the current account',
  }),
  list: endpoint({
    method: 'POST',
    path: '/cargo/user/subUser/list',
    access: 'customer',
    response: ZSubUserList,
    summary: "The account's users and open invitations (administrators only; 403 otherwise)",
  }),
  invite: endpoint({
    method: 'POST',
    path: '/cargo/user/subUser/invite',
    access: 'customer',
    body: ZInviteUserRequest,
    response: ZPendingInvitation,
    summary: 'Mails a one-time link to join the account (administrators only)',
  }),
  disable: endpoint({
    method: 'POST',
    path: '/cargo/user/subUser/disable',
    access: 'customer',
    body: ZDisableUserRequest,
    response: z.null(),
    summary: 'Disables a user of the account and ends its sessions in it at once (administrators only)',
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
