import { businessNow, type Quote } from '@cargo/domain';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { pageCarryingTotal } from '../../db/page-total.ts';
import { preparedStatement, UNNAMED } from '../../db/prepared.ts';
import {
  applicationDayCounts,
  applicationEvents,
  applicationNoSeq,
  applications,
} from '../../db/schema/index.ts';
import { nextSequence } from '../../db/sequence.ts';

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = typeof applications.$inferInsert;
export type ApplicationChanges = Partial<
  Omit<NewApplication, 'id' | 'accountId' | 'voucherNo' | 'createdAt'>
>;
/** The columns written from the form (the account, number and status are added to a new application). */
export type ApplicationColumns = ApplicationChanges & Pick<NewApplication, 'productCode' | 'form'>;
export type ApplicationEventRow = typeof applicationEvents.$inferSelect;
export type NewApplicationEvent = typeof applicationEvents.$inferInsert;

/** The next value of the application number sequence. */
export const nextApplicationSequence = (db: Executor): Promise<number> => nextSequence(db, applicationNoSeq);

/** Inserts an application; undefined when one with the same request key already exists. */
export const insertApplication = async (
  db: Executor,
  row: NewApplication,
): Promise<ApplicationRow | undefined> => {
  const [inserted] = await db.insert(applications).values(row).onConflictDoNothing().returning();
  return inserted;
};

/** The first row a query answers, if any. */
const first = async <T>(rows: PromiseLike<T[]>): Promise<T | undefined> => (await rows)[0];

/** Applications of the account that also match `condition`. */
const ofAccount = (accountId: number | Placeholder, condition: SQL) =>
  and(eq(applications.accountId, accountId), condition);

const selectApplications = (db: Executor, where: SQL | undefined) =>
  db.select().from(applications).where(where);

export const findApplication = (
  db: Executor,
  accountId: number,
  id: number,
): Promise<ApplicationRow | undefined> =>
  first(selectApplications(db, ofAccount(accountId, eq(applications.id, id))));

/** The application, locked until the transaction ends (status changes are serialised per application). */
export const lockApplication = (
  db: Executor,
  accountId: number,
  id: number,
): Promise<ApplicationRow | undefined> =>
  first(selectApplications(db, ofAccount(accountId, eq(applications.id, id))).for('update'));

/** Insurer side (underwriting review): the application, whichever account owns it, locked. */
export const lockApplicationOfAnyAccount = (db: Executor, id: number): Promise<ApplicationRow | undefined> =>
  first(selectApplications(db, eq(applications.id, id)).for('update'));

export const findApplicationBySubmitKey = (db: Executor, accountId: number, requestKey: string) =>
  first(selectApplications(db, ofAccount(accountId, eq(applications.submitRequestKey, requestKey))));

export const findApplicationByDraftKey = (db: Executor, accountId: number, requestKey: string) =>
  first(selectApplications(db, ofAccount(accountId, eq(applications.draftRequestKey, requestKey))));

export const updateApplication = async (
  db: Executor,
  id: number,
  changes: ApplicationChanges,
): Promise<ApplicationRow> => {
  const [row] = await db
    .update(applications)
    .set({ ...changes, updatedAt: businessNow() })
    .where(eq(applications.id, id))
    .returning();
  return row!;
};

export const deleteApplication = async (db: Executor, accountId: number, id: number) => {
  await db.delete(applications).where(ofAccount(accountId, eq(applications.id, id)));
};

export const insertApplicationEvent = async (db: Executor, row: NewApplicationEvent) => {
  await db.insert(applicationEvents).values(row);
};

export const findApplicationEvents = async (
  db: Executor,
  accountId: number,
  applicationId: number,
): Promise<ApplicationEventRow[]> =>
  db
    .select()
    .from(applicationEvents)
    .where(
      and(eq(applicationEvents.accountId, accountId), eq(applicationEvents.applicationId, applicationId)),
    )
    .orderBy(asc(applicationEvents.id));

// A list page's applications (the policy list's ten per request), prepared once (db/prepared.ts).
const applicationsByIds = preparedStatement((db) =>
  selectApplications(
    db,
    ofAccount(sql.placeholder('accountId'), sql`${applications.id} = any(${sql.placeholder('ids')}::int[])`),
  ).prepare('applications_by_ids'),
);

