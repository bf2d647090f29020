import { businessNow, DECLARATION_STATUS } from '@cargo/domain';
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
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  declarationBatchErrors,
  declarationBatches,
  declarations,
  openPolicies,
} from '../../db/schema/index.ts';

export type OpenPolicyRow = typeof openPolicies.$inferSelect;
export type NewOpenPolicy = typeof openPolicies.$inferInsert;
export type DeclarationRecord = typeof declarations.$inferSelect;
export type NewDeclaration = typeof declarations.$inferInsert;
export type BatchRecord = typeof declarationBatches.$inferSelect;
export type NewBatchError = typeof declarationBatchErrors.$inferInsert;

/** A declaration with the open policy facts every answer shows. */
export interface DeclarationWithPolicy {
  declaration: DeclarationRecord;
  policy: OpenPolicyRow;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// ---------------------------------------------------------------------------------------------------------
// Open policies. Every query takes the account: another account's policy is never found.

export const findOpenPoliciesOfAccount = (db: Executor, accountId: number): Promise<OpenPolicyRow[]> =>
  db
    .select()
    .from(openPolicies)
    .where(eq(openPolicies.accountId, accountId))
    .orderBy(asc(openPolicies.effectiveDate), asc(openPolicies.id));

export const findOpenPolicy = async (db: Executor, accountId: number, policyNo: string) => {
  const [row] = await db
    .select()
    .from(openPolicies)
    .where(and(eq(openPolicies.accountId, accountId), eq(openPolicies.policyNo, policyNo)));
  return row;
};

/** Locks the account's open policies with these numbers (row locks, in id order) for a batch. */
export const lockOpenPolicies = (db: Executor, accountId: number, policyNos: string[]) =>
  policyNos.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(openPolicies)
        .where(and(eq(openPolicies.accountId, accountId), inArray(openPolicies.policyNo, policyNos)))
        .orderBy(asc(openPolicies.id))
        .for('update');

/**
 * Draws `amount` from the balance only if that much remains: one conditional update, so concurrent draws
 * queue on the row and none can overdraw. Answers the new balance, or undefined when it did not fit.
 */
export const drawBalance = async (db: Executor, policyId: number, amount: number) => {
  const [row] = await db
    .update(openPolicies)
    .set({ balance: sql`${openPolicies.balance} - ${amount}`, updatedAt: businessNow() })
    .where(and(eq(openPolicies.id, policyId), gte(openPolicies.balance, amount)))
    .returning({ balance: openPolicies.balance });
  return row?.balance;
};

export const insertOpenPolicy = async (db: Executor, values: NewOpenPolicy) => {
  const [row] = await db.insert(openPolicies).values(values).returning();
  return row!;
};

// ---------------------------------------------------------------------------------------------------------
// Declarations.

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

/** A text[] value as an array literal: {"WAR","STRIKES"}. */
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;

/**
 * Inserts many declarations with one parameter per column (`unnest` of arrays): a chunk of a batch costs
 * one statement of ~45 parameters instead of ~20 000. Every row must have the same keys.
 */
export const insertDeclarations = async (db: Executor, values: NewDeclaration[]) => {
  if (values.length === 0) return;
  const columns = getTableColumns(declarations);
  const keys = (Object.keys(values[0]!) as (keyof NewDeclaration)[]).filter((key) => key in columns);
  const names = keys.map((key) => sql.identifier(columns[key].name));
  const arrays = keys.map((key) => {
    const column = columns[key];
    const isArray = column.getSQLType().endsWith('[]');
    const items = values.map((row) => {
      const value = row[key];
      if (value === undefined || value === null) return null;
      return isArray ? arrayLiteral(value as string[]) : value;
    });
    // Array columns travel as array literals (text) and are cast back per row.
    return sql`${sql.param(items)}::${sql.raw(isArray ? 'text' : column.getSQLType())}[]`;
  });
  const selected = keys.map((key, index) => {
    const alias = sql.identifier(`c${index}`);
    const type = columns[key].getSQLType();
    return type.endsWith('[]') ? sql`${alias}::${sql.raw(type)}` : alias;
  });
  const aliases = keys.map((_, index) => sql.identifier(`c${index}`));
  await db.execute(
    sql`insert into ${declarations} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as t(${sql.join(aliases, sql`, `)})`,
  );
};

const withPolicy = (db: Executor) =>
  db
    .select({ declaration: declarations, policy: openPolicies })
    .from(declarations)
    .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId));

