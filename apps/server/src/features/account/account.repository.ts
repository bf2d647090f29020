import { and, asc, count, eq, gt, gte, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accountMenus,
  accounts,
  memberships,
  menus,
  outbox,
  users,
  verifyCodes,
} from '../../db/schema/index.ts';

export type AccountRow = typeof accounts.$inferSelect;
export type MenuRow = typeof menus.$inferSelect;

export const findUserById = async (db: Executor, userId: number) => {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
};

export const findAccountById = async (db: Executor, accountId: number) => {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  return row;
};

/** Accounts the user belongs to, in membership order (not those where an administrator disabled it). */
export const findMemberAccounts = async (db: Executor, userId: number): Promise<AccountRow[]> => {
  const rows = await db
    .select({ account: accounts })
    .from(memberships)
    .innerJoin(accounts, eq(accounts.id, memberships.accountId))
    .where(and(eq(memberships.userId, userId), isNull(memberships.disabledAt)))
    .orderBy(asc(memberships.sortOrder), asc(accounts.id));
  return rows.map((row) => row.account);
};

/** Every membership of the user, disabled ones too (a disabled one still keeps the parent's admin out). */
export const findMembershipsOfUser = async (db: Executor, userId: number) =>
  db
    .select({ accountId: memberships.accountId, role: memberships.role, disabledAt: memberships.disabledAt })
    .from(memberships)
    .where(eq(memberships.userId, userId));

export const findSubordinateAccounts = async (db: Executor, parentIds: number[]): Promise<AccountRow[]> => {
  if (parentIds.length === 0) return [];
  return db
    .select()
    .from(accounts)
    .where(inArray(accounts.parentAccountId, parentIds))
    .orderBy(asc(accounts.id));
};

/** The sandbox twins made of these live accounts. */
export const findTwinsOf = async (db: Executor, liveIds: number[]): Promise<AccountRow[]> => {
  if (liveIds.length === 0) return [];
  return db.select().from(accounts).where(inArray(accounts.sandboxOf, liveIds)).orderBy(asc(accounts.id));
};

export const findAccountMenus = async (db: Executor, accountId: number): Promise<MenuRow[]> => {
  const rows = await db
    .select({ menu: menus })
    .from(accountMenus)
    .innerJoin(menus, eq(menus.menuKey, accountMenus.menuKey))
    .where(and(eq(accountMenus.accountId, accountId)))
    .orderBy(asc(menus.sortOrder), asc(menus.id));
  return rows.map((row) => row.menu);
};

// ---------------------------------------------------------------------------------------------------
// Account management: contacts, password, phone, SMS codes

export type AccountContacts = Pick<
  typeof accounts.$inferInsert,
  'companyNameEn' | 'contactName' | 'contactPhone' | 'contactEmail' | 'address'
>;

export const updateAccountContacts = async (db: Executor, accountId: number, contacts: AccountContacts) => {
  await db.update(accounts).set(contacts).where(eq(accounts.id, accountId));
};

/** A new password hash; the user no longer has an initial password. */
export const setUserPassword = async (db: Executor, userId: number, passwordHash: string) => {
  await db.update(users).set({ passwordHash, isReset: 'Y' }).where(eq(users.id, userId));
};

/** Another user that has bound this mobile, if any. */
export const findOtherUserWithPhone = async (db: Executor, phone: string, userId: number) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.phone, phone), ne(users.id, userId)));
  return row;
};

/** A verified mobile: bound to the user, who is now real-name verified. */
export const setUserPhone = async (db: Executor, userId: number, phone: string) => {
  await db.update(users).set({ phone, isRealName: 'Y' }).where(eq(users.id, userId));
};

/**
 * Stores a new code under `id`, replacing the previous one only if it was created before `resendAfter`.
 * Answers false when the previous code is too recent (nothing written), atomically.
 */
export const replaceVerifyCode = async (
  db: Executor,
  row: { id: string; codeHash: string; expiresAt: Date; createdAt: Date },
  resendAfter: Date,
): Promise<boolean> => {
  const written = await db
    .insert(verifyCodes)
    .values({ ...row, failedAttempts: 0 })
    .onConflictDoUpdate({
      target: verifyCodes.id,
      set: {
        codeHash: row.codeHash,
        expiresAt: row.expiresAt,
        createdAt: row.createdAt,
        usedAt: null,
        failedAttempts: 0,
      },
      setWhere: lt(verifyCodes.createdAt, resendAfter),
    })
    .returning({ id: verifyCodes.id });
  return written.length > 0;
};

export const findVerifyCodeCreatedAt = async (db: Executor, id: string) => {
  const [row] = await db
    .select({ createdAt: verifyCodes.createdAt })
    .from(verifyCodes)
    .where(eq(verifyCodes.id, id));
  return row?.createdAt;
};

/** An entered code checked against the live code stored under `id`. */
export interface CodeEntry {
  id: string;
  codeHash: string;
  now: Date;
  /** Wrong entries that void the code. */
  maxFailures: number;
}

/** A code that can still be entered: not used, not expired, fewer than `maxFailures` wrong entries. */
const isLiveCode = ({ id, now, maxFailures }: CodeEntry) =>
  and(
    eq(verifyCodes.id, id),
    isNull(verifyCodes.usedAt),
    gt(verifyCodes.expiresAt, now),
    lt(verifyCodes.failedAttempts, maxFailures),
  );

/**
 * Counts a wrong entry against a live code, atomically (concurrent guesses cannot exceed the limit).
 * Answers true when the entry was wrong and counted.
 */
export const countWrongCodeEntry = async (db: Executor, entry: CodeEntry): Promise<boolean> => {
  const rows = await db
    .update(verifyCodes)
    .set({ failedAttempts: sql`${verifyCodes.failedAttempts} + 1` })
    .where(and(isLiveCode(entry), ne(verifyCodes.codeHash, entry.codeHash)))
    .returning({ id: verifyCodes.id });
  return rows.length > 0;
};

/** The live code under the entry's `id` when it has the entry's hash. */
const isMatchingCode = (entry: CodeEntry) => and(isLiveCode(entry), eq(verifyCodes.codeHash, entry.codeHash));

/** True when the live code under `id` has this hash. */
export const matchesLiveCode = async (db: Executor, entry: CodeEntry): Promise<boolean> => {
  const [row] = await db.select({ id: verifyCodes.id }).from(verifyCodes).where(isMatchingCode(entry));
  return row !== undefined;
};

/** Marks the live code used if it has this hash; false when it was not (e.g. used by a parallel request). */
export const consumeMatchingCode = async (db: Executor, entry: CodeEntry): Promise<boolean> => {
  const rows = await db
    .update(verifyCodes)
    .set({ usedAt: entry.now })
    .where(isMatchingCode(entry))
    .returning({ id: verifyCodes.id });
  return rows.length > 0;
};

/** Messages sent to one recipient on one channel since a moment (per-mobile SMS cap). */
export const countOutboxMessagesSince = async (
  db: Executor,
  filter: { channel: string; recipient: string },
  since: Date,
): Promise<number> => {
  const [row] = await db
    .select({ sent: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.channel, filter.channel),
        eq(outbox.recipient, filter.recipient),
        gte(outbox.createdAt, since),
      ),
    );
  return row?.sent ?? 0;
};
