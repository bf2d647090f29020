import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { staffRoles, users } from '../../db/schema/index.ts';

/** The staff roles of a user, in a stable order (none for a customer). */
export const findStaffRoles = async (db: Executor, userId: number) =>
  (
    await db
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(eq(staffRoles.userId, userId))
      .orderBy(asc(staffRoles.role))
  ).map((row) => row.role);

/** A user's names (for the staff profile and the audit log). */
export const findStaffUser = async (db: Executor, userId: number) => {
  const [row] = await db
    .select({ loginName: users.loginName, userName: users.userName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

export const findUserIdByLoginName = async (db: Executor, loginName: string) => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, loginName));
  return row?.id;
};
