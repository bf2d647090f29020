import type {
  AcceptInvitationInput,
  ChangeRoleRequest,
  DisableUserRequest,
  InviteUserRequest,
} from '@cargo/domain';
import { canOperate } from '@cargo/domain';
import { portalFirstScreenCalls } from '@cargo/domain/api/portal-first-screen-calls';
import type { userAdminEndpoints } from '@cargo/domain/api/user-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { callRoute } from '../../api/request.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

export const userAdminQueryKeys = {
  role: [...SESSION_QUERY_KEY, 'userAdmin', 'role'],
  list: [...SESSION_QUERY_KEY, 'userAdmin', 'list'],
} as const;

/**
 * The sub-user pages' declarations, loaded on their first call: the user menu on the first screen asks only for
 * the caller's role, through its route (issue 14).
 */
const declarations = async () => (await import('@cargo/domain/api/user-admin')).userAdminEndpoints;

/** Whether the caller administers the current account (the user menu offers the page only then). */
export const accountRoleQuery = () =>
  queryOptions({
    queryKey: userAdminQueryKeys.role,
    queryFn: () =>
      callRoute<typeof userAdminEndpoints.myRole>(
        portalFirstScreenCalls.myRole,
        {},
        {
          loading: false,
          hideError: true,
        },
      ),
    meta: { languageNeutral: true },
    staleTime: 5 * 60_000,
  });

/**
 * Whether the caller's role in the current account may submit (an administrator or operator): a viewer's
 * pages show no submitting buttons. Until the role is known nothing is hidden; the server refuses anyway.
 */
export const useCanOperate = (): boolean => {
  const role = useQuery(accountRoleQuery()).data?.role;
  return role === undefined || canOperate(role);
};

/** Whether the caller administers the current account: until the role is known, it does not (nothing offered). */
export const useIsAccountAdmin = (): boolean => useQuery(accountRoleQuery()).data?.role === 'admin';

export const subUsersQuery = () =>
  queryOptions({
    queryKey: userAdminQueryKeys.list,
    queryFn: async () => call((await declarations()).list, {}, { loading: false }),
    meta: { languageNeutral: true },
  });

export const inviteSubUser = async (request: InviteUserRequest) =>
  call((await declarations()).invite, request, { loading: false });

export const changeMemberRole = async (request: ChangeRoleRequest) =>
  call((await declarations()).changeRole, request, { loading: false });

export const disableSubUser = async (request: DisableUserRequest) =>
  call((await declarations()).disable, request, { loading: false });

/** The invitation a link carries; its failures (used, expired) are the page's to show. */
export const invitationQuery = (token: string) =>
  queryOptions({
    queryKey: ['userAdmin', 'invitation', token],
    queryFn: async () =>
      call((await declarations()).viewInvitation, { token }, { loading: false, hideError: true }),
    retry: false,
  });

export const acceptInvitation = async (request: AcceptInvitationInput) =>
  call((await declarations()).acceptInvitation, request, { loading: false });
