import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  ilike,
  isNull,
  lte,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pageCarryingTotal } from '../../db/page-total.ts';
import { preparedStatement } from '../../db/prepared.ts';
import { policies, policyDayCounts, policyIssueDayTotals, policyNoSeq } from '../../db/schema/index.ts';
import { nextSequence } from '../../db/sequence.ts';
import type { RiderNames } from '../application/application.service.ts';

export type PolicyRow = typeof policies.$inferSelect;
export type NewPolicy = typeof policies.$inferInsert;

/** The next value of the policy number sequence. */
export const nextPolicySequence = (db: Executor): Promise<number> => nextSequence(db, policyNoSeq);

export const insertPolicy = async (db: Executor, row: NewPolicy): Promise<PolicyRow> => {
  const [inserted] = await db.insert(policies).values(row).returning();
  return inserted!;
};

export const findPolicyByApplication = async (
  db: Executor,
  accountId: number,
  applicationId: number,
): Promise<PolicyRow | undefined> => {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.accountId, accountId), eq(policies.applicationId, applicationId)));
  return row;
};

export const findPolicyByNo = async (
  db: Executor,
  accountId: number,
  policyNo: string,
): Promise<PolicyRow | undefined> => {
  const [row] = await db
    .select()
    .from(policies)
    .where(and(eq(policies.accountId, accountId), eq(policies.policyNo, policyNo)));
  return row;
};

/** A policy of any account by number (a parent account's user asking about a subordinate's policy). */
export const findPolicyByNoOfAnyAccount = async (
  db: Executor,
  policyNo: string,
): Promise<PolicyRow | undefined> => {
  const [row] = await db.select().from(policies).where(eq(policies.policyNo, policyNo));
  return row;
};

const policyOfAccount = (db: Executor, id: number, accountId?: number) => {
  const byId = eq(policies.id, id);
  return db
    .select()
    .from(policies)
    .where(accountId === undefined ? byId : and(byId, eq(policies.accountId, accountId)));
};

export const findPolicyById = async (
  db: Executor,
  id: number,
  accountId?: number,
): Promise<PolicyRow | undefined> => {
  const [row] = await policyOfAccount(db, id, accountId);
  return row;
};

/** The policy, locked until the transaction ends (corrections of a policy are serialised). */
export const lockPolicyById = async (
  db: Executor,
  id: number,
  accountId?: number,
): Promise<PolicyRow | undefined> => {
  const [row] = await policyOfAccount(db, id, accountId).for('update');
  return row;
};

export type PolicyChanges = Partial<
  Pick<
    NewPolicy,
    | 'policyStatus'
    | 'form'
    | 'quote'
    | 'insuredAmount'
    | 'premium'
    | 'premiumCny'
    | 'applicantName'
    | 'insuredName'
    | 'endorsementNo'
  >
>;

/** Changes a policy and bumps its revision. */
export const updatePolicy = async (db: Executor, id: number, changes: PolicyChanges): Promise<PolicyRow> => {
  const [row] = await db
    .update(policies)
    .set({ ...changes, revision: sql`${policies.revision} + 1` })
    .where(eq(policies.id, id))
    .returning();
  return row!;
};

export interface PolicyFilter {
  /** 20 digits: that number; 4 digits: numbers ending with them (indexed as `right(policy_no, 4)`). */
  policyNo?: string;
  productCode?: string;
  insuredName?: string;
  beginFrom?: string;
  beginTo?: string;
  /** 01 not yet effective / 02 in force, on `today`. */
  validity?: '01' | '02';
  today: string;
  offset: number;
  limit: number;
}

