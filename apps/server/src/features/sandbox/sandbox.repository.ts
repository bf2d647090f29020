import { businessNow } from '@cargo/domain';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accountMenus,
  accountProducts,
  accounts,
  autoInsureRules,
  autoInsureSettings,
  openPolicies,
} from '../../db/schema/index.ts';

export type SandboxAccountRow = typeof accounts.$inferSelect;

/** The twin's row of a live account, if it has one. */
export const findTwinOf = async (db: Executor, liveAccountId: number) => {
  const [row] = await db.select().from(accounts).where(eq(accounts.sandboxOf, liveAccountId));
  return row;
};

/** A live account (not a twin) by id. */
export const findLiveAccount = async (db: Executor, accountId: number) => {
  const [row] = await db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), isNull(accounts.sandboxOf)));
  return row;
};

/** The name a twin is switched to by: the live account's name and `~SANDBOX` (no live name holds `~`). */
export const twinAccountName = (liveAccountName: string) => `${liveAccountName}~SANDBOX`;

/**
 * Inserts the twin of a live account with its company details; undefined when another call made it first
 * (the unique `sandbox_of` decides, whichever transaction commits first).
 */
export const insertTwin = async (db: Executor, live: SandboxAccountRow) => {
  const [row] = await db
    .insert(accounts)
    .values({
      accountName: twinAccountName(live.accountName),
      companyName: live.companyName,
      companyNameEn: live.companyNameEn,
      userType: live.userType,
      agentPhone: live.agentPhone,
      creditCode: live.creditCode,
      isVip: live.isVip,
      contactName: live.contactName,
      contactPhone: live.contactPhone,
      contactEmail: live.contactEmail,
      address: live.address,
      requireTwoFactor: live.requireTwoFactor,
      sandboxOf: live.id,
    })
    .onConflictDoNothing()
    .returning({ id: accounts.id });
  return row?.id;
};

/** The live account's products and menu items, given to its new twin: the same screens and the same rules. */
export const copyProductsAndMenus = async (db: Executor, liveAccountId: number, twinId: number) => {
  const products = await db
    .select()
    .from(accountProducts)
    .where(eq(accountProducts.accountId, liveAccountId));
  if (products.length > 0) {
    await db.insert(accountProducts).values(products.map((row) => ({ ...row, accountId: twinId })));
  }
  const menus = await db.select().from(accountMenus).where(eq(accountMenus.accountId, liveAccountId));
  if (menus.length > 0) {
    await db.insert(accountMenus).values(menus.map((row) => ({ ...row, accountId: twinId })));
  }
};

/**
 * The sandbox's mark on a copy's number: policy numbers are 20 digits wherever they are entered (forms, batch
 * files, filters), so the mark is in digits; the insurer's numbers start with a product's digits (6…), never 9999.
 */
export const SANDBOX_POLICY_PREFIX = '9999';

/** A copy's number: `9999` and the live open policy's id on 16 digits (unique, as the ids are). */
export const sandboxPolicyNo = (liveOpenPolicyId: number) =>
  `${SANDBOX_POLICY_PREFIX}${String(liveOpenPolicyId).padStart(16, '0')}`;

/**
 * Copies of the live account's open policies in the twin: same product, insured, period, currency, limits,
 * clauses, riders, addition cap and rate; a sandbox number (`sandboxPolicyNo`); the whole insured amount as balance;
 * and the policy's auto-insure rules and default, so an integration tried in the sandbox is decided as it will be
 * live.
 */
export const copyOpenPolicies = async (db: Executor, liveAccountId: number, twinId: number) => {
  const live = await db
    .select()
    .from(openPolicies)
    .where(eq(openPolicies.accountId, liveAccountId))
    .orderBy(asc(openPolicies.id));
  if (live.length === 0) return 0;
  const copies = await db
    .insert(openPolicies)
    .values(
      live.map(({ id, accountId: _live, createdAt: _created, updatedAt: _updated, ...terms }) => ({
        ...terms,
        accountId: twinId,
        policyNo: sandboxPolicyNo(id),
        balance: terms.totalInsuredAmount,
      })),
    )
    .returning({ id: openPolicies.id, policyNo: openPolicies.policyNo });
  const copyOf = new Map(copies.map((copy) => [copy.policyNo, copy.id]));
  await copyAutoInsure(
    db,
    new Map(live.map((policy) => [policy.id, copyOf.get(sandboxPolicyNo(policy.id))!])),
  );
  return live.length;
};

/** The auto-insure rules and defaults of live open policies onto their copies (live id → copy id). */
const copyAutoInsure = async (db: Executor, copyOf: Map<number, number>) => {
  const liveIds = [...copyOf.keys()];
  const rules = await db.select().from(autoInsureRules).where(inArray(autoInsureRules.openPolicyId, liveIds));
  if (rules.length > 0) {
    await db.insert(autoInsureRules).values(
      rules.map(({ id: _id, createdAt: _created, updatedAt: _updated, openPolicyId, ...rule }) => ({
        ...rule,
        openPolicyId: copyOf.get(openPolicyId)!,
      })),
    );
  }
  const settings = await db
    .select()
    .from(autoInsureSettings)
    .where(inArray(autoInsureSettings.openPolicyId, liveIds));
  if (settings.length > 0) {
    await db.insert(autoInsureSettings).values(
      settings.map(({ openPolicyId, defaultAction }) => ({
        openPolicyId: copyOf.get(openPolicyId)!,
        defaultAction,
      })),
    );
  }
};

