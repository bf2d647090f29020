import { createHash, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client.ts';
import {
  findStoredFile,
  findStoredFiles,
  insertStoredFile,
  type NewStoredFile,
  type StoredFileRecord,
} from './file-store.repository.ts';

export type { StoredFileRecord } from './file-store.repository.ts';

/**
 * The file store: the bytes of uploaded files under `<account id>/<file id>` in `app.fileBytes` (the disk under
 * `FILE_STORE_DIR`, or an S3-compatible bucket: `file-bytes.ts`), their metadata in `stored_files`. The file id
 * is a random UUID chosen here (never a name from the browser), so no path can be smuggled in. Only the owning
 * account finds a file.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isFileId = (id: string) => UUID.test(id);

const keyOf = (accountId: number, id: string) => `${accountId}/${id}`;

/** Only the last segment of a browser's file name, without control characters, at most 255 characters. */
export const cleanFileName = (name: string) => {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed.
  const printable = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return printable.slice(-255) || 'file';
};

export interface NewFile {
  accountId: number;
  fileName: string;
  contentType: string;
  content: Buffer;
  documentType: string | null;
}

const rowOf = (id: string, file: NewFile): NewStoredFile => ({
  id,
  accountId: file.accountId,
  fileName: cleanFileName(file.fileName),
  contentType: file.contentType,
  size: file.content.length,
  sha256: createHash('sha256').update(file.content).digest('hex'),
  documentType: file.documentType,
});

/** Writes the bytes under a new id; answers the id and the key. */
const writeBytes = async (app: FastifyInstance, file: NewFile) => {
  const id = randomUUID();
  const key = keyOf(file.accountId, id);
  await app.fileBytes.write(key, file.content);
  return { id, key };
};

/** Writes the bytes and records the metadata. */
export const storeFile = async (app: FastifyInstance, file: NewFile): Promise<StoredFileRecord> => {
  const { id, key } = await writeBytes(app, file);
  try {
    return await insertStoredFile(app.db, rowOf(id, file));
  } catch (error) {
    // No row, no file: the bytes are not left behind without their metadata.
    await app.fileBytes.remove(key);
    throw error;
  }
};

/**
 * Writes the bytes first, then records their row and runs `work` in ONE transaction, so the caller's rows that
 * point at the file commit with it or not at all. When the transaction fails the bytes are removed; a crash in
 * between leaves bytes without a row (never seen), never a row without its bytes.
 */
export const storeFileWithin = async <T>(
  app: FastifyInstance,
  file: NewFile,
  work: (tx: Transaction, stored: StoredFileRecord) => Promise<T>,
): Promise<T> => {
  const { id, key } = await writeBytes(app, file);
  try {
    return await app.db.transaction(async (tx) => work(tx, await insertStoredFile(tx, rowOf(id, file))));
  } catch (error) {
    await app.fileBytes.remove(key);
    throw error;
  }
};

/** A file of the account, or undefined (another account's id, no such file, not a file id). */
export const findFileOfAccount = async (app: FastifyInstance, accountId: number, id: string) =>
  isFileId(id) ? findStoredFile(app.db, accountId, id) : undefined;

/** The account's files among these ids; the others are left out. */
export const findFilesOfAccount = (app: FastifyInstance, accountId: number, ids: readonly string[]) =>
  findStoredFiles(app.db, accountId, ids.filter(isFileId));

/** The bytes of a stored file, or undefined when they are missing from the store. */
export const openStoredFile = async (
  app: FastifyInstance,
  file: StoredFileRecord,
): Promise<Readable | undefined> => {
  const bytes = await app.fileBytes.read(keyOf(file.accountId, file.id));
  if (bytes === undefined) app.log.error({ fileId: file.id }, 'stored file missing from the file store');
  return bytes;
};
