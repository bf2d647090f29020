import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
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
 * The file store: the bytes of uploaded files on disk under `<fileStoreDir>/<account id>/<file id>`, their
 * metadata in `stored_files`. The file id is a random UUID chosen here (never a name from the browser), so
 * no path can be smuggled in. Only the owning account finds a file. An S3-compatible store can take the
 * place of the disk behind these functions.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isFileId = (id: string) => UUID.test(id);

const pathOf = (app: FastifyInstance, accountId: number, id: string) =>
  path.join(app.config.fileStoreDir, String(accountId), id);

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

/** Writes the bytes under a new id (to a temporary name, then renamed); answers the id and the path. */
const writeBytes = async (app: FastifyInstance, file: NewFile) => {
  const id = randomUUID();
  const target = pathOf(app, file.accountId, id);
  await mkdir(path.dirname(target), { recursive: true });
  const partial = `${target}.part`;
  await writeFile(partial, file.content, { flag: 'wx' });
  await rename(partial, target);
  return { id, target };
};

/** Writes the bytes (to a temporary name, then renamed) and records the metadata. */
export const storeFile = async (app: FastifyInstance, file: NewFile): Promise<StoredFileRecord> => {
  const { id, target } = await writeBytes(app, file);
  try {
    return await insertStoredFile(app.db, rowOf(id, file));
  } catch (error) {
    // No row, no file: the bytes are not left behind without their metadata.
    await rm(target, { force: true });
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
  const { id, target } = await writeBytes(app, file);
  try {
    return await app.db.transaction(async (tx) => work(tx, await insertStoredFile(tx, rowOf(id, file))));
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
};

/** A file of the account, or undefined (another account's id, no such file, not a file id). */
export const findFileOfAccount = async (app: FastifyInstance, accountId: number, id: string) =>
  isFileId(id) ? findStoredFile(app.db, accountId, id) : undefined;

/** The account's files among these ids; the others are left out. */
export const findFilesOfAccount = (app: FastifyInstance, accountId: number, ids: readonly string[]) =>
  findStoredFiles(app.db, accountId, ids.filter(isFileId));

/** The bytes of a stored file, or undefined when they are missing on disk. */
export const openStoredFile = async (
  app: FastifyInstance,
  file: StoredFileRecord,
): Promise<ReadStream | undefined> => {
  const location = pathOf(app, file.accountId, file.id);
  try {
    await stat(location);
  } catch {
    app.log.error({ fileId: file.id }, 'stored file missing on disk');
    return undefined;
  }
  return createReadStream(location);
};
