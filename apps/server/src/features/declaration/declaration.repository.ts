import { businessNow, DECLARATION_STATUS } from '@cargo/domain';
import {
  and,
  count,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pageCarryingTotal } from '../../db/page-total.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { declarationDayTotals, declarations, openPolicies } from '../../db/schema/index.ts';
import type { OpenPolicyRow } from './open-policy.repository.ts';

/** Declarations: numbering, single inserts, lookups, drafts, the enquiry and the back office's decision. */

export type DeclarationRecord = typeof declarations.$inferSelect;
export type NewDeclaration = typeof declarations.$inferInsert;

/** A declaration with the open policy facts every answer shows. */
export interface DeclarationWithPolicy {
  declaration: DeclarationRecord;
  policy: OpenPolicyRow;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `count` fresh numbers of the declaration sequence. */
export const nextDeclarationNumbers = async (db: Executor, howMany: number): Promise<number[]> => {
  if (howMany === 0) return [];
  const result = await db.execute(
    sql`select nextval('declaration_no_seq')::text as n from generate_series(1, ${howMany}::int)`,
  );
  return rowsOf<{ n: string }>(result).map((row) => Number(row.n));
};

/** Inserts a declaration; undefined when its request key (or shipment) is already recorded. */
export const insertDeclaration = async (db: Executor, values: NewDeclaration) => {
  const [row] = await db.insert(declarations).values(values).onConflictDoNothing().returning();
  return row;
};

const withPolicy = (db: Executor) =>
  db
    .select({ declaration: declarations, policy: openPolicies })
    .from(declarations)
    .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId));

/** The account's declaration that `which` picks, with its open policy. */
const findOfAccount = async (
  db: Executor,
  accountId: number,
  which: SQL,
): Promise<DeclarationWithPolicy | undefined> => {
  const [row] = await withPolicy(db).where(and(eq(declarations.accountId, accountId), which));
  return row;
};

export const findDeclarationByRequestKey = (db: Executor, accountId: number, requestKey: string) =>
  findOfAccount(db, accountId, eq(declarations.requestKey, requestKey));

/** The declaration a saveDraft call created (its own idempotency key, apart from the submit's). */
export const findDeclarationByDraftKey = (db: Executor, accountId: number, draftRequestKey: string) =>
  findOfAccount(db, accountId, eq(declarations.draftRequestKey, draftRequestKey));

export const findDeclarationByNo = (db: Executor, accountId: number, declarationNo: string) =>
  findOfAccount(db, accountId, eq(declarations.declarationNo, declarationNo));

/** The certificate (or declaration) number of a non-draft declaration of this shipment, if any. */
export const findDeclaredShipment = async (db: Executor, policyId: number, shipmentKey: string) => {
  const [row] = await db
    .select({ declarationNo: declarations.declarationNo, certificateNo: declarations.certificateNo })
    .from(declarations)
    .where(
      and(
        eq(declarations.openPolicyId, policyId),
        eq(declarations.shipmentKey, shipmentKey),
        ne(declarations.status, '01'),
      ),
    );
  return row;
};

/** Changes a draft; only while it is still a draft. Answers the updated row, or undefined. */
export const updateDraft = async (db: Executor, id: number, values: Partial<NewDeclaration>) => {
  const [row] = await db
    .update(declarations)
    .set({ ...values, updatedAt: businessNow() })
    .where(and(eq(declarations.id, id), eq(declarations.status, '01')))
    .returning();
  return row;
};

/** Deletes a draft of the account; `heldOnly`: only one held by the auto-insure rules (issue 45). */
export const deleteDraft = async (
  db: Executor,
  accountId: number,
  declarationNo: string,
  { heldOnly = false } = {},
) => {
  const rows = await db
    .delete(declarations)
    .where(
      and(
        eq(declarations.accountId, accountId),
        eq(declarations.declarationNo, declarationNo),
        eq(declarations.status, '01'),
        heldOnly ? isNotNull(declarations.heldSource) : undefined,
      ),
    )
    .returning({ id: declarations.id });
  return rows.length > 0;
};

/** Deletes a draft held by the auto-insure rules; other drafts are left alone. */
export const deleteHeldDraft = (db: Executor, accountId: number, declarationNo: string) =>
  deleteDraft(db, accountId, declarationNo, { heldOnly: true });

