import type { AcceptInvitationRequest, DisableUserRequest, InviteUserRequest } from '@cargo/domain';
import { userAdminEndpoints } from '@cargo/domain/api/user-admin';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

export const userAdminQueryKeys = {
  role: [...SESSION_QUERY_KEY, 'userAdmin', 'role'],
  list: [...SESSION_QUERY_KEY, 'userAdmin', 'list'],
} as const;

/** Whether the caller administers the current account (the user menu offers the page only then). */
export const accountRoleQuery = () =>
  queryOptions({
    queryKey: userAdminQueryKeys.role,
    queryFn: () => call(userAdminEndpoints.myRole, {}, { loading: false, hideError: true }),
    meta: { languageNeutral: true },
    staleTime: 5 * 60_000,
  });

export const subUsersQuery = () =>
  queryOptions({
    queryKey: userAdminQueryKeys.list,
    queryFn: () => call(userAdminEndpoints.list, {}, { loading: false }),
    meta: { languageNeutral: true },
  });

export const inviteSubUser = (request: InviteUserRequest) =>
  call(userAdminEndpoints.invite, request, { loading: false });

export const disableSubUser = (request: DisableUserRequest) =>
  call(userAdminEndpoints.disable, request, { loading: false });

/** The invitation a link carries; its failures (used, expired) are the page's to show. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['userAdmin', 'invitation', token],
    queryFn: () => call(userAdminEndpoints.viewInvitation, { token }, { loading: false, hideError: true }),
    retry: false,
  });

export const acceptInvitation = (request: AcceptInvitationRequest) =>
  call(userAdminEndpoints.acceptInvitation, request, { loading: false });