/** The riders' names of a quote: what list rows show of it. */
export type RiderNames = readonly Pick<Quote['riderPremiums'][number], 'zh' | 'en'>[];

/** What list rows show of an application's quote and form, read in SQL instead of the whole documents. */
const LIST_FACTS = {
  riders: sql<RiderNames | null>`${applications.quote}->'riderPremiums'`,
  conveyanceName: sql<string | null>`${applications.form}->'transport'->>'conveyanceName'`,
};

const { form: _form, quote: _quote, ...COLUMNS_BESIDE_FORM } = getTableColumns(applications);
/** An application as its list row needs it: the columns beside the form, the riders' names, the conveyance. */
const LIST_COLUMNS = { ...COLUMNS_BESIDE_FORM, ...LIST_FACTS };
export type ApplicationListSource = Omit<ApplicationRow, 'form' | 'quote'> & {
  riders: RiderNames | null;
  conveyanceName: string | null;
};

/** What a policy list row shows of its application: the input time, the riders' names, the conveyance. */
export type ApplicationListFacts = Pick<
  ApplicationListSource,
  'id' | 'createdAt' | 'riders' | 'conveyanceName'
>;

const applicationListFactsByIds = preparedStatement((db) =>
  db
    .select({ id: applications.id, createdAt: applications.createdAt, ...LIST_FACTS })
    .from(applications)
    .where(
      ofAccount(
        sql.placeholder('accountId'),
        sql`${applications.id} = any(${sql.placeholder('ids')}::int[])`,
      ),
    )
    .prepare('application_list_facts_by_ids'),
);