// ---------------------------------------------------------------------------------------------------------
// Back-office decisions on declarations under review (any account).

/** A declaration of any account by its declaration number: the back office is not scoped to an account. */
export const findDeclarationOfAnyAccount = async (
  db: Executor,
  declarationNo: string,
): Promise<DeclarationWithPolicy | undefined> => {
  const [row] = await withPolicy(db).where(eq(declarations.declarationNo, declarationNo));
  return row;
};

/** What a decision changes on the declaration. */
export type DeclarationDecisionChanges = Pick<NewDeclaration, 'status' | 'certificateNo' | 'reviewComment'> &
  Partial<Pick<NewDeclaration, 'shipmentKey'>>;

/**
 * Decides a declaration only while it is under review: one conditional update, so of two concurrent
 * decisions the second waits and then finds nothing to change. Answers the decided row, or undefined.
 */
export const decideUnderReview = async (db: Executor, id: number, changes: DeclarationDecisionChanges) => {
  const [row] = await db
    .update(declarations)
    .set({ ...changes, updatedAt: businessNow() })
    .where(and(eq(declarations.id, id), eq(declarations.status, DECLARATION_STATUS.review)))
    .returning();
  return row;
};

export interface DeclarationFilter {
  accountId: number;
  /** 20 digits exact, 4 digits the tail. */
  policyNo?: string;
  /** Certificate or declaration number: exact when 20 characters, else a part of it. */
  number?: string;
  statuses?: string[];
  dateColumn?: 'declaration' | 'sailing';
  startDate?: string;
  endDate?: string;
  keyword?: string;
}

const likePattern = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const filterConditions = (filter: DeclarationFilter): SQL[] => {
  const conditions: SQL[] = [eq(declarations.accountId, filter.accountId)];
  if (filter.policyNo) {
    conditions.push(
      filter.policyNo.length === 20
        ? eq(openPolicies.policyNo, filter.policyNo)
        : sql`${openPolicies.policyNo} like ${`%${likePattern(filter.policyNo)}`}`,
    );
  }
  if (filter.number) {
    const pattern = filter.number.length === 20 ? filter.number : `%${likePattern(filter.number)}%`;
    conditions.push(
      or(
        sql`${declarations.certificateNo} like ${pattern}`,
        sql`${declarations.declarationNo} like ${pattern}`,
      )!,
    );
  }
  if (filter.statuses && filter.statuses.length > 0)
    conditions.push(inArray(declarations.status, filter.statuses));
  const dateColumn =
    filter.dateColumn === 'sailing' ? declarations.sailingDate : declarations.declarationDate;
  if (filter.startDate) conditions.push(gte(dateColumn, filter.startDate));
  if (filter.endDate) conditions.push(lte(dateColumn, filter.endDate));
  if (filter.keyword) {
    const pattern = `%${likePattern(filter.keyword)}%`;
    conditions.push(
      or(
        ilike(declarations.goodsDescription, pattern),
        ilike(declarations.marks, pattern),
        ilike(openPolicies.insuredName, pattern),
      )!,
    );
  }
  return conditions;
};

/** Whether the filter narrows by status and declaration day alone (the declaration list's usual query). */
const byStatusAndDayOnly = (filter: DeclarationFilter): boolean =>
  !filter.policyNo && !filter.number && !filter.keyword && filter.dateColumn !== 'sailing';

const dayRange = (
  column: typeof declarations.declarationDate | typeof declarationDayTotals.declarationDate,
) => and(gte(column, sql.placeholder('from')), lte(column, sql.placeholder('to')));
const inStatuses = (column: typeof declarations.status | typeof declarationDayTotals.status) =>
  sql`${column} = any(${sql.placeholder('statuses')}::text[])`;

/** The declarations of a range of days (in some statuses, or all): the sum of the day totals the database keeps. */
const dayTotalsSum = sql<number>`coalesce(sum(${declarationDayTotals.declarations}), 0)`.mapWith(Number);
const dayTotalsInRange = (withStatuses: boolean) =>
  and(
    eq(declarationDayTotals.accountId, sql.placeholder('accountId')),
    dayRange(declarationDayTotals.declarationDate),
    withStatuses ? inStatuses(declarationDayTotals.status) : undefined,
  );

