import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { accountProducts } from '../db/schema/index.ts';
import { fieldError } from './errors.ts';

/** Product codes the account may insure online, in display order. */
export const findAccountProductCodes = async (db: Executor, accountId: number): Promise<string[]> => {
  const rows = await db
    .select({ productCode: accountProducts.productCode })
    .from(accountProducts)
    .where(eq(accountProducts.accountId, accountId))
    .orderBy(asc(accountProducts.sortOrder), asc(accountProducts.productCode));
  return rows.map((row) => row.productCode);
};

/** The product must be one the account may use; otherwise the field is refused (400). */
export const assertProductAllowed = async (
  app: FastifyInstance,
  accountId: number,
  productCode: string,
  pathPrefix: readonly (string | number)[] = [],
) => {
  const codes = await findAccountProductCodes(app.db, accountId);
  if (!codes.includes(productCode)) {
    throw fieldError([...pathPrefix, 'productCode'], 'insuring.error.productNotAllowed');
  }
};
