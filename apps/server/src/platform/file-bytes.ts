import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where the bytes of stored files live, behind one interface (`file-store.ts` keeps their metadata in the
 * database): the local disk (the default), or an S3-compatible bucket that every instance reaches
 * (`s3-file-bytes.ts`, chosen by `FILE_STORE_S3_BUCKET` in `open-file-bytes.ts`). Keys are
 * `<account id>/<file id>`, both chosen by the server.
 */
export interface FileBytes {
  /** Stores `content` under `key`, whole or not at all. */
  write(key: string, content: Buffer): Promise<void>;
  /** The bytes under `key`; undefined when there are none. */
  read(key: string): Promise<Readable | undefined>;
  /** Removes the bytes under `key`, if any. */
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Files under `dir`: written to a temporary name, then renamed, so a reader never sees half a file. */
export const diskFileBytes = (dir: string): FileBytes => {
  const pathOf = (key: string) => path.join(dir, ...key.split('/'));
  return {
    write: async (key, content) => {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.part`;
      await writeFile(partial, content, { flag: 'wx' });
      await rename(partial, target);
    },
    read: async (key) => {
      const location = pathOf(key);
      try {
        await stat(location);
      } catch {
        return undefined;
      }
      return createReadStream(location);
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    close: async () => {},
  };
};
