import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { sanctionsEntries, sanctionsEntryNames, sanctionsListVersions } from '../../db/schema/index.ts';
import { normaliseName } from '../../platform/sanctions/matching/normalise.ts';
import type { ListedEntry } from './list-formats/index.ts';

/** The list versions, their entries and names, written once by the importer (read by `platform/sanctions/list-index.ts`). */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const text = (values: readonly (string | null)[]) => sql`${sql.param(values)}::text[]`;

/** Every entry in one statement (one array parameter per column): 15,000 rows cost one round trip. */
const insertEntries = (db: Executor, listVersionId: number, entries: readonly ListedEntry[]) =>
  db.execute(sql`
    insert into ${sanctionsEntries} (list_version_id, ent_num, name, entry_type, programmes, imo_no, content_hash)
    select ${listVersionId}, e.ent_num, e.name, e.entry_type, string_to_array(e.programmes, ']'), e.imo_no, e.content_hash
    from unnest(${text(entries.map((entry) => entry.entNum))}, ${text(entries.map((entry) => entry.name))},
      ${text(entries.map((entry) => entry.entryType))}, ${text(entries.map((entry) => entry.programmes.join(']')))},
      ${text(entries.map((entry) => entry.imoNo))}, ${text(entries.map((entry) => sha256(entry.source)))})
      as e(ent_num, name, entry_type, programmes, imo_no, content_hash)`);

const namesOf = (entries: readonly ListedEntry[]) =>
  entries.flatMap((entry) =>
    [{ kind: 'primary', name: entry.name }, ...entry.aliases].map((alias, ordinal) => ({
      entNum: entry.entNum,
      ordinal: String(ordinal),
      kind: alias.kind,
      name: alias.name,
      normalised: normaliseName(alias.name),
    })),
  );

const insertNames = (db: Executor, listVersionId: number, entries: readonly ListedEntry[]) => {
  const names = namesOf(entries);
  return db.execute(sql`
    insert into ${sanctionsEntryNames} (list_version_id, ent_num, ordinal, kind, name, normalised)
    select ${listVersionId}, n.ent_num, n.ordinal::smallint, n.kind, n.name, n.normalised
    from unnest(${text(names.map((name) => name.entNum))}, ${text(names.map((name) => name.ordinal))},
      ${text(names.map((name) => name.kind))}, ${text(names.map((name) => name.name))},
      ${text(names.map((name) => name.normalised))}) as n(ent_num, ordinal, kind, name, normalised)`);
};

export interface NewListVersion {
  source: string;
  format: string;
  publishedOn: string | null;
  fileSha256: string;
  entries: readonly ListedEntry[];
}

/** The version of the same file of the same source, if it was imported already. */
export const findListVersionOfFile = async (db: Executor, source: string, fileSha256: string) =>
  (
    await db
      .select()
      .from(sanctionsListVersions)
      .where(and(eq(sanctionsListVersions.source, source), eq(sanctionsListVersions.fileSha256, fileSha256)))
  )[0];

/** A new list version with its entries and names; its id. */
export const insertListVersion = async (db: Executor, version: NewListVersion) => {
  const [row] = await db
    .insert(sanctionsListVersions)
    .values({
      source: version.source,
      format: version.format,
      publishedOn: version.publishedOn,
      fileSha256: version.fileSha256,
      entryCount: version.entries.length,
    })
    .returning({ id: sanctionsListVersions.id });
  await insertEntries(db, row!.id, version.entries);
  await insertNames(db, row!.id, version.entries);
  return row!.id;
};
