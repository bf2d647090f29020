import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Executor } from '../../db/client.ts';
import { formatOf } from './list-formats/index.ts';
import { findListVersionOfFile, insertListVersion } from './sanctions-list.repository.ts';

/**
 * Imports one list file as a new list version (earlier versions are kept; screening uses the newest).
 * Idempotent: the same file of the same source answers the version it made before and writes nothing.
 * `afterImport` runs in the same transaction when a version is new (the re-screening job is enqueued there).
 */

export interface ImportedList {
  listVersionId: number;
  source: string;
  entryCount: number;
  isNew: boolean;
}

export class UnknownListFormat extends Error {}

export const importListText = async (
  db: Executor,
  fileName: string,
  content: Buffer,
  afterImport: (tx: Executor, listVersionId: number) => Promise<void> = async () => {},
): Promise<ImportedList> => {
  const text = content.toString('utf8');
  const format = formatOf(fileName, text.slice(0, 200));
  if (format === undefined) throw new UnknownListFormat(`No list format reads ${fileName}`);
  const list = format.read(fileName, text);
  const fileSha256 = createHash('sha256').update(content).digest('hex');
  return db.transaction(async (tx) => {
    const known = await findListVersionOfFile(tx, list.source, fileSha256);
    if (known !== undefined) {
      return { listVersionId: known.id, source: known.source, entryCount: known.entryCount, isNew: false };
    }
    const listVersionId = await insertListVersion(tx, {
      source: list.source,
      format: format.name,
      publishedOn: list.publishedOn,
      fileSha256,
      entries: list.entries,
    });
    await afterImport(tx, listVersionId);
    return { listVersionId, source: list.source, entryCount: list.entries.length, isNew: true };
  });
};

/** A list file (gzipped when its name ends in `.gz`) imported as `importListText` does. */
export const importListFile = async (
  db: Executor,
  path: string,
  afterImport?: Parameters<typeof importListText>[3],
) => {
  const bytes = await readFile(path);
  const isGzipped = path.endsWith('.gz');
  const fileName = basename(isGzipped ? path.slice(0, -3) : path);
  return importListText(db, fileName, isGzipped ? gunzipSync(bytes) : bytes, afterImport);
};

/** The list the demo seed imports: OFAC's SDN list of 2024-05-03 (public domain, `data/README.md`). */
export const SHIPPED_LIST = new URL('./data/ofac-sdn-2024-05-03.csv.gz', import.meta.url);

/** The `file_sha256` a version imported from the shipped list carries (of its text, as `importListText` hashes). */
export const shippedListDigest = async (): Promise<string> =>
  createHash('sha256')
    .update(gunzipSync(await readFile(SHIPPED_LIST)))
    .digest('hex');
