import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { policies } from '../../db/schema/index.ts';

/**
 * Marks that a loss was reported on a policy of the account (SPEC §3 `hasClaim`), in the claim's
 * transaction. The revision is not bumped: a reported claim changes nothing a correction was priced on.
 */
export const setPolicyHasClaim = async (db: Executor, accountId: number, policyNo: string) => {
  await db
    .update(policies)
    .set({ hasClaim: true })
    .where(and(eq(policies.accountId, accountId), eq(policies.policyNo, policyNo)));
};
