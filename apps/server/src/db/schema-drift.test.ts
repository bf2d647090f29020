import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTables } from '../test/schema-catalog.ts';
import { useTestApp } from '../test/suite.ts';
import { openScratchDatabase, scratchDatabaseName } from '../test/test-database.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import * as schema from './schema/index.ts';
import { INDEX_INCLUDED_COLUMNS } from './schema/index-included-columns.ts';

/**
 * The SQL migrations are the truth of the database; the Drizzle schema is how the code reads it. This test
 * builds a second, empty database from the Drizzle schema alone (the statements drizzle-kit derives from it)
 * and compares the two as PostgreSQL describes them: tables, columns (type, null, default, generated,
 * identity), primary, foreign, unique and check constraints, and indexes. Triggers, functions and unlogged
 * tables are the migrations' alone and are not compared. A change to either side without the other fails here
 * with the lines that differ.
 */

const postgresServerUrl = process.env.TEST_DATABASE_URL || undefined;

/** An empty database of the same kind as the tests' (PostgreSQL: a scratch database, dropped after). */
const openEmptyDatabase = (): Promise<DatabaseHandle> =>
  postgresServerUrl === undefined
    ? openDatabase('memory://', '')
    : openScratchDatabase(postgresServerUrl, scratchDatabaseName('drift'));

const INCLUDE_CLAUSE = / INCLUDE \(([^)]*)\)/;

/** The migrated index without the INCLUDE columns listed for it (an unlisted INCLUDE stays and differs). */
const withoutListedIncludes = ({ name, definition }: { name: string; definition: string }) => {
  const listed = INDEX_INCLUDED_COLUMNS[name];
  const included = INCLUDE_CLAUSE.exec(definition)?.[1];
  if (listed === undefined || included === undefined) return definition;
  return included === listed.join(', ') ? definition.replace(INCLUDE_CLAUSE, '') : definition;
};

/** The tests' database: migrated by the SQL files (and seeded, which changes no table's shape). */
const ctx = useTestApp();
let fromSchema: DatabaseHandle;

beforeAll(async () => {
  fromSchema = await openEmptyDatabase();
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson(schema as Record<string, unknown>),
  );
  for (const statement of statements) await fromSchema.db.execute(sql.raw(statement));
});

afterAll(async () => {
  await fromSchema?.close();
});

describe('the SQL migrations and the Drizzle schema', () => {
  it('describe the same tables, columns, constraints and indexes', async () => {
    const expected = await describeTables(fromSchema.db);
    const actual = await describeTables(ctx.app.db, withoutListedIncludes);
    expect(expected.length).toBeGreaterThan(500);
    expect(actual).toEqual(expected);
  });

  it('carry exactly the listed INCLUDE columns, on the listed indexes', async () => {
    const actual = await describeTables(ctx.app.db);
    const included = actual
      .filter((line) => line.startsWith('index ') && INCLUDE_CLAUSE.test(line))
      .map((line) => {
        const name = /INDEX (\w+) ON/.exec(line)?.[1] ?? line;
        return [name, INCLUDE_CLAUSE.exec(line)?.[1]?.split(', ')];
      });
    expect(Object.fromEntries(included)).toEqual(INDEX_INCLUDED_COLUMNS);
  });
});

describe('the migrations folder', () => {
  it("names every SQL file once in drizzle's journal, each later than the one before", () => {
    const folder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
    const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string; when: number }[];
    };
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.sql'))
      .map((name) => name.replace(/\.sql$/, ''));
    // The migrator runs only what the journal names, in its order (not the files' numbers: 0020 and 0021 came
    // after 0026), and skips an entry whose `when` is not after the last applied one's.
    expect(journal.entries.map((entry) => entry.tag).sort()).toEqual(files.sort());
    expect(journal.entries.map((entry) => entry.idx)).toEqual(files.map((_, index) => index));
    const times = journal.entries.map((entry) => entry.when);
    expect(times.every((when, index) => index === 0 || when > (times[index - 1] ?? 0))).toBe(true);
  });
});
