import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { StoredFile } from '@cargo/domain';
import { fileEndpoints } from '@cargo/domain/api/file';
import type { FastifyInstance } from 'fastify';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { uploadDocument } from '../features/file/file.fixtures.ts';
import { logInToAccount } from '../test/insuring.fixtures.ts';
import { buildTestApp, call, logInAs } from '../test/test-app.ts';
import { type S3Settings, s3FileBytes } from './s3-file-bytes.ts';

/**
 * The S3 driver against a real S3 HTTP API: s3rver, started here on a free port with a bucket of its own. The
 * product's own client (the AWS SDK) talks to it; nothing of the SDK is replaced.
 */

const BUCKET = 'cargo-portal-files';
let server: S3rver;
let directory: string;
let settings: S3Settings;

beforeAll(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'cargo-s3rver-'));
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const address = (await server.run()) as AddressInfo;
  settings = {
    bucket: BUCKET,
    prefix: 'files/',
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${address.port}`,
    forcePathStyle: true,
    // s3rver's fixed development credentials.
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  };
});
afterAll(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

const bytesOf = async (stream: Readable | undefined) => {
  if (stream === undefined) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

describe('the S3 driver', () => {
  it('writes, reads back and removes bytes under a key; a missing key reads as nothing', async () => {
    const bytes = s3FileBytes(settings);
    const content = Buffer.from('%PDF-1.4 理赔单据 claim form');
    await bytes.write('7/0f5e2c1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b', content);
    expect(await bytesOf(await bytes.read('7/0f5e2c1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b'))).toEqual(content);
    expect(await bytes.read('7/00000000-0000-4000-8000-000000000000')).toBeUndefined();
    await bytes.remove('7/0f5e2c1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b');
    expect(await bytes.read('7/0f5e2c1a-3b4d-4e6f-8a9b-0c1d2e3f4a5b')).toBeUndefined();
    await bytes.close();
  });
});

describe('files uploaded through one instance and downloaded through another (S3)', () => {
  const PDF = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
  let first: FastifyInstance;
  let second: FastifyInstance;

  beforeAll(async () => {
    first = await buildTestApp({ fileStoreS3: settings, fileStoreDir: path.join(directory, 'not-used') });
    // A second instance on the same database and bucket, with a local folder of its own.
    second = await buildApp(
      { ...first.config, fileStoreDir: path.join(directory, 'second-instance') },
      first.database,
    );
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('the bytes live in the bucket, and the other instance serves them to the owner only', async () => {
    const demo = await logInAs(first, 'demo');
    const uploaded = await uploadDocument(first, '发票 invoice.pdf', PDF, { cookie: demo });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json<{ data: StoredFile }>().data;

    const downloaded = await call(
      second,
      fileEndpoints.downloadAttachment,
      { id: file.fileId },
      { cookie: demo },
    );
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload).toEqual(PDF);

    const owner = (await first.db.query.storedFiles.findFirst({
      where: (row, { eq }) => eq(row.id, file.fileId),
    }))!;
    const inBucket = await bytesOf(await s3FileBytes(settings).read(`${owner.accountId}/${file.fileId}`));
    expect(inBucket).toEqual(PDF);

    const other = await logInToAccount(second, 'HZSHUNDA');
    expect(
      (await call(second, fileEndpoints.downloadAttachment, { id: file.fileId }, { cookie: other }))
        .statusCode,
    ).toBe(404);
  });
});
