import { businessNow } from '@cargo/domain';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { openPolicies } from '../../db/schema/index.ts';

/**
 * The open policies declarations are made under, and their balance. Every query of the customer side takes
 * the account: another account's policy is never found.
 */

export type OpenPolicyRow = typeof openPolicies.$inferSelect;
export type NewOpenPolicy = typeof openPolicies.$inferInsert;

export const findOpenPoliciesOfAccount = (db: Executor, accountId: number): Promise<OpenPolicyRow[]> =>
  db
    .select()
    .from(openPolicies)
    .where(eq(openPolicies.accountId, accountId))
    .orderBy(asc(openPolicies.effectiveDate), asc(openPolicies.id));

export const findOpenPolicy = async (db: Executor, accountId: number, policyNo: string) => {
  const [row] = await db
    .select()
    .from(openPolicies)
    .where(and(eq(openPolicies.accountId, accountId), eq(openPolicies.policyNo, policyNo)));
  return row;
};

/** Locks the account's open policies with these numbers (row locks, in id order) for a batch. */
export const lockOpenPolicies = (db: Executor, accountId: number, policyNos: string[]) =>
  policyNos.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(openPolicies)
        .where(and(eq(openPolicies.accountId, accountId), inArray(openPolicies.policyNo, policyNos)))
        .orderBy(asc(openPolicies.id))
        .for('update');

/**
 * Draws `amount` from the balance only if that much remains: one conditional update, so concurrent draws
 * queue on the row and none can overdraw. Answers the new balance, or undefined when it did not fit.
 */
export const drawBalance = async (db: Executor, policyId: number, amount: number) => {
  const [row] = await db
    .update(openPolicies)
    .set({ balance: sql`${openPolicies.balance} - ${amount}`, updatedAt: businessNow() })
    .where(and(eq(openPolicies.id, policyId), gte(openPolicies.balance, amount)))
    .returning({ balance: openPolicies.balance });
  return row?.balance;
};

export const insertOpenPolicy = async (db: Executor, values: NewOpenPolicy) => {
  const [row] = await db.insert(openPolicies).values(values).returning();
  return row!;
};

/** Locks one open policy row for the rest of the transaction (the row a declaration's draw locks). */
export const lockOpenPolicy = async (db: Executor, policyId: number): Promise<OpenPolicyRow | undefined> => {
  const [row] = await db.select().from(openPolicies).where(eq(openPolicies.id, policyId)).for('update');
  return row;
};

/**
 * Gives a held `amount` back to the balance, never above the policy's total insured amount. Answers the
 * new balance, or undefined when it would exceed the total.
 */
export const returnBalance = async (db: Executor, policyId: number, amount: number) => {
  const [row] = await db
    .update(openPolicies)
    .set({ balance: sql`${openPolicies.balance} + ${amount}`, updatedAt: businessNow() })
    .where(
      and(
        eq(openPolicies.id, policyId),
        sql`${openPolicies.balance} + ${amount} <= ${openPolicies.totalInsuredAmount}`,
      ),
    )
    .returning({ balance: openPolicies.balance });
  return row?.balance;
};
