import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, memberships, sessions, userInvitations, users } from '../../db/schema/index.ts';

export type InvitationRow = typeof userInvitations.$inferSelect;

/** The caller's membership of an account (role and whether it is disabled). */
export const findMembership = async (db: Executor, userId: number, accountId: number) => {
  const [row] = await db
    .select({ role: memberships.role, disabledAt: memberships.disabledAt })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
  return row;
};

/** The users of an account, administrators first, then by name. */
export const findAccountUsers = async (db: Executor, accountId: number) =>
  db
    .select({
      userId: users.id,
      loginName: users.loginName,
      userName: users.userName,
      email: users.email,
      role: memberships.role,
      disabledAt: memberships.disabledAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.accountId, accountId))
    .orderBy(asc(memberships.role), asc(users.loginName));

/** Invitations of the account not yet accepted, newest first. */
export const findOpenInvitations = async (db: Executor, accountId: number) =>
  db
    .select()
    .from(userInvitations)
    .where(and(eq(userInvitations.accountId, accountId), isNull(userInvitations.acceptedAt)))
    .orderBy(desc(userInvitations.createdAt), desc(userInvitations.id))
    .limit(50);

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

export const insertMember = async (db: Executor, userId: number, accountId: number) => {
  await db.insert(memberships).values({ userId, accountId, role: 'member', isDefault: true, sortOrder: 1 });
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
