import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  type ApplicationFormInput,
  type ApplicationView,
  MAX_UPLOAD_BYTES,
  type StoredFile,
  type TempApplyResult,
} from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { fileEndpoints } from '@cargo/domain/api/file';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema/index.ts';
import { countRows, useAccountSession } from '../../test/insuring.fixtures.ts';
import { expectAttachment, refusalOf, useTestApp } from '../../test/suite.ts';
import { call, prepareCall } from '../../test/test-app.ts';
import { uploadDocument } from './file.fixtures.ts';
import { attachmentContentType } from './file.service.ts';

const ctx = useTestApp({ logIn: 'demo' });
const hangzhou = useAccountSession(ctx, 'HZSHUNDA');

// Small files with the right magic numbers.
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const COMPOUND = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);

const upload = (
  fileName: string,
  content: Buffer,
  options: { documentType?: string; cookie?: string; lang?: 'zh' | 'en' } = {},
) => uploadDocument(ctx.app, fileName, content, { cookie: ctx.token, ...options });

const stored = (response: LightMyRequestResponse): StoredFile => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as StoredFile;
};

describe('POST /cargo/file/upload', () => {
  it('stores a classified file of the account and answers its description', async () => {
    const file = stored(await upload('发票 invoice.pdf', PDF));
    expect(file).toMatchObject({
      fileName: '发票 invoice.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      documentType: '01',
      documentTypeName: 'Commercial invoice',
    });
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    // The bytes sit in the file store under the account, named by the id.
    const [row] = await ctx.app.db.select().from(storedFiles);
    expect(existsSync(path.join(ctx.app.config.fileStoreDir, String(row!.accountId), file.fileId))).toBe(
      true,
    );
  });

  it('refuses a file over 4 MB, an empty file, a type not in the list and content that is not its type', async () => {
    const before = await countRows(ctx.app, storedFiles);
    const tooBig = await upload('big.pdf', Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({
      code: '400000',
      message: 'The file is larger than 4 MB and cannot be uploaded',
    });

    const empty = await upload('empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file is empty and cannot be uploaded');

    const exe = await upload('setup.exe', PDF);
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toContain('Unsupported file type');

    // A text file renamed .pdf: the extension is allowed, the content is not a PDF.
    const renamed = await upload('notes.pdf', Buffer.from('just some notes, not a PDF\n'), { lang: 'zh' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('文件内容与扩展名 .pdf 不符，请上传原始文件');

    // A PNG named .jpg is refused too: each extension takes its own format.
    expect((await upload('photo.jpg', PNG)).statusCode).toBe(400);
    expect(await countRows(ctx.app, storedFiles)).toBe(before);
  });

  it('needs a document type from the list (an unclassified file is not uploaded)', async () => {
    const missing = await upload('invoice.pdf', PDF, { documentType: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data).toEqual({
      issues: [{ path: ['documentType'], message: 'Document type: cannot be empty' }],
    });
    expect((await upload('invoice.pdf', PDF, { documentType: '42' })).statusCode).toBe(400);
  });

  it('answers "choose a file" without a file part', async () => {
    expect(await refusalOf(ctx, prepareCall(fileEndpoints.uploadAttachment, { documentType: '01' }))).toBe(
      'Please choose a file to upload',
    );
  });

  it('needs a session', async () => {
    const response = await uploadDocument(ctx.app, 'invoice.pdf', PDF);
    expect(response.statusCode).toBe(401);
  });
});

describe('content rules of the formats file-type cannot tell', () => {
  it('takes xls, doc and msg only as OLE2 compound files', async () => {
    expect(await attachmentContentType('doc', COMPOUND)).toBe('application/msword');
    expect(await attachmentContentType('xls', COMPOUND)).toBe('application/vnd.ms-excel');
    expect(await attachmentContentType('msg', COMPOUND)).toBe('application/vnd.ms-outlook');
    expect(await attachmentContentType('doc', Buffer.from('plain text'))).toBeUndefined();
    expect(await attachmentContentType('doc', PDF)).toBeUndefined();
  });

  it('takes a csv only as plain text (UTF-8 with or without BOM, or GBK), never a binary format', async () => {
    expect(await attachmentContentType('csv', Buffer.from('品名,数量\r\n服装,1200\r\n'))).toBe('text/csv');
    const withBom = Buffer.concat([Buffer.from('efbbbf', 'hex'), Buffer.from('a,b\n1,2\n')]);
    expect(await attachmentContentType('csv', withBom)).toBe('text/csv');
    // GBK bytes of "服装" are high bytes, not control characters.
    expect(await attachmentContentType('csv', Buffer.from('b7febed72c310a', 'hex'))).toBe('text/csv');
    expect(await attachmentContentType('csv', Buffer.from('a,b\u0000\n'))).toBeUndefined();
    expect(await attachmentContentType('csv', PDF)).toBeUndefined();
    expect(await attachmentContentType('csv', PNG)).toBeUndefined();
  });

  it('accepts an upload of each checked kind', async () => {
    expect(
      stored(await upload('list.csv', Buffer.from('a,b\n1,2\n'), { documentType: '02' })).contentType,
    ).toBe('text/csv');
    expect(stored(await upload('contract.doc', COMPOUND, { documentType: '04' })).contentType).toBe(
      'application/msword',
    );
    expect(stored(await upload('scan.png', PNG, { documentType: '99' })).contentType).toBe('image/png');
  });
});

describe('GET /cargo/file/{id}', () => {
  it('downloads a file of the account as an attachment with its name', async () => {
    const file = stored(await upload('装箱单.pdf', PDF, { documentType: '02' }));
    const response = await call(
      ctx.app,
      fileEndpoints.downloadAttachment,
      { id: file.fileId },
      { cookie: ctx.token },
    );
    expectAttachment(response, {
      contentType: 'application/pdf',
      asciiName: 'attachment.pdf',
      fileName: '装箱单.pdf',
      bytes: PDF,
    });
  });

  it("answers 404 for another account's file, an unknown id and a malformed id", async () => {
    const file = stored(await upload('invoice.pdf', PDF));
    for (const id of [file.fileId, randomUUID(), '..%2F..%2Fetc%2Fpasswd', 'not-a-uuid']) {
      const cookie = id === file.fileId ? hangzhou.token : ctx.token;
      const response = await call(ctx.app, fileEndpoints.downloadAttachment, { id }, { cookie, lang: 'en' });
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: '404000', data: null });
    }
  });
});

describe('application attachments', () => {
  const draftForm = (attachments: string[]): ApplicationFormInput => ({
    productCode: 'MP09110009',
    applicant: { appliName: '上海远洋贸易有限公司', appliIdType: '10', appliIdNo: '91310115MA1H7GXQ3E' },
    insured: { insuredName: 'Pacific Home Goods LLC' },
    goods: { majorCategory: '01', subCategory: '0103' },
    attachments,
  });
  const saveDraft = (attachments: string[], cookie = ctx.token) =>
    call(ctx.app, applicationEndpoints.saveDraft, { form: draftForm(attachments) }, { cookie, lang: 'en' });

  it('keeps the ids of files of the account and describes them when the form is loaded', async () => {
    const invoice = stored(await upload('invoice.pdf', PDF, { documentType: '01' }));
    const packing = stored(await upload('packing.csv', Buffer.from('a,b\n'), { documentType: '02' }));
    const saved = await saveDraft([invoice.fileId, packing.fileId]);
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json().data as TempApplyResult;
    const view = (
      await call(ctx.app, applicationEndpoints.loadDraft, { id }, { cookie: ctx.token, lang: 'en' })
    ).json().data as ApplicationView;
    expect(view.form.attachments).toEqual([invoice.fileId, packing.fileId]);
    expect(view.attachmentFiles.map((file) => [file.fileName, file.documentTypeName])).toEqual([
      ['invoice.pdf', 'Commercial invoice'],
      ['packing.csv', 'Packing list'],
    ]);
  });

  it("refuses another account's file id (as if it did not exist) and names the attachment", async () => {
    const theirs = stored(await upload('invoice.pdf', PDF, { cookie: hangzhou.token }));
    const response = await saveDraft([theirs.fileId]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: '400000',
      data: {
        issues: [
          {
            path: ['form', 'attachments', '0'],
            message: 'Attachments: The attachment was not found; please upload it again',
          },
        ],
      },
    });
  });

  it('takes one file per document type', async () => {
    const first = stored(await upload('invoice-1.pdf', PDF, { documentType: '01' }));
    const second = stored(await upload('invoice-2.pdf', PDF, { documentType: '01' }));
    const response = await saveDraft([first.fileId, second.fileId]);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues).toEqual([
      {
        path: ['form', 'attachments', '1'],
        message: 'Attachments: only one file per document type; please remove the repeated one',
      },
    ]);
  });
});
