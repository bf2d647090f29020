import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { featureSwitches, users } from '../db/schema/index.ts';
import { buildTestApp, logInAs, testDatabase } from './test-app.ts';

/** Every row of every table and every sequence, as one comparable text per table. */
const fingerprint = async (app: FastifyInstance) => {
  const rowsOf = async <T>(query: string) =>
    ((await app.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
  const tables = await rowsOf<{ tablename: string }>(
    "select tablename from pg_tables where schemaname = 'public' order by tablename",
  );
  const print: Record<string, string> = {};
  for (const { tablename } of tables) {
    const [row] = await rowsOf<{ print: string | null }>(
      `select count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as print from public."${tablename}" t`,
    );
    print[tablename] = row!.print ?? '';
  }
  const sequences = await rowsOf<{ sequencename: string; last_value: string | null }>(
    "select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by sequencename",
  );
  for (const { sequencename, last_value } of sequences) print[`sequence ${sequencename}`] = last_value ?? '';
  return print;
};

const apps: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

describe('the test database of each file', () => {
  it('starts in the demo state again, whatever the file before it changed', async () => {
    const first = await buildTestApp();
    apps.push(first);
    const demoState = await fingerprint(first);
    expect(Number(demoState.users!.split(':')[0])).toBeGreaterThan(0);
    await logInAs(first, 'demo');
    await first.db
      .update(featureSwitches)
      .set({ value: 'Y' })
      .where(sql`${featureSwitches.name} = 'maintenance'`);
    await first.db.delete(users).where(sql`${users.loginName} = 'newbie'`);
    const changed = await fingerprint(first);
    expect(changed).not.toEqual(demoState);
    await first.close();
    apps.pop();

    const second = await buildTestApp();
    apps.push(second);
    expect(await fingerprint(second)).toEqual(demoState);
  });

  it('is PostgreSQL of its own when TEST_DATABASE_URL is set, else the process PGlite', async () => {
    const handle = await testDatabase();
    expect(handle.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    const app = await buildTestApp();
    apps.push(app);
    const [row] = (
      (await app.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    if (handle.kind === 'postgres') expect(row!.name).toMatch(/^cargo_test_\d+_[0-9a-f]{6}_f[0-9a-f]{8}$/);
  });
});
