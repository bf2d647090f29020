import type { AccountChoices } from '@cargo/domain';
import { and, asc, eq, exists, inArray, not, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { accounts, memberships, staffRoles } from '../../db/schema/index.ts';
import { callerLanguage } from '../../platform/request-language.ts';

/**
 * Customer accounts as the back office addresses them (notices to one account, usage per account): every
 * account none of whose members is staff, by its account name (the code customers log in under).
 */

const hasStaffMember = (db: Executor) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(memberships)
      .innerJoin(staffRoles, eq(staffRoles.userId, memberships.userId))
      .where(eq(memberships.accountId, accounts.id)),
  );

export interface CustomerAccount {
  id: number;
  code: string;
  companyName: string;
  companyNameEn: string;
}

const columns = {
  id: accounts.id,
  code: accounts.accountName,
  companyName: accounts.companyName,
  companyNameEn: accounts.companyNameEn,
};

/** Every customer account, by code. */
export const listCustomerAccounts = (app: FastifyInstance): Promise<CustomerAccount[]> =>
  app.db
    .select(columns)
    .from(accounts)
    .where(not(hasStaffMember(app.db)))
    .orderBy(asc(accounts.accountName));

/** The customer account of a code, or undefined (an unknown code or the insurer's own account). */
export const findCustomerAccount = async (
  app: FastifyInstance,
  code: string,
): Promise<CustomerAccount | undefined> => {
  const [row] = await app.db
    .select(columns)
    .from(accounts)
    .where(and(eq(accounts.accountName, code), not(hasStaffMember(app.db))));
  return row;
};

/** Customer accounts of ids (a list across accounts names each row's account). */
export const findAccountsById = async (app: FastifyInstance, ids: readonly number[]) => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<number, CustomerAccount>();
  const rows = await app.db.select(columns).from(accounts).where(inArray(accounts.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
};

/** POST backoffice/operations/accounts: customer accounts by code, named in the caller's language. */
export const accountChoices = async (app: FastifyInstance): Promise<AccountChoices> => ({
  list: (await listCustomerAccounts(app)).map((account) => ({
    code: account.code,
    name:
      callerLanguage() === 'en-US' && account.companyNameEn !== ''
        ? account.companyNameEn
        : account.companyName,
  })),
});