/** The list facts of the account's applications among `ids` (not their whole forms and quotes). */
export const findApplicationListFactsByIds = async (
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<ApplicationListFacts[]> => {
  if (ids.length === 0) return [];
  return applicationListFactsByIds(db).execute({ accountId, ids });
};

export const findApplicationsByIds = async (
  db: Executor,
  accountId: number,
  ids: number[],
): Promise<ApplicationRow[]> => {
  if (ids.length === 0) return [];
  return applicationsByIds(db).execute({ accountId, ids });
};

export interface ApplicationFilter {
  statuses: readonly string[];
  /** 20 digits: that number; 4 digits: numbers ending with them. */
  voucherNo?: string;
  productCode?: string;
  insuredName?: string;
  /** Insurance start date range, 'YYYY-MM-DD' inclusive. */
  beginFrom?: string;
  beginTo?: string;
  /** Input (creation) time range. */
  inputFrom?: Date;
  inputTo?: Date;
  offset: number;
  limit: number;
}

/** Escapes LIKE wildcards in user text. */
const likeText = (value: string) => value.replace(/[\\%_]/g, (ch) => `\\${ch}`);

const conditionsOf = (accountId: number, filter: ApplicationFilter): SQL[] => {
  const conditions: SQL[] = [
    eq(applications.accountId, accountId),
    inArray(applications.status, [...filter.statuses]),
  ];
  if (filter.voucherNo) {
    conditions.push(
      filter.voucherNo.length === 4
        ? eq(sql`right(${applications.voucherNo}, 4)`, filter.voucherNo)
        : eq(applications.voucherNo, filter.voucherNo),
    );
  }
  if (filter.productCode) conditions.push(eq(applications.productCode, filter.productCode));
  if (filter.insuredName)
    conditions.push(ilike(applications.insuredName, `%${likeText(filter.insuredName)}%`));
  if (filter.beginFrom) conditions.push(gte(applications.insuranceBeginDate, filter.beginFrom));
  if (filter.beginTo) conditions.push(lte(applications.insuranceBeginDate, filter.beginTo));
  if (filter.inputFrom) conditions.push(gte(applications.createdAt, filter.inputFrom));
  if (filter.inputTo) conditions.push(lte(applications.createdAt, filter.inputTo));
  return conditions;
};

/** Whether the filter narrows by status and insurance start alone (the application list's usual query). */
const byStatusAndStartDayOnly = (filter: ApplicationFilter): boolean =>
  !filter.voucherNo && !filter.productCode && !filter.insuredName && !filter.inputFrom && !filter.inputTo;

const summedCounts = sql<number>`coalesce(sum(${applicationDayCounts.applications}), 0)`.mapWith(Number);

const inStatuses = (column: typeof applications.status | typeof applicationDayCounts.status) =>
  sql`${column} = some(${sql.placeholder('statuses')}::text[])`;
const startDayRange = (
  column: typeof applications.insuranceBeginDate | typeof applicationDayCounts.insuranceBeginDate,
) => and(gte(column, sql.placeholder('from')), lte(column, sql.placeholder('to')));

/**
 * The day counts the database keeps with the applications (`application_day_counts`, migration 0029) for the
 * statuses and start days of a filter: their sum is the exact number of the account's applications it finds.
 */
const dayCountsInRange = and(
  eq(applicationDayCounts.accountId, sql.placeholder('accountId')),
  inStatuses(applicationDayCounts.status),
  startDayRange(applicationDayCounts.insuranceBeginDate),
);

const NEWEST_FIRST = [desc(applications.createdAt), desc(applications.id)];

// The list's usual query, a page by statuses and a start-day range carrying the range's total
// (db/page-total.ts), built once (db/prepared.ts) and planned for each request's statuses.
const pageByStatusAndStartDays = preparedStatement((db) =>
  db
    .select({
      ...LIST_COLUMNS,
      rangeTotal:
        sql<number>`(select ${summedCounts} from ${applicationDayCounts} where ${dayCountsInRange})`.mapWith(
          Number,
        ),
    })
    .from(applications)
    .where(
      and(
        eq(applications.accountId, sql.placeholder('accountId')),
        inStatuses(applications.status),
        startDayRange(applications.insuranceBeginDate),
      ),
    )
    .orderBy(...NEWEST_FIRST)
    .offset(sql.placeholder('offset'))
    .limit(sql.placeholder('limit'))
    .prepare(UNNAMED),
);

/** The same total alone, for a page past the last (no row to carry it). */
const totalByStatusAndStartDays = preparedStatement((db) =>
  db.select({ total: summedCounts }).from(applicationDayCounts).where(dayCountsInRange).prepare(UNNAMED),
);

type ApplicationPage = { rows: ApplicationListSource[]; total: number };

const listByStatusAndStartDays = async (
  db: Executor,
  accountId: number,
  range: { from: string; to: string },
  filter: ApplicationFilter,
): Promise<ApplicationPage> => {
  const values = {
    accountId,
    statuses: filter.statuses,
    ...range,
    offset: filter.offset,
    limit: filter.limit,
  };
  return pageCarryingTotal(pageByStatusAndStartDays(db), totalByStatusAndStartDays(db), values);
};

/**
 * One page of the account's applications, newest first, and the total. By statuses and start day alone (the
 * list's usual query) the total is the day counts' sum, carried by the page's own statement; every other filter
 * counts the applications themselves.
 */
export const listApplications = async (
  db: Executor,
  accountId: number,
  filter: ApplicationFilter,
): Promise<ApplicationPage> => {
  const { beginFrom: from, beginTo: to } = filter;
  if (byStatusAndStartDayOnly(filter) && from && to)
    return listByStatusAndStartDays(db, accountId, { from, to }, filter);
  const where = and(...conditionsOf(accountId, filter));
  const [rows, totals] = await Promise.all([
    db
      .select(LIST_COLUMNS)
      .from(applications)
      .where(where)
      .orderBy(...NEWEST_FIRST)
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ total: count() }).from(applications).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/**
 * How many of the account's applications are in each of the statuses (statuses without any are left out),
 * summed from the day counts the database keeps with them (migration 0029).
 */
export const countApplicationsByStatus = async (
  db: Executor,
  accountId: number,
  statuses: readonly string[],
): Promise<Map<string, number>> => {
  const rows = await db
    .select({ status: applicationDayCounts.status, total: summedCounts })
    .from(applicationDayCounts)
    .where(
      and(eq(applicationDayCounts.accountId, accountId), inArray(applicationDayCounts.status, [...statuses])),
    )
    .groupBy(applicationDayCounts.status);
  return new Map(rows.filter((row) => row.total > 0).map((row) => [row.status, row.total]));
};
