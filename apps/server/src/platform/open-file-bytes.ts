import type { AppConfig } from '../config.ts';
import { diskFileBytes, type FileBytes } from './file-bytes.ts';

/** The configured driver; the S3 client is loaded only when a bucket is configured. */
export const openFileBytes = async (config: AppConfig): Promise<FileBytes> => {
  if (config.fileStoreS3 === undefined) return diskFileBytes(config.fileStoreDir);
  const { s3FileBytes } = await import('./s3-file-bytes.ts');
  return s3FileBytes(config.fileStoreS3);
};
