import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** A user's names (for the staff profile). */
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
