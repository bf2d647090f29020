import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordHashingFor } from '../config.ts';
import { usePasswordHashing, verifyPassword } from '../platform/password-hash.ts';
import { rowsOf as rowsOfQuery, tableCountsOf } from '../test/raw-sql.ts';
import { type Database, openDatabase } from './client.ts';
import { copyEmbeddedTemplate, markEmbeddedTemplate, readTemplateFile } from './embedded-template.ts';
import { prepareDatabase } from './prepare-database.ts';
import { DEMO_USERS } from './seed/demo.seed.ts';
import { seedReferenceData } from './seed/seed.ts';

/**
 * The build's embedded database (migrated, reference data in) copied into a new DATA_DIR: the first start that
 * follows holds the same rows as one that loaded everything itself, with the demo data and the list's import
 * dated from today.
 */

const BUILD_ID = 'build-1';
const rowsOf = <T>(db: Database, query: string) => rowsOfQuery<T>(db, sql.raw(query));

let scratch: string;
let templateDir: string;

beforeAll(async () => {
  usePasswordHashing(passwordHashingFor('test'));
  scratch = await mkdtemp(path.join(tmpdir(), 'cargo-template-'));
  templateDir = path.join(scratch, 'template');
  const template = await openDatabase(undefined, templateDir);
  await template.migrate();
  await template.db.transaction((tx) => seedReferenceData(tx));
  await template.close();
  await markEmbeddedTemplate(templateDir, BUILD_ID);
}, 180_000);

afterAll(() => rm(scratch, { recursive: true, force: true }));

describe('the embedded database template', () => {
  it('is copied only into a DATA_DIR without a database, and only by the build that made it', async () => {
    const dir = path.join(scratch, 'copies');
    await mkdir(dir);
    expect(await copyEmbeddedTemplate(path.join(dir, 'a'), undefined, templateDir)).toBe(false);
    expect(await copyEmbeddedTemplate(path.join(dir, 'a'), 'another-build', templateDir)).toBe(false);
    expect(await copyEmbeddedTemplate(path.join(dir, 'a'), BUILD_ID, templateDir)).toBe(true);
    expect(await copyEmbeddedTemplate(path.join(dir, 'a'), BUILD_ID, templateDir)).toBe(false);
    expect((await readdir(dir)).sort()).toEqual(['a']);
    expect(await readTemplateFile('template-id', 'another-build', templateDir)).toBeUndefined();
    expect(await readTemplateFile('template-id', BUILD_ID, templateDir)).toBe(`${BUILD_ID}\n`);
  });

  it('gives a first start the rows of one that loaded everything itself, dated from today', async () => {
    const fromTemplate = path.join(scratch, 'first-start');
    await mkdir(fromTemplate);
    expect(await copyEmbeddedTemplate(path.join(fromTemplate, 'pglite'), BUILD_ID, templateDir)).toBe(true);
    const copied = await openDatabase(undefined, fromTemplate);
    const whole = await openDatabase('memory://', '');
    try {
      expect(await copied.pendingMigrations()).toBe(0);
      const started = Date.now();
      expect(await prepareDatabase(copied)).toBe(true);
      expect(await prepareDatabase(whole)).toBe(true);
      expect(await tableCountsOf(copied.db)).toEqual(await tableCountsOf(whole.db));
      const [list] = await rowsOf<{ imported: string; rescreened: string }>(
        copied.db,
        'select imported_at::text as imported, rescreened_at::text as rescreened from sanctions_list_versions',
      );
      expect(new Date(list!.imported).getTime()).toBeGreaterThanOrEqual(started - 1000);
      expect(list!.rescreened).toBe(list!.imported);
      const [demo] = await rowsOf<{ hash: string }>(
        copied.db,
        "select password_hash as hash from users where login_name = 'demo'",
      );
      expect(await verifyPassword(demo!.hash, DEMO_USERS.demo.password)).toBe(true);
    } finally {
      await copied.close();
      await whole.close();
    }
  }, 180_000);
});
