import { DECLARATION_STATUS } from '@cargo/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { declarations, openPolicies } from '../../db/schema/index.ts';

/** A declared certificate of the account with its open policy (what a loss may be reported on). */
export const findDeclaredCertificate = async (db: Executor, accountId: number, certificateNo: string) => {
  const [row] = await db
    .select({ declaration: declarations, policy: openPolicies })
    .from(declarations)
    .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId))
    .where(
      and(
        eq(declarations.accountId, accountId),
        eq(declarations.certificateNo, certificateNo),
        eq(declarations.status, DECLARATION_STATUS.declared),
      ),
    );
  return row;
};
