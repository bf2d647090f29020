import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** A text[] value as an array literal: {"WAR","STRIKES"}. */
const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((item) => `"${item.replace(/[\\"]/g, (char) => `\\${char}`)}"`).join(',')}}`;

/**
 * Inserts many rows with one parameter per column (`unnest` of arrays): a 500-row chunk costs one statement of a
 * few dozen parameters instead of thousands, which Drizzle would build and the database parse one by one. Every
 * row must have the same keys (the first row's are taken); answers the new ids in the rows' order.
 */
export const insertByUnnest = async <Table extends PgTable>(
  db: Executor,
  table: Table,
  values: readonly Table['$inferInsert'][],
): Promise<number[]> => {
  if (values.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, ReturnType<typeof getTableColumns>[string]>;
  const given = Object.keys(values[0]!).filter((key) => key in columns);
  // Columns left out whose default is computed here (the business clock's time), as Drizzle's insert would.
  const computed = Object.keys(columns).filter((key) => !given.includes(key) && columns[key]!.defaultFn);
  const defaults = Object.fromEntries(computed.map((key) => [key, columns[key]!.defaultFn!()]));
  const keys = [...given, ...computed];
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  const arrays = keys.map((key) => {
    const column = columns[key]!;
    const isArray = column.getSQLType().endsWith('[]');
    const items = values.map((row) => {
      const value = key in defaults ? defaults[key] : (row as Record<string, unknown>)[key];
      if (value === undefined || value === null) return null;
      return isArray ? arrayLiteral(value as string[]) : value;
    });
    // Array columns travel as array literals (text) and are cast back per row.
    return sql`${sql.param(items)}::${sql.raw(isArray ? 'text' : column.getSQLType())}[]`;
  });
  const selected = keys.map((key, index) => {
    const alias = sql.identifier(`c${index}`);
    const type = columns[key]!.getSQLType();
    return type.endsWith('[]') ? sql`${alias}::${sql.raw(type)}` : alias;
  });
  const aliases = keys.map((_, index) => sql.identifier(`c${index}`));
  // `with ordinality … order by n` keeps the rows' order, so the ids answered name the rows given.
  const result = await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) with ordinality as t(${sql.join(aliases, sql`, `)}, n) order by n returning id`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => row.id);
};