const likeText = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const conditionsOf = (accountId: number, filter: PolicyFilter): SQL[] => {
  const conditions: SQL[] = [eq(policies.accountId, accountId)];
  if (filter.policyNo) {
    conditions.push(
      filter.policyNo.length === 4
        ? eq(sql`right(${policies.policyNo}, 4)`, filter.policyNo)
        : eq(policies.policyNo, filter.policyNo),
    );
  }
  if (filter.productCode) conditions.push(eq(policies.productCode, filter.productCode));
  if (filter.insuredName) conditions.push(ilike(policies.insuredName, `%${likeText(filter.insuredName)}%`));
  if (filter.beginFrom) conditions.push(gte(policies.insuranceBeginDate, filter.beginFrom));
  if (filter.beginTo) conditions.push(lte(policies.insuranceBeginDate, filter.beginTo));
  if (filter.validity === '01') conditions.push(gt(policies.insuranceBeginDate, filter.today));
  if (filter.validity === '02') {
    conditions.push(
      lte(policies.insuranceBeginDate, filter.today),
      gte(policies.insuranceEndDate, filter.today),
    );
  }
  return conditions;
};

/** Whether the filter narrows by the insurance start alone (the list's usual query). */
const byStartDayOnly = (filter: PolicyFilter): boolean =>
  !filter.policyNo && !filter.productCode && !filter.insuredName && !filter.validity;

const NEWEST_FIRST = [desc(policies.issuedAt), desc(policies.id)];

const { form: _form, quote: _quote, ...UNCORRECTED_COLUMNS } = getTableColumns(policies);
/**
 * A policy as its list row needs it: every column but the corrected form and quote, and of those only what
 * the row shows (null when the policy was never corrected; then its application's count).
 */
const LIST_COLUMNS = {
  ...UNCORRECTED_COLUMNS,
  correctedRiders: sql<RiderNames | null>`${policies.quote}->'riderPremiums'`,
  isFormCorrected: sql<boolean>`${policies.form} is not null`,
  correctedConveyanceName: sql<string | null>`${policies.form}->'transport'->>'conveyanceName'`,
};
export type PolicyListFacts = Omit<PolicyRow, 'form' | 'quote'> & {
  correctedRiders: RiderNames | null;
  isFormCorrected: boolean;
  correctedConveyanceName: string | null;
};

const startDayRange = (
  column: typeof policies.insuranceBeginDate | typeof policyDayCounts.insuranceBeginDate,
) => and(gte(column, sql.placeholder('from')), lte(column, sql.placeholder('to')));

/**
 * The exact number of the account's policies started within a range: the sum of the day counts the database
 * keeps with the policies (`policy_day_counts`, migration 0028), at most a year of rows rather than every
 * policy of the range.
 */
const dayCountsSum = sql<number>`coalesce(sum(${policyDayCounts.policies}), 0)`.mapWith(Number);
const dayCountsInRange = and(
  eq(policyDayCounts.accountId, sql.placeholder('accountId')),
  startDayRange(policyDayCounts.insuranceBeginDate),
);

// The list's usual query, a page by a start-day range carrying the range's total (db/page-total.ts), prepared
// once (db/prepared.ts).
const pageByStartDays = preparedStatement((db) =>
  db
    .select({
      ...LIST_COLUMNS,
      rangeTotal:
        sql<number>`(select ${dayCountsSum} from ${policyDayCounts} where ${dayCountsInRange})`.mapWith(
          Number,
        ),
    })
    .from(policies)
    .where(
      and(eq(policies.accountId, sql.placeholder('accountId')), startDayRange(policies.insuranceBeginDate)),
    )
    .orderBy(...NEWEST_FIRST)
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare('policy_page_by_start_days'),
);

/** The same total alone, for a page past the last (no row to carry it). */
const totalByStartDays = preparedStatement((db) =>
  db
    .select({ total: dayCountsSum })
    .from(policyDayCounts)
    .where(dayCountsInRange)
    .prepare('policy_total_by_start_days'),
);

type PolicyPage = { rows: PolicyListFacts[]; total: number };

const listByStartDays = async (
  db: Executor,
  accountId: number,
  range: { from: string; to: string },
  filter: PolicyFilter,
): Promise<PolicyPage> => {
  const values = { accountId, ...range, offset: filter.offset, limit: filter.limit };
  return pageCarryingTotal(pageByStartDays(db), totalByStartDays(db), values);
};