/**
 * The list's usual page (a range of declaration days, some statuses or all), each row carrying the range's total
 * (db/page-total.ts: the page and its total in one round trip), prepared once per shape.
 */
const pageByDays = (withStatuses: boolean) =>
  preparedStatement((db) =>
    db
      .select({
        declaration: declarations,
        policy: openPolicies,
        rangeTotal: sql<number>`(select ${dayTotalsSum} from ${declarationDayTotals} where ${dayTotalsInRange(
          withStatuses,
        )})`.mapWith(Number),
      })
      .from(declarations)
      .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId))
      .where(
        and(
          eq(declarations.accountId, sql.placeholder('accountId')),
          dayRange(declarations.declarationDate),
          withStatuses ? inStatuses(declarations.status) : undefined,
        ),
      )
      .orderBy(desc(declarations.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(withStatuses ? 'declaration_page_by_statuses_and_days' : 'declaration_page_by_days'),
  );

/** The same total alone, for a page past the last (no row to carry it). */
const totalByDays = (withStatuses: boolean) =>
  preparedStatement((db) =>
    db
      .select({ total: dayTotalsSum })
      .from(declarationDayTotals)
      .where(dayTotalsInRange(withStatuses))
      .prepare(withStatuses ? 'declaration_total_by_statuses_and_days' : 'declaration_total_by_days'),
  );

const BY_DAYS = { page: pageByDays(false), total: totalByDays(false) };
const BY_STATUSES_AND_DAYS = { page: pageByDays(true), total: totalByDays(true) };

/** The usual page: its total the sum of the day totals the database keeps with the declarations (migration 0030). */
const findPageByDays = async (
  db: Executor,
  filter: DeclarationFilter & { startDate: string; endDate: string },
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: DeclarationWithPolicy[] }> => {
  const statuses = filter.statuses && filter.statuses.length > 0 ? filter.statuses : undefined;
  const statements = statuses ? BY_STATUSES_AND_DAYS : BY_DAYS;
  const values = {
    accountId: filter.accountId,
    from: filter.startDate,
    to: filter.endDate,
    statuses,
    ...page,
  };
  return pageCarryingTotal(statements.page(db), statements.total(db), values);
};

/**
 * Declaration days a missing end of the range stands for: every declaration has its day, so the whole calendar
 * is no filter, and a list without a range (the pending declarations) reads its total from the day totals too
 * (8-43 ms counting 360 k declarations at 1 M, issue 14).
 */
const FIRST_DAY = '0001-01-01';
const LAST_DAY = '9999-12-31';

/** A page of the account's declarations, newest first. */
export const findDeclarationPage = async (
  db: Executor,
  filter: DeclarationFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: DeclarationWithPolicy[] }> => {
  const { startDate, endDate } = filter;
  if (byStatusAndDayOnly(filter)) {
    return findPageByDays(
      db,
      { ...filter, startDate: startDate || FIRST_DAY, endDate: endDate || LAST_DAY },
      page,
    );
  }
  const where = and(...filterConditions(filter));
  // Every declaration has its open policy (a required reference), so the count joins it only when a filter
  // reads the policy's columns (number, insured name); the count and the page run side by side.
  const counted = db.select({ total: count() }).from(declarations);
  const [[totalRow], rows] = await Promise.all([
    (filter.policyNo || filter.keyword
      ? counted.innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId))
      : counted
    ).where(where),
    withPolicy(db).where(where).orderBy(desc(declarations.id)).limit(page.limit).offset(page.offset),
  ]);
  return { total: totalRow?.total ?? 0, rows };
};

/** The account's declarations with an id below `beforeId` (all without it), newest first: a cursor page. */
export const findDeclarationsBefore = (
  db: Executor,
  accountId: number,
  beforeId: number | undefined,
  limit: number,
): Promise<DeclarationWithPolicy[]> =>
  withPolicy(db)
    .where(
      and(
        eq(declarations.accountId, accountId),
        beforeId === undefined ? undefined : sql`${declarations.id} < ${beforeId}`,
      ),
    )
    .orderBy(desc(declarations.id))
    .limit(limit);