/** How many open policies the account holds. */
export const countOpenPolicies = async (db: Executor, accountId: number) => {
  const [row] = await db
    .select({ total: count() })
    .from(openPolicies)
    .where(eq(openPolicies.accountId, accountId));
  return row?.total ?? 0;
};

/** The rows a raw query answers (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * What an account is, not what it did: kept by a reset (the account, its members' sessions and challenges, its
 * products and menus, the staff's notices to it, page views).
 */
const KEPT_TABLES = new Set([
  'accounts',
  'memberships',
  'sessions',
  'login_challenges',
  'account_products',
  'account_menus',
  'notices',
  'page_views',
  'user_invitations',
  'user_invitation_grants',
]);

interface ForeignKey {
  child: string;
  parent: string;
  childColumns: string[];
  parentColumns: string[];
  onDelete: string;
}

/** Every foreign key of the public schema, by column names (read from the catalog, so new tables count). */
const foreignKeys = (db: Executor) =>
  rowsOf<ForeignKey>(
    db,
    sql`select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent,
          c.confdeltype::text as "onDelete",
          array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as "childColumns",
          array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as "parentColumns"
        from pg_constraint c where c.contype = 'f' and c.connamespace = 'public'::regnamespace`,
  );

/** The tables with an `account_id`, and whether each has an `id` of its own (the per-account totals have none). */
const accountTables = (db: Executor) =>
  rowsOf<{ table: string; hasId: boolean }>(
    db,
    sql`select c.table_name::text as "table",
          exists (select 1 from information_schema.columns i where i.table_schema = 'public'
                  and i.table_name = c.table_name and i.column_name = 'id') as "hasId"
        from information_schema.columns c
        join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
        where c.table_schema = 'public' and c.column_name = 'account_id' and t.table_type = 'BASE TABLE'
        order by c.table_name`,
  );

/** Children before parents: a row is deleted before the row it names. */
const childrenFirst = (tables: string[], keys: ForeignKey[]) => {
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const key of keys) {
      if (key.parent === table && key.child !== table && tables.includes(key.child)) visit(key.child, path);
    }
    path.delete(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
};

const ident = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);
const columnList = (columns: string[]) =>
  sql.raw(columns.map((c) => `"${c.replace(/"/g, '""')}"`).join(', '));

/**
 * Deletes every row the account made (declarations, certificates, batches, applications, policies, payments,
 * claims, corrections, files, messages, print jobs, screenings…, with the rows that hang on them), keeping what the
 * account is (`KEPT_TABLES`). The tables are read from the catalog, so a feature's new table is emptied too.
 * Rows with an id go first (children first), then the per-account totals their triggers kept.
 */
export const deleteAccountData = async (db: Executor, accountId: number) => {
  const [tables, keys] = await Promise.all([accountTables(db), foreignKeys(db)]);
  const emptied = tables.filter((t) => !KEPT_TABLES.has(t.table));
  const names = emptied.map((t) => t.table);
  const withId = childrenFirst(
    emptied.filter((t) => t.hasId).map((t) => t.table),
    keys,
  );
  const totals = emptied.filter((t) => !t.hasId).map((t) => t.table);
  for (const table of [...withId, ...totals]) {
    // Rows of tables without an account that name these rows and would refuse their deletion.
    for (const key of keys) {
      if (key.parent !== table || names.includes(key.child) || (key.onDelete !== 'a' && key.onDelete !== 'r'))
        continue;
      if (KEPT_TABLES.has(key.child)) continue;
      await db.execute(
        sql`delete from ${ident(key.child)} where (${columnList(key.childColumns)}) in
            (select ${columnList(key.parentColumns)} from ${ident(table)} where account_id = ${accountId})`,
      );
    }
    await db.execute(sql`delete from ${ident(table)} where account_id = ${accountId}`);
  }
  // The totals the deletions' triggers wrote back.
  for (const table of totals)
    await db.execute(sql`delete from ${ident(table)} where account_id = ${accountId}`);
};

/** Stamps the twin's last reset. */
export const markReset = async (db: Executor, twinId: number) => {
  const [row] = await db
    .update(accounts)
    .set({ sandboxResetAt: businessNow() })
    .where(eq(accounts.id, twinId))
    .returning();
  return row;
};

/** Locks the twin's row for the length of the transaction: one reset at a time. */
export const lockTwin = async (db: Executor, twinId: number) => {
  // A declaration locks its open policy, then its insert takes a share lock on the account: the reset takes them in
  // the same order (the policies in id order, then the account), so the two wait for each other, never deadlock.
  await db
    .select({ id: openPolicies.id })
    .from(openPolicies)
    .where(eq(openPolicies.accountId, twinId))
    .orderBy(asc(openPolicies.id))
    .for('update');
  await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, twinId)).for('update');
};
