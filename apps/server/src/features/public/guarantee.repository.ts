import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { guaranteePolicies } from '../../db/schema/index.ts';

export type GuaranteePolicyRow = typeof guaranteePolicies.$inferSelect;

/** The policy with this number whose applicant has this credit code; undefined when either does not match. */
export const findGuaranteePolicy = async (
  db: Executor,
  guaranteeNo: string,
  creditCode: string,
): Promise<GuaranteePolicyRow | undefined> => {
  const [row] = await db
    .select()
    .from(guaranteePolicies)
    .where(
      and(
        eq(guaranteePolicies.guaranteeNo, guaranteeNo),
        eq(guaranteePolicies.applicantCreditCode, creditCode),
      ),
    );
  return row;
};
