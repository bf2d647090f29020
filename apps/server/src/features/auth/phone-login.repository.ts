import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';

/** The user a mobile is bound to (verified by SMS, so real-name: isRealName = Y); none for any other mobile. */
export const findUserByBoundPhone = async (db: Executor, mobile: string) => {
  const [row] = await db
    .select({ id: users.id, isReset: users.isReset })
    .from(users)
    .where(and(eq(users.phone, mobile), eq(users.isRealName, 'Y')));
  return row;
};
