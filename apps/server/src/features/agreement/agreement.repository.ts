import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountProducts, openPolicies, portalAgreements, productTerms } from '../../db/schema/index.ts';

/** The portal's agreements, in their order. */
export const findPortalAgreements = async (db: Executor) =>
  db.select().from(portalAgreements).orderBy(asc(portalAgreements.sortOrder));

/** The account's open policies: each is an open-cover agreement with the insurer. */
export const findAccountOpenPolicies = async (db: Executor, accountId: number) =>
  db
    .select({
      policyNo: openPolicies.policyNo,
      productCode: openPolicies.productCode,
      effectiveDate: openPolicies.effectiveDate,
      endDate: openPolicies.endDate,
      mainClauses: openPolicies.mainClauses,
    })
    .from(openPolicies)
    .where(eq(openPolicies.accountId, accountId))
    .orderBy(asc(openPolicies.policyNo));

/** The products the account may insure. */
export const findAccountProductCodes = async (db: Executor, accountId: number) => {
  const rows = await db
    .select({ productCode: accountProducts.productCode })
    .from(accountProducts)
    .where(eq(accountProducts.accountId, accountId))
    .orderBy(asc(accountProducts.sortOrder));
  return rows.map((row) => row.productCode);
};

export const findProductTerms = async (db: Executor, termCodes: readonly string[]) =>
  termCodes.length === 0
    ? []
    : db
        .select()
        .from(productTerms)
        .where(inArray(productTerms.termCode, [...termCodes]));
