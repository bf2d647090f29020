import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  integer,
  numeric,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';

/**
 * The kinds of column the tables share, each spelled once: a builder here makes exactly the column the tables
 * wrote out before (`schema-drift.test.ts` holds the schema equal to the migrations). The references to
 * accounts and users are in `references.ts`.
 */

/** The row's number: `id`, a serial primary key. */
export const serialId = () => serial('id').primaryKey();

/** When the row was written, by the business clock. */
export const createdAt = () => stampedAt('created_at');
/** When the row was last changed, by the business clock. */
export const updatedAt = () => stampedAt('updated_at');
/** `created_at` and `updated_at`, for a row that changes after it is written. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** Money: integer minor units of the row's currency (bigint, within the safe integer range). */
export const money = <TName extends string>(name: TName) => bigint(name, { mode: 'number' });
/** A calendar day, read and written as 'YYYY-MM-DD'. */
export const day = <TName extends string>(name: TName) => date(name, { mode: 'string' });
/** An instant (timestamptz); null until it happens unless the table says otherwise. */
export const instant = <TName extends string>(name: TName) => timestamp(name, { withTimezone: true });
/** An exchange rate, CNY per one unit of a currency: exact `numeric(20, 10)`. */
export const rate = <TName extends string>(name: TName) => numeric(name, { precision: 20, scale: 10 });

/** The row this one is part of (required): deleting that row deletes this one. */
export const belongsTo = <TName extends string>(name: TName, parent: () => AnyPgColumn) =>
  integer(name).notNull().references(parent, { onDelete: 'cascade' });

/** A status change, as the event tables record it: from (null for the first) and to. */
export const statusChange = () => ({
  fromStatus: text('from_status'),
  toStatus: text('to_status').notNull(),
});

/**
 * What a form of the public pages keeps of its sender: the submit's idempotency key, the caller's address (for
 * the per-IP submission limit) and when it came. `publicSubmissionIndexes` gives the indexes they need.
 */
export const publicSubmission = () => ({
  requestKey: text('request_key').notNull(),
  /** Caller's address, for the per-IP submission limit. */
  ip: text('ip').notNull().default(''),
  createdAt: createdAt(),
});

/** One row per submit (`<table>_request_key_idx`), and a caller's recent submits (`<table>_ip_idx`). */
export const publicSubmissionIndexes = (
  tableName: string,
  table: { requestKey: AnyPgColumn; ip: AnyPgColumn; createdAt: AnyPgColumn },
) => [
  uniqueIndex(`${tableName}_request_key_idx`).on(table.requestKey),
  index(`${tableName}_ip_idx`).on(table.ip, table.createdAt),
];