/** One page of the account's policies, newest first, and the total. */
export const listPolicies = async (
  db: Executor,
  accountId: number,
  filter: PolicyFilter,
): Promise<PolicyPage> => {
  const { beginFrom: from, beginTo: to } = filter;
  if (byStartDayOnly(filter) && from && to) return listByStartDays(db, accountId, { from, to }, filter);
  const where = and(...conditionsOf(accountId, filter));
  const [rows, totals] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(policies)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(policies).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

// ---------------------------------------------------------------------------------------------------
// Figures of the dashboard.

/** The account's policies whose status is none of `closedStatuses` (no status = normal). */
const liveOf = (accountId: number, closedStatuses: readonly string[]) =>
  and(
    eq(policies.accountId, accountId),
    or(isNull(policies.policyStatus), notInArray(policies.policyStatus, [...closedStatuses])),
  );

/** The numbers and end days of the account's live policies that end between two days (inclusive). */
export const findLivePoliciesEndingBetween = (
  db: Executor,
  accountId: number,
  closedStatuses: readonly string[],
  range: { from: string; to: string },
): Promise<{ policyNo: string; insuranceEndDate: string }[]> =>
  db
    .select({ policyNo: policies.policyNo, insuranceEndDate: policies.insuranceEndDate })
    .from(policies)
    .where(
      and(
        liveOf(accountId, closedStatuses),
        gte(policies.insuranceEndDate, range.from),
        lte(policies.insuranceEndDate, range.to),
      ),
    );

/** The account's issue-day totals of live policies (status not in `excludedStatuses`) from the China day on. */
const liveIssueTotalsFrom = (accountId: number, excludedStatuses: readonly string[], fromDay: string) =>
  and(
    eq(policyIssueDayTotals.accountId, accountId),
    notInArray(policyIssueDayTotals.policyStatus, [...excludedStatuses]),
    gte(policyIssueDayTotals.issueDay, fromDay),
  );

const issuedPolicies = sql<number>`sum(${policyIssueDayTotals.policies})`.mapWith(Number);
const issuedPremiumCny = sql<string>`sum(${policyIssueDayTotals.premiumCny})::text`;

/**
 * The CNY premium of the account's policies (except `excludedStatuses`) per China day of issue, from the China
 * day `fromDay` on: sums of the issue-day totals the database keeps with the policies (migration 0031).
 */
export const sumPremiumCnyByIssueDay = async (
  db: Executor,
  accountId: number,
  excludedStatuses: readonly string[],
  fromDay: string,
): Promise<{ day: string; premiumCny: number }[]> => {
  const day = sql<string>`${policyIssueDayTotals.issueDay}::text`;
  const rows = await db
    .select({ day, premiumCny: issuedPremiumCny })
    .from(policyIssueDayTotals)
    .where(liveIssueTotalsFrom(accountId, excludedStatuses, fromDay))
    .groupBy(policyIssueDayTotals.issueDay)
    .having(sql`${issuedPolicies} > 0`)
    .orderBy(policyIssueDayTotals.issueDay);
  return rows.map((row) => ({ day: row.day, premiumCny: Number(row.premiumCny) }));
};

/**
 * The count and CNY premium of the account's policies (except `excludedStatuses`) per product, issued from the
 * China day `fromDay` on: the premium trend's totals grouped by product.
 */
export const sumPremiumCnyByProduct = async (
  db: Executor,
  accountId: number,
  excludedStatuses: readonly string[],
  fromDay: string,
): Promise<{ productCode: string; count: number; premiumCny: number }[]> => {
  const rows = await db
    .select({
      productCode: policyIssueDayTotals.productCode,
      count: issuedPolicies,
      premiumCny: issuedPremiumCny,
    })
    .from(policyIssueDayTotals)
    .where(liveIssueTotalsFrom(accountId, excludedStatuses, fromDay))
    .groupBy(policyIssueDayTotals.productCode)
    .having(sql`${issuedPolicies} > 0`);
  return rows.map((row) => ({ ...row, premiumCny: Number(row.premiumCny) }));
};