export const findDeclarationByRequestKey = async (
  db: Executor,
  accountId: number,
  requestKey: string,
): Promise<DeclarationWithPolicy | undefined> => {
  const [row] = await withPolicy(db).where(
    and(eq(declarations.accountId, accountId), eq(declarations.requestKey, requestKey)),
  );
  return row;
};

/** The declaration a saveDraft call created (its own idempotency key, apart from the submit's). */
export const findDeclarationByDraftKey = async (
  db: Executor,
  accountId: number,
  draftRequestKey: string,
): Promise<DeclarationWithPolicy | undefined> => {
  const [row] = await withPolicy(db).where(
    and(eq(declarations.accountId, accountId), eq(declarations.draftRequestKey, draftRequestKey)),
  );
  return row;
};

export const findDeclarationByNo = async (
  db: Executor,
  accountId: number,
  declarationNo: string,
): Promise<DeclarationWithPolicy | undefined> => {
  const [row] = await withPolicy(db).where(
    and(eq(declarations.accountId, accountId), eq(declarations.declarationNo, declarationNo)),
  );
  return row;
};

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

/** Which of these shipment keys are already declared (not drafts) under the policy. */
export const findDeclaredShipmentKeys = async (
  db: Executor,
  policyId: number,
  shipmentKeys: string[],
): Promise<Set<string>> => {
  if (shipmentKeys.length === 0) return new Set();
  const rows = await db
    .select({ shipmentKey: declarations.shipmentKey })
    .from(declarations)
    .where(
      and(
        eq(declarations.openPolicyId, policyId),
        sql`${declarations.shipmentKey} = any(${sql.param(shipmentKeys)}::text[])`,
        ne(declarations.status, '01'),
      ),
    );
  return new Set(rows.map((row) => row.shipmentKey ?? ''));
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

export const deleteDraft = async (db: Executor, accountId: number, declarationNo: string) => {
  const rows = await db
    .delete(declarations)
    .where(
      and(
        eq(declarations.accountId, accountId),
        eq(declarations.declarationNo, declarationNo),
        eq(declarations.status, '01'),
      ),
    )
    .returning({ id: declarations.id });
  return rows.length > 0;
};

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

/** Locks one open policy row for the rest of the transaction (the row a declaration's draw locks). */
export const lockOpenPolicy = async (db: Executor, policyId: number): Promise<OpenPolicyRow | undefined> => {
  const [row] = await db.select().from(openPolicies).where(eq(openPolicies.id, policyId)).for('update');
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

/**
 * Gives a held `amount` back to the balance, never above the policy's total insured amount. Answers the
 * new balance, or undefined when it would exceed the total.
 */
export const returnBalance = async (db: Executor, policyId: number, amount: number) => {
  const [row] = await db
    .update(openPolicies)
    .set({ balance: sql`${openPolicies.balance} + ${amount}`, updatedAt: businessNow() })
    .where(
      and(
        eq(openPolicies.id, policyId),
        sql`${openPolicies.balance} + ${amount} <= ${openPolicies.totalInsuredAmount}`,
      ),
    )
    .returning({ balance: openPolicies.balance });
  return row?.balance;
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

/** A page of the account's declarations, newest first. */
export const findDeclarationPage = async (
  db: Executor,
  filter: DeclarationFilter,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: DeclarationWithPolicy[] }> => {
  const where = and(...filterConditions(filter));
  const [totalRow] = await db
    .select({ total: count() })
    .from(declarations)
    .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId))
    .where(where);
  const rows = await withPolicy(db)
    .where(where)
    .orderBy(desc(declarations.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: totalRow?.total ?? 0, rows };
};

// ---------------------------------------------------------------------------------------------------------
// Batches.

/** Advisory lock class of batch uploads: one batch of an account at a time (no lock-order deadlocks). */
const BATCH_LOCK_CLASS = 4_0003;

export const lockAccountBatches = async (db: Executor, accountId: number) => {
  await db.execute(sql`select pg_advisory_xact_lock(${BATCH_LOCK_CLASS}::int, ${accountId}::int)`);
};

export const findBatchByFile = async (db: Executor, accountId: number, fileSha256: string) => {
  const [row] = await db
    .select()
    .from(declarationBatches)
    .where(and(eq(declarationBatches.accountId, accountId), eq(declarationBatches.fileSha256, fileSha256)));
  return row;
};

export const findBatch = async (db: Executor, accountId: number, batchId: number) => {
  const [row] = await db
    .select()
    .from(declarationBatches)
    .where(and(eq(declarationBatches.accountId, accountId), eq(declarationBatches.id, batchId)));
  return row;
};

export const insertBatch = async (db: Executor, values: typeof declarationBatches.$inferInsert) => {
  const [row] = await db.insert(declarationBatches).values(values).returning();
  return row!;
};

export const updateBatch = async (
  db: Executor,
  batchId: number,
  values: Partial<typeof declarationBatches.$inferInsert>,
) => {
  const [row] = await db
    .update(declarationBatches)
    .set(values)
    .where(eq(declarationBatches.id, batchId))
    .returning();
  return row!;
};

export const insertBatchErrors = async (db: Executor, values: NewBatchError[]) => {
  if (values.length > 0) await db.insert(declarationBatchErrors).values(values);
};

export const findBatchErrors = (db: Executor, batchId: number) =>
  db
    .select()
    .from(declarationBatchErrors)
    .where(eq(declarationBatchErrors.batchId, batchId))
    .orderBy(asc(declarationBatchErrors.rowNumber));

/** Declared certificates of one open policy in one calendar month (by declaration date), money in minor units. */
export interface MonthlyDeclaredRow {
  policyNo: string;
  productCode: string;
  insuredName: string;
  /** 'YYYY-MM'. */
  month: string;
  currencyCode: string;
  count: number;
  insuredAmount: number;
  premium: number;
  /** The last declaration date of the month, 'YYYY-MM-DD'. */
  lastDeclarationDate: string;
}

/**
 * The account's declared certificates (status 03) grouped per open policy, calendar month of the
 * declaration date and currency; declaration dates within the range when given. Newest month first.
 */
export const findMonthlyDeclared = async (
  db: Executor,
  accountId: number,
  range: { startDate?: string; endDate?: string },
): Promise<MonthlyDeclaredRow[]> => {
  const month = sql<string>`to_char(${declarations.declarationDate}, 'YYYY-MM')`;
  const conditions: SQL[] = [eq(declarations.accountId, accountId), eq(declarations.status, '03')];
  if (range.startDate) conditions.push(gte(declarations.declarationDate, range.startDate));
  if (range.endDate) conditions.push(lte(declarations.declarationDate, range.endDate));
  const rows = await db
    .select({
      policyNo: openPolicies.policyNo,
      productCode: openPolicies.productCode,
      insuredName: openPolicies.insuredName,
      month,
      currencyCode: declarations.currencyCode,
      count: count(),
      // Sums of bigint are numeric: read as text, so nothing is rounded on the way.
      insuredAmount: sql<string>`coalesce(sum(${declarations.insuredAmount}), 0)::text`,
      premium: sql<string>`coalesce(sum(${declarations.premium}), 0)::text`,
      lastDeclarationDate: sql<string>`max(${declarations.declarationDate})::text`,
    })
    .from(declarations)
    .innerJoin(openPolicies, eq(openPolicies.id, declarations.openPolicyId))
    .where(and(...conditions))
    .groupBy(
      openPolicies.policyNo,
      openPolicies.productCode,
      openPolicies.insuredName,
      month,
      declarations.currencyCode,
    )
    .orderBy(desc(month), asc(openPolicies.policyNo));
  return rows.map((row) => ({
    ...row,
    insuredAmount: Number(row.insuredAmount),
    premium: Number(row.premium),
  }));
};

/** A declaration's number, status and declaration date, for the dashboard's pending matters. */
export interface DeclarationMatterRow {
  declarationNo: string;
  status: string;
  declarationDate: string;
}

/**
 * The account's declarations in the status declared since the day ('YYYY-MM-DD', inclusive): the newest
 * `limit` and the total.
 */
export const findInStatusSince = async (
  db: Executor,
  accountId: number,
  status: string,
  sinceDay: string,
  limit: number,
): Promise<{ rows: DeclarationMatterRow[]; total: number }> => {
  const where = and(
    eq(declarations.accountId, accountId),
    eq(declarations.status, status),
    gte(declarations.declarationDate, sinceDay),
  );
  const [rows, totals] = await Promise.all([
    db
      .select({
        declarationNo: declarations.declarationNo,
        status: declarations.status,
        declarationDate: declarations.declarationDate,
      })
      .from(declarations)
      .where(where)
      .orderBy(desc(declarations.declarationDate), desc(declarations.id))
      .limit(limit),
    db.select({ total: count() }).from(declarations).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/** How many of the account's declarations are in the status. */
export const countInStatus = async (db: Executor, accountId: number, status: string): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(declarations)
    .where(and(eq(declarations.accountId, accountId), eq(declarations.status, status)));
  return row?.total ?? 0;
};
