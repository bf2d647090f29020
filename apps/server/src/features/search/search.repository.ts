import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applications, declarations, openPolicies, policies } from '../../db/schema/index.ts';

/**
 * The global search's read model: one exact number, always within one account (another account's number
 * finds nothing). Each lookup is a unique-index probe.
 */

export const findPolicyByNo = async (db: Executor, accountId: number, number: string) => {
  const [row] = await db
    .select({
      policyNo: policies.policyNo,
      insuredName: policies.insuredName,
      policyStatus: policies.policyStatus,
      endDate: policies.insuranceEndDate,
    })
    .from(policies)
    .where(and(eq(policies.accountId, accountId), eq(policies.policyNo, number)));
  return row;
};

export const findOpenPolicyByNo = async (db: Executor, accountId: number, number: string) => {
  const [row] = await db
    .select({
      policyNo: openPolicies.policyNo,
      insuredName: openPolicies.insuredName,
      endDate: openPolicies.endDate,
    })
    .from(openPolicies)
    .where(and(eq(openPolicies.accountId, accountId), eq(openPolicies.policyNo, number)));
  return row;
};

export const findApplicationByVoucherNo = async (db: Executor, accountId: number, number: string) => {
  const [row] = await db
    .select({
      id: applications.id,
      voucherNo: applications.voucherNo,
      status: applications.status,
      insuredName: applications.insuredName,
    })
    .from(applications)
    .where(and(eq(applications.accountId, accountId), eq(applications.voucherNo, number)));
  return row;
};

/** A declaration by its certificate number or its declaration (draft certificate) number. */
export const findDeclarationByNo = async (db: Executor, accountId: number, number: string) => {
  const [row] = await db
    .select({
      declarationNo: declarations.declarationNo,
      certificateNo: declarations.certificateNo,
      status: declarations.status,
      goodsDescription: declarations.goodsDescription,
      policyNo: openPolicies.policyNo,
    })
    .from(declarations)
    .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId))
    .where(
      and(
        eq(declarations.accountId, accountId),
        or(eq(declarations.certificateNo, number), eq(declarations.declarationNo, number)),
      ),
    )
    .limit(1);
  return row;
};
