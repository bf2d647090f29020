import { CORRECTION_STATUS, DECLARATION_STATUS } from '@cargo/domain';
import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { accounts, corrections, declarations, openPolicies } from '../../db/schema/index.ts';

/**
 * The underwriter's queues of declarations under manual review (02) and corrections pending review (E1). Each
 * page's ids come from the queue's index alone (migration 0036), then those rows: a page filtered by part of a
 * number would otherwise read every queued row it skips.
 */

/** Whose an item is. */
const owner = {
  accountName: accounts.accountName,
  companyName: accounts.companyName,
  companyNameEn: accounts.companyNameEn,
};

/** Sandbox accounts' items never reach the insurer (docs/business-rules.md "The sandbox"). */
const notSandbox = isNull(accounts.sandboxOf);

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
type TextColumn = PgColumn;
const exactly = (column: TextColumn, text: string): SQL | undefined =>
  text === '' ? undefined : eq(column, text);
const partOf = (column: TextColumn, text: string): SQL | undefined =>
  text === '' ? undefined : ilike(column, likeText(text));

interface Paging {
  offset: number;
  limit: number;
}

/** Declarations under manual review of every account, oldest submission first. */
export const findDeclarationsUnderReview = async (
  db: Executor,
  filter: { accountName: string; declarationNo: string; policyNo: string },
  page: Paging,
) => {
  const where = and(
    eq(declarations.status, DECLARATION_STATUS.review),
    notSandbox,
    exactly(accounts.accountName, filter.accountName),
    partOf(declarations.declarationNo, filter.declarationNo),
    partOf(openPolicies.policyNo, filter.policyNo),
  );
  const order = [asc(declarations.createdAt), asc(declarations.id)];
  const pageIds = db
    .select({ id: declarations.id })
    .from(declarations)
    .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId))
    .innerJoin(accounts, eq(accounts.id, declarations.accountId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, totals] = await Promise.all([
    db
      .select({ declaration: declarations, policy: openPolicies, ...owner })
      .from(declarations)
      .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId))
      .innerJoin(accounts, eq(accounts.id, declarations.accountId))
      .where(inArray(declarations.id, pageIds))
      .orderBy(...order),
    db
      .select({ total: count() })
      .from(declarations)
      .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId))
      .innerJoin(accounts, eq(accounts.id, declarations.accountId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/** A declaration of any account by its number, with its open policy and owner. */
export const findDeclarationWithOwner = async (db: Executor, declarationNo: string) => {
  const [row] = await db
    .select({ declaration: declarations, policy: openPolicies, ...owner })
    .from(declarations)
    .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId))
    .innerJoin(accounts, eq(accounts.id, declarations.accountId))
    .where(and(eq(declarations.declarationNo, declarationNo), notSandbox));
  return row;
};

/** Corrections pending review of every account, oldest application first. */
export const findCorrectionsPending = async (
  db: Executor,
  filter: { accountName: string; correctionNo: string; policyNo: string },
  page: Paging,
) => {
  const where = and(
    eq(corrections.status, CORRECTION_STATUS.pendingReview),
    notSandbox,
    exactly(accounts.accountName, filter.accountName),
    partOf(corrections.correctionNo, filter.correctionNo),
    partOf(corrections.policyNo, filter.policyNo),
  );
  const order = [asc(corrections.createdAt), asc(corrections.id)];
  const pageIds = db
    .select({ id: corrections.id })
    .from(corrections)
    .innerJoin(accounts, eq(accounts.id, corrections.accountId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, totals] = await Promise.all([
    db
      .select({ correction: corrections, ...owner })
      .from(corrections)
      .innerJoin(accounts, eq(accounts.id, corrections.accountId))
      .where(inArray(corrections.id, pageIds))
      .orderBy(...order),
    db
      .select({ total: count() })
      .from(corrections)
      .innerJoin(accounts, eq(accounts.id, corrections.accountId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/** A correction of any account with its owner. */
export const findCorrectionWithOwner = async (db: Executor, id: number) => {
  const [row] = await db
    .select({ correction: corrections, ...owner })
    .from(corrections)
    .innerJoin(accounts, eq(accounts.id, corrections.accountId))
    .where(and(eq(corrections.id, id), notSandbox));
  return row;
};
