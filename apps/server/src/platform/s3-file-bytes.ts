import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { FileBytes } from './file-bytes.ts';

/** An S3-compatible bucket (AWS, MinIO, Ceph, a cloud's object storage), from the environment (README). */
export interface S3Settings {
  bucket: string;
  /** Keys are written under this prefix ('' for none). */
  prefix: string;
  region: string;
  /** Unset: the provider's own endpoint for the region (AWS). */
  endpoint: string | undefined;
  /** Addresses the bucket as a path (`<endpoint>/<bucket>/<key>`), as MinIO and Ceph usually need. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (instance role, shared files, AWS_* variables). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export const s3FileBytes = (settings: S3Settings): FileBytes => {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint === undefined ? {} : { endpoint: settings.endpoint }),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.credentials === undefined ? {} : { credentials: settings.credentials }),
    // Checksums only where the S3 API requires them: not every S3-compatible store knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const object = (key: string) => ({ Bucket: settings.bucket, Key: `${settings.prefix}${key}` });
  return {
    write: async (key, content) => {
      await client.send(
        new PutObjectCommand({ ...object(key), Body: content, ContentLength: content.length }),
      );
    },
    read: async (key) => {
      try {
        const { Body } = await client.send(new GetObjectCommand(object(key)));
        return Body as Readable | undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    remove: async (key) => {
      await client.send(new DeleteObjectCommand(object(key)));
    },
    close: async () => client.destroy(),
  };
};
