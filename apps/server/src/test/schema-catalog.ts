import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf as rowsOfQuery } from './raw-sql.ts';

/**
 * What the database says the tables of `public` are, one line per fact, in PostgreSQL's own spelling
 * (`format_type`, `pg_get_expr`, `pg_get_constraintdef`, `pg_get_indexdef`), so that two databases built by
 * different routes (the SQL migrations, the Drizzle schema) compare line by line. The names PostgreSQL or
 * drizzle-kit make up for primary and foreign keys are left out; their definitions are compared.
 */

const rowsOf = <T>(db: Executor, query: string) => rowsOfQuery<T>(db, sql.raw(query));

const IN_PUBLIC = "n.nspname = 'public'";

const tables = async (db: Executor) =>
  (
    await rowsOf<{ name: string }>(
      db,
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where ${IN_PUBLIC} and c.relkind in ('r', 'p')`,
    )
  ).map((row) => `table ${row.name}`);

type ColumnRow = {
  table: string;
  column: string;
  type: string;
  not_null: boolean;
  default_value: string | null;
  generated: string;
  identity: string;
};

const columns = async (db: Executor) =>
  (
    await rowsOf<ColumnRow>(
      db,
      `select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
         a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as default_value,
         a.attgenerated::text as generated, a.attidentity::text as identity
       from pg_attribute a
       join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
       left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
       where ${IN_PUBLIC} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`,
    )
  ).map((row) => {
    const facts = [row.type, row.not_null ? 'not null' : 'null'];
    if (row.default_value !== null)
      facts.push(`${row.generated === 's' ? 'generated always as' : 'default'} ${row.default_value}`);
    if (row.identity) facts.push(`identity ${row.identity}`);
    return `column ${row.table}.${row.column}: ${facts.join(', ')}`;
  });

/** Primary keys, foreign keys, unique and check constraints (not the not-null ones PostgreSQL 18 lists). */
const constraints = async (db: Executor) =>
  (
    await rowsOf<{ table: string; kind: string; name: string; definition: string }>(
      db,
      `select c.relname as table, k.contype::text as kind, k.conname as name,
         pg_get_constraintdef(k.oid) as definition
       from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
       where ${IN_PUBLIC} and k.contype in ('p', 'f', 'u', 'c')`,
    )
  ).map((row) =>
    row.kind === 'p' || row.kind === 'f'
      ? `constraint ${row.table}: ${row.definition}`
      : `constraint ${row.table}.${row.name}: ${row.definition}`,
  );

/** Indexes other than those of primary keys and unique constraints (which are the constraints above). */
export const indexDefinitions = async (db: Executor) =>
  rowsOf<{ name: string; definition: string }>(
    db,
    `select ic.relname as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i join pg_class ic on ic.oid = i.indexrelid
     join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
     where ${IN_PUBLIC} and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );

/** Every fact about the tables of `public`, sorted; `indexLine` may rewrite an index's definition. */
export const describeTables = async (
  db: Executor,
  indexLine: (index: { name: string; definition: string }) => string = (index) => index.definition,
): Promise<string[]> => {
  const indexes = (await indexDefinitions(db)).map((index) => `index ${indexLine(index)}`);
  const facts = [...(await tables(db)), ...(await columns(db)), ...(await constraints(db)), ...indexes];
  return facts.sort();
};
