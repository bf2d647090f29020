import type { AccountRole } from '@cargo/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, memberships, users } from '../db/schema/index.ts';
import { hashPassword } from '../platform/password-hash.ts';
import { TEST_USER_PASSWORD } from './auth.fixtures.ts';

export const accountIdOf = async (app: FastifyInstance, accountName: string) => {
  const [account] = await app.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.accountName, accountName));
  if (account === undefined) throw new Error(`no account ${accountName}`);
  return account.id;
};

/**
 * A customer user with exactly the memberships given (account name → role), the first its default;
 * password `TEST_USER_PASSWORD`.
 */
export const createMember = async (
  app: FastifyInstance,
  loginName: string,
  grants: Record<string, AccountRole>,
) => {
  const [user] = await app.db
    .insert(users)
    .values({
      loginName,
      email: `${loginName}@cargo-portal.test`,
      passwordHash: await hashPassword(TEST_USER_PASSWORD),
      userName: loginName,
    })
    .returning({ id: users.id });
  const userId = user!.id;
  for (const [index, [accountName, role]] of Object.entries(grants).entries()) {
    const accountId = await accountIdOf(app, accountName);
    await app.db
      .insert(memberships)
      .values({ userId, accountId, role, isDefault: index === 0, sortOrder: index });
  }
  return userId;
};
