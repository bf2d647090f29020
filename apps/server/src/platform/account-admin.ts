import { type AccountRole, ERROR_CODES, isAccountRole } from '@cargo/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { preparedStatement } from '../db/prepared.ts';
import { accounts, memberships } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import type { Session } from './session.ts';

/** Asked on every customer call (platform/access.ts): built once, parsed once per connection. */
const membershipStatement = preparedStatement((db) =>
  db
    .select({ role: memberships.role, disabledAt: memberships.disabledAt })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, sql.placeholder('userId')),
        eq(memberships.accountId, sql.placeholder('accountId')),
      ),
    )
    .prepare('membership_role'),
);

/** The role of the user's enabled membership of the account, if it has one. */
const memberRoleIn = async (db: Executor, userId: number, accountId: number) => {
  const [membership] = await membershipStatement(db).execute({ userId, accountId });
  return membership;
};

/**
 * The user's role in an account (docs/business-rules.md "Member roles"): the role of its membership of the
 * account; without one, 'admin' when it administers the account's parent (a parent's administrator
 * manages and may act for its subordinate accounts); otherwise none. In a sandbox twin, the role in its live
 * account. A disabled membership gives none, whatever the parent.
 */
export const roleIn = async (
  db: Executor,
  userId: number,
  accountId: number,
): Promise<AccountRole | undefined> => {
  const own = await memberRoleIn(db, userId, accountId);
  if (own !== undefined) return own.disabledAt === null && isAccountRole(own.role) ? own.role : undefined;
  const [account] = await db
    .select({ parentAccountId: accounts.parentAccountId, sandboxOf: accounts.sandboxOf })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  // A sandbox twin has no members of its own: its live account's members act in it with the same roles.
  if (account?.sandboxOf != null) return roleIn(db, userId, account.sandboxOf);
  if (account?.parentAccountId == null) return undefined;
  const parent = await memberRoleIn(db, userId, account.parentAccountId);
  return parent?.role === 'admin' && parent.disabledAt === null ? 'admin' : undefined;
};

/**
 * Whether the user administers the account: an enabled membership with the role 'admin', or the
 * administration of its parent. An account's administrators alone manage its users and its company details.
 */
export const isAccountAdmin = async (app: FastifyInstance, userId: number, accountId: number) =>
  (await roleIn(app.db, userId, accountId)) === 'admin';

/** 403 for anyone but an administrator of the session's current account, with the message given. */
export const assertAccountAdmin = async (
  app: FastifyInstance,
  session: Session,
  messageKey = 'userAdmin.error.notAdmin',
) => {
  if (!(await isAccountAdmin(app, session.userId, session.accountId))) {
    throw new AppError(ERROR_CODES.forbidden, messageKey);
  }
};
