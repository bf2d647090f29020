import type { AccountRole } from '@cargo/domain';
import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accounts,
  memberships,
  sessions,
  userInvitationGrants,
  userInvitations,
  users,
} from '../../db/schema/index.ts';

export type InvitationRow = typeof userInvitations.$inferSelect;

/** The caller's membership of an account (role and whether it is disabled). */
export const findMembership = async (db: Executor, userId: number, accountId: number) => {
  const [row] = await db
    .select({ role: memberships.role, disabledAt: memberships.disabledAt })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
  return row;
};

/** The account and its subordinate accounts, the account first. */
export const findAccountWithSubordinates = async (db: Executor, accountId: number) =>
  db
    .select({
      id: accounts.id,
      accountName: accounts.accountName,
      companyName: accounts.companyName,
      companyNameEn: accounts.companyNameEn,
      parentAccountId: accounts.parentAccountId,
    })
    .from(accounts)
    .where(or(eq(accounts.id, accountId), eq(accounts.parentAccountId, accountId)))
    .orderBy(sql`${accounts.id} <> ${accountId}`, asc(accounts.id));

/** The memberships of the accounts with their users, by login name. */
export const findMembersOf = async (db: Executor, accountIds: number[]) =>
  db
    .select({
      userId: users.id,
      loginName: users.loginName,
      userName: users.userName,
      email: users.email,
      accountId: memberships.accountId,
      role: memberships.role,
      disabledAt: memberships.disabledAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(inArray(memberships.accountId, accountIds))
    .orderBy(asc(users.loginName));

/** Invitations sent from the accounts and not yet accepted, newest first. */
export const findOpenInvitations = async (db: Executor, accountIds: number[]) =>
  db
    .select()
    .from(userInvitations)
    .where(and(inArray(userInvitations.accountId, accountIds), isNull(userInvitations.acceptedAt)))
    .orderBy(desc(userInvitations.createdAt), desc(userInvitations.id))
    .limit(50);

/** The grants of the invitations with their accounts' names. */
export const findInvitationGrants = async (db: Executor, invitationIds: number[]) => {
  if (invitationIds.length === 0) return [];
  return db
    .select({
      invitationId: userInvitationGrants.invitationId,
      accountId: userInvitationGrants.accountId,
      role: userInvitationGrants.role,
      accountName: accounts.accountName,
      companyName: accounts.companyName,
      companyNameEn: accounts.companyNameEn,
    })
    .from(userInvitationGrants)
    .innerJoin(accounts, eq(accounts.id, userInvitationGrants.accountId))
    .where(inArray(userInvitationGrants.invitationId, invitationIds))
    .orderBy(asc(accounts.id));
};

export const insertInvitationGrants = async (
  db: Executor,
  rows: { invitationId: number; accountId: number; role: AccountRole }[],
) => {
  await db.insert(userInvitationGrants).values(rows);
};

/** Changes the role of an existing membership; answers whether there was one. */
export const updateMembershipRole = async (
  db: Executor,
  userId: number,
  accountId: number,
  role: AccountRole,
) => {
  const rows = await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)))
    .returning({ userId: memberships.userId });
  return rows.length > 0;
};

export const findUserLogin = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({ loginName: users.loginName, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

/** Serialises the invitations of one address (advisory lock until the transaction ends). */
export const lockInvitationsOf = async (db: Executor, email: string) => {
  await db.execute(sql`select pg_advisory_xact_lock(40301::int, hashtext(${email}))`);
};

export const findUserIdByEmail = async (db: Executor, email: string) => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row?.id;
};

export const findUserIdByLoginName = async (db: Executor, loginName: string) => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, loginName));
  return row?.id;
};

/** A live invitation of the address into the account (unused, unexpired). */
export const findLiveInvitation = async (db: Executor, accountId: number, email: string, now: Date) => {
  const [row] = await db
    .select({ id: userInvitations.id })
    .from(userInvitations)
    .where(
      and(
        eq(userInvitations.accountId, accountId),
        eq(userInvitations.email, email),
        isNull(userInvitations.acceptedAt),
        gt(userInvitations.expiresAt, now),
      ),
    );
  return row;
};

export const insertInvitation = async (db: Executor, row: typeof userInvitations.$inferInsert) => {
  const [saved] = await db.insert(userInvitations).values(row).returning();
  if (!saved) throw new Error('invitation not saved');
  return saved;
};

/** The invitation of a token with its account's company names; locked when `forUpdate`. */
export const findInvitationByToken = async (db: Executor, tokenHash: string, forUpdate = false) => {
  const query = db
    .select({
      invitation: userInvitations,
      companyName: accounts.companyName,
      companyNameEn: accounts.companyNameEn,
      accountName: accounts.accountName,
    })
    .from(userInvitations)
    .innerJoin(accounts, eq(accounts.id, userInvitations.accountId))
    .where(eq(userInvitations.tokenHash, tokenHash));
  const [row] = forUpdate ? await query.for('update', { of: userInvitations }) : await query;
  return row;
};

export const markInvitationAccepted = async (db: Executor, id: number, userId: number, now: Date) => {
  await db.update(userInvitations).set({ acceptedAt: now, userId }).where(eq(userInvitations.id, id));
};

export const insertInvitedUser = async (db: Executor, row: typeof users.$inferInsert) => {
  const [saved] = await db.insert(users).values(row).returning({ id: users.id });
  if (!saved) throw new Error('user not saved');
  return saved.id;
};

/** A new membership with its role; one the user already has (even disabled) is left as it is. */
export const insertMember = async (
  db: Executor,
  row: { userId: number; accountId: number; role: AccountRole; isDefault: boolean; sortOrder: number },
) => {
  await db.insert(memberships).values(row).onConflictDoNothing();
};

/** Disables an enabled membership; answers whether it changed one. */
export const disableMembership = async (db: Executor, userId: number, accountId: number, now: Date) => {
  const rows = await db
    .update(memberships)
    .set({ disabledAt: now })
    .where(
      and(
        eq(memberships.userId, userId),
        eq(memberships.accountId, accountId),
        isNull(memberships.disabledAt),
      ),
    )
    .returning({ userId: memberships.userId });
  return rows.length > 0;
};

/** Ends every session of the user at once; answers how many ended. */
export const deleteSessionsOfUser = async (db: Executor, userId: number) => {
  const rows = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.length;
};
