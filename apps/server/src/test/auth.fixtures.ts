import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, memberships, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/password-hash.ts';

/** The password of the users the auth tests create. */
export const TEST_USER_PASSWORD = 'Harbour#2026';

/**
 * A customer user of SHOCEAN of its own (each test spends its throttling budgets on a fresh one);
 * `extra` sets more columns, e.g. a bound mobile.
 */
export const createShoceanUser = async (
  app: FastifyInstance,
  loginName: string,
  extra: Partial<typeof users.$inferInsert> = {},
) => {
  const [account] = await app.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.accountName, 'SHOCEAN'));
  const [user] = await app.db
    .insert(users)
    .values({
      loginName,
      email: `${loginName}@cargo-portal.test`,
      passwordHash: await hashPassword(TEST_USER_PASSWORD),
      userName: '测试',
      ...extra,
    })
    .returning({ id: users.id });
  await app.db.insert(memberships).values({ userId: user!.id, accountId: account!.id, isDefault: true });
  return user!.id;
};
