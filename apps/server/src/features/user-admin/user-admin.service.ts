import {
  type AccountRoleAnswer,
  businessNow,
  type ChangeRoleRequest,
  chinaDateTime,
  type DisableUserRequest,
  ERROR_CODES,
  type MemberGrant,
  type SubUser,
  type SubUserList,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { roleIn } from '../../platform/account-admin.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { forgetSessionsOfUser, type Session } from '../../platform/session.ts';
import { pendingInvitationsOf } from './invitation.service.ts';
import { companyNameOf, managedAccountNamed, managedAccounts } from './managed-accounts.ts';
import {
  deleteSessionsOfUser,
  disableMembership,
  findMembership,
  findMembersOf,
  updateMembershipRole,
} from './user-admin.repository.ts';

/** GET subUser/myRole. */
export const myAccountRole = async (app: FastifyInstance, session: Session): Promise<AccountRoleAnswer> => {
  const role = (await roleIn(app.db, session.userId, session.accountId)) ?? 'viewer';
  return { isAdmin: role === 'admin', role };
};

type MemberRow = Awaited<ReturnType<typeof findMembersOf>>[number];

/** One entry per user, its memberships in the order of the managed accounts. */
const toSubUsers = (rows: MemberRow[], accountOrder: Map<number, string>, selfId: number): SubUser[] => {
  const byUser = new Map<number, { user: MemberRow; grants: (MemberGrant & { order: number })[] }>();
  const order = [...accountOrder.keys()];
  for (const row of rows) {
    const entry = byUser.get(row.userId) ?? { user: row, grants: [] };
    entry.grants.push({
      accountName: accountOrder.get(row.accountId) ?? '',
      role: row.role,
      status: row.disabledAt === null ? 'active' : 'disabled',
      disabledAt: row.disabledAt === null ? null : chinaDateTime(row.disabledAt),
      order: order.indexOf(row.accountId),
    });
    byUser.set(row.userId, entry);
  }
  return [...byUser.values()].map(({ user, grants }) => ({
    userId: user.userId,
    loginName: user.loginName,
    userName: user.userName,
    email: user.email,
    isSelf: user.userId === selfId,
    memberships: grants.sort((a, b) => a.order - b.order).map(({ order: _, ...grant }) => grant),
  }));
};

/** POST subUser/list: the managed accounts, their members with a role in each, the open invitations. */
export const listSubUsers = async (app: FastifyInstance, session: Session): Promise<SubUserList> => {
  const accounts = await managedAccounts(app, session);
  const ids = accounts.map((account) => account.id);
  const [members, invitations] = await Promise.all([
    findMembersOf(app.db, ids),
    pendingInvitationsOf(app, ids, businessNow()),
  ]);
  return {
    accounts: accounts.map((account) => ({
      accountName: account.accountName,
      companyName: companyNameOf(account),
      isSubordinate: account.id !== session.accountId,
    })),
    users: toSubUsers(members, new Map(accounts.map((a) => [a.id, a.accountName])), session.userId),
    invitations,
  };
};

/**
 * POST subUser/changeRole: the user's role in a managed account, taking effect on its next call (the role
 * is read on every call). An administrator does not change its own role; a user without a membership of
 * the account is "not found".
 */
export const changeMemberRole = async (
  app: FastifyInstance,
  session: Session,
  request: ChangeRoleRequest,
): Promise<null> => {
  const account = managedAccountNamed(await managedAccounts(app, session), request.accountName);
  if (request.userId === session.userId) {
    throw new AppError(ERROR_CODES.badRequest, 'userAdmin.error.cannotChangeOwnRole');
  }
  if (!(await updateMembershipRole(app.db, request.userId, account.id, request.role))) throw notFound();
  return null;
};

/**
 * POST subUser/disable: the user can no longer log in to or switch to the account, and every session it
 * holds ends in the same transaction. An administrator cannot disable itself nor another administrator
 * (change the role first); a user of no managed account is "not found"; disabling twice changes nothing.
 */
export const disableSubUser = async (
  app: FastifyInstance,
  session: Session,
  request: DisableUserRequest,
): Promise<null> => {
  const account = managedAccountNamed(await managedAccounts(app, session), request.accountName);
  if (request.userId === session.userId)
    throw new AppError(ERROR_CODES.badRequest, 'userAdmin.error.cannotDisableSelf');
  await app.db.transaction(async (tx) => {
    const membership = await findMembership(tx, request.userId, account.id);
    if (membership === undefined) throw notFound();
    if (membership.role === 'admin')
      throw new AppError(ERROR_CODES.badRequest, 'userAdmin.error.cannotDisableAdmin');
    if (await disableMembership(tx, request.userId, account.id, businessNow())) {
      await deleteSessionsOfUser(tx, request.userId);
    }
  });
  forgetSessionsOfUser(app, request.userId);
  return null;
};
