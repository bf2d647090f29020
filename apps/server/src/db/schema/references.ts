import {
  type ExtraConfigColumn,
  integer,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './account.ts';
import { serialId } from './columns.ts';

/**
 * References to the accounts and users most tables name, spelled once, and the shape of the per-account totals
 * tables. What a deletion of the account or user does to the row is the table's choice: `cascade` deletes the row
 * with it, `set null` keeps the row without it, `no action` (PostgreSQL's default) refuses the deletion while the
 * row names it.
 */
type OnDelete = 'cascade' | 'set null' | 'no action';

/** The account the row belongs to (`account_id`, required); by default the row is deleted with the account. */
export const accountId = (onDelete: 'cascade' | 'no action' = 'cascade') =>
  integer('account_id')
    .notNull()
    .references(() => accounts.id, { onDelete });

/** A numbered row of one account: `id` (`serialId`) and `account_id` (`accountId`). */
export const accountRow = (onDelete: 'cascade' | 'no action' = 'cascade') => ({
  id: serialId(),
  accountId: accountId(onDelete),
});

/** The account the row may belong to (`account_id`, null for none). */
export const optionalAccountId = (onDelete: 'set null' | 'no action') =>
  integer('account_id').references(() => accounts.id, { onDelete });

/** A user the row names (who asked, acted, decided…): null for none unless the table makes it required. */
export const userRef = <TName extends string>(name: TName, onDelete: OnDelete = 'no action') =>
  integer(name).references(() => users.id, { onDelete });

/**
 * A table of one account's counts and sums per key, kept by triggers in the statement that changes the rows it
 * counts (the migration named at each table) and never written here. Its primary key is `account_id` and then
 * the columns `key` names, in that order.
 */
export const accountTotalsTable = <
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>(
  name: TName,
  columns: TColumns,
  key: (table: Record<keyof TColumns, ExtraConfigColumn>) => ExtraConfigColumn[],
) =>
  pgTable(name, { accountId: accountId(), ...columns }, (table) => [
    primaryKey({ columns: [table.accountId, ...key(table)] }),
  ]);
