import { CLAIM_STATUS, type ClaimDocument, type ClaimDocumentType, MAX_UPLOAD_BYTES } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { claimDocuments, storedFiles } from '../../db/schema/index.ts';
import { storeFileWithin } from '../../platform/file-store.ts';
import { multipartOf } from '../../test/declaration.fixtures.ts';
import { countRows } from '../../test/insuring.fixtures.ts';
import { data, expectAttachment } from '../../test/suite.ts';
import { call, endpointUrlWithInvalidInput } from '../../test/test-app.ts';
import {
  COMPOUND,
  filesOnDisk,
  insertClaim,
  PDF,
  PNG,
  setClaimStatus,
  uploadDocument,
  useClaimTestApp,
} from './claim-document.fixtures.ts';

const { ctx, owner, other } = useClaimTestApp();

const upload = (
  reportNo: string,
  typeCode: ClaimDocumentType,
  fileName: string,
  content: Buffer,
  lang: 'zh' | 'en' = 'en',
) => uploadDocument(ctx.app, owner.token, { reportNo, typeCode }, fileName, content, lang);

/** A claim document downloaded by its key (by the owner by default). */
const download = (key: string, cookie = owner.token) =>
  call(ctx.app, claimEndpoints.downloadDocument, { key }, { cookie });

const documentRows = (claimId: number) =>
  ctx.app.db.select().from(claimDocuments).where(eq(claimDocuments.claimId, claimId));

describe('POST /cargo/claim/document/upload', () => {
  it('stores a document of a type and says so; the download key is random and long', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const response = await upload(claim.reportNo, '23', '提单 B-L.pdf', PDF);
    const document = data<ClaimDocument>(response);
    expect(response.json().message).toBe('Document uploaded');
    expect(document).toMatchObject({
      typeCode: '23',
      typeName: 'Bill of lading',
      fileName: '提单 B-L.pdf',
      size: PDF.length,
    });
    expect(document.uploadedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(document.downloadKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await documentRows(claim.id);
    const [file] = await ctx.app.db.select().from(storedFiles).where(eq(storedFiles.id, row!.fileId));
    expect(file).toMatchObject({
      contentType: 'application/pdf',
      accountId: owner.id,
      documentType: 'claim:23',
    });
  });

  it('keeps one file per type: a new upload replaces the row and the old key stops working', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const first = data<ClaimDocument>(await upload(claim.reportNo, '21', 'packing.pdf', PDF));
    const second = await upload(claim.reportNo, '21', 'packing-list.png', PNG, 'zh');
    expect(second.json().message).toBe('单证已替换');
    const replaced = data<ClaimDocument>(second);
    expect(replaced).toMatchObject({ typeCode: '21', typeName: '装箱单', fileName: 'packing-list.png' });
    expect(replaced.downloadKey).not.toBe(first.downloadKey);
    const rows = await documentRows(claim.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.downloadKey).toBe(replaced.downloadKey);
    expect((await download(first.downloadKey)).statusCode).toBe(404);
    const downloaded = await download(replaced.downloadKey);
    expect(downloaded.statusCode).toBe(200);
    expect(downloaded.rawPayload.equals(PNG)).toBe(true);
  });

  it('two uploads of a type at once leave one row', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const answers = await Promise.all([
      upload(claim.reportNo, '29', 'a.pdf', PDF),
      upload(claim.reportNo, '29', 'b.pdf', PDF),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().message).sort()).toEqual([
      'Document replaced',
      'Document uploaded',
    ]);
    expect(await documentRows(claim.id)).toHaveLength(1);
  });

  it('takes every listed type by its content (compound files, csv text)', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const files: [ClaimDocumentType, string, Buffer][] = [
      ['99', 'mail.msg', COMPOUND],
      ['22', 'weights.xls', COMPOUND],
      ['05', 'claim.doc', COMPOUND],
      ['06', '损失清单.csv', Buffer.from('货物,数量\nLED,12.5\n')],
      ['26', 'survey.jpg', Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb', 'hex')],
    ];
    for (const [typeCode, name, content] of files) {
      expect((await upload(claim.reportNo, typeCode, name, content)).statusCode, name).toBe(200);
    }
    expect(await documentRows(claim.id)).toHaveLength(files.length);
  });

  describe('refuses, with its own message in both languages, and writes nothing', () => {
    const refusals: [string, string, () => Buffer, number, string, string][] = [
      [
        'content not its type',
        'notes.pdf',
        () => Buffer.from('not a pdf\n'),
        400,
        'not what its extension .pdf says',
        '文件内容与扩展名 .pdf 不符',
      ],
      ['a png named .jpg', 'photo.jpg', () => PNG, 400, 'extension .jpg', '扩展名 .jpg'],
      ['a binary named .csv', 'list.csv', () => PDF, 400, 'extension .csv', '扩展名 .csv'],
      [
        'over 4 MB',
        'big.pdf',
        () => Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES)]),
        413,
        'larger than 4 MB',
        '超过 4MB',
      ],
      ['empty', 'empty.pdf', () => Buffer.alloc(0), 400, 'The file is empty', '文件为空'],
      ['a type not in the list', 'setup.exe', () => PDF, 400, 'Unsupported file type', '不支持'],
      [
        'a parent folder in the name',
        '../x.pdf',
        () => PDF,
        400,
        'must not contain folder parts',
        '不能包含路径',
      ],
      ['a folder in the name', 'a/b.pdf', () => PDF, 400, 'must not contain folder parts', '不能包含路径'],
      ['a Windows path', 'C:\\x.pdf', () => PDF, 400, 'must not contain folder parts', '不能包含路径'],
    ];
    it.each(refusals)('%s', async (_what, name, content, status, english, chinese) => {
      const claim = await insertClaim(ctx.app, owner.id);
      const before = { files: await countRows(ctx.app, storedFiles), disk: filesOnDisk(ctx.app, owner.id) };
      const inEnglish = await upload(claim.reportNo, '23', name, content());
      expect(inEnglish.statusCode).toBe(status);
      expect(inEnglish.json().message).toContain(english);
      const inChinese = await upload(claim.reportNo, '23', name, content(), 'zh');
      expect(inChinese.json().message).toContain(chinese);
      expect(await documentRows(claim.id)).toHaveLength(0);
      expect(await countRows(ctx.app, storedFiles)).toBe(before.files);
      expect(filesOnDisk(ctx.app, owner.id)).toBe(before.disk);
    });

    it('an unknown document type code', async () => {
      const claim = await insertClaim(ctx.app, owner.id);
      const body = multipartOf('x.pdf', PDF);
      const target = { reportNo: claim.reportNo, typeCode: '42' };
      const response = await ctx.app.inject({
        method: 'POST',
        url: endpointUrlWithInvalidInput(claimEndpoints.uploadDocument, target),
        payload: body.payload,
        headers: body.headers,
        cookies: { 'Admin-Token': owner.token, lang: 'en' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().data.issues[0].path).toEqual(['typeCode']);
      expect(await documentRows(claim.id)).toHaveLength(0);
    });

    it('a closed claim', async () => {
      const claim = await insertClaim(ctx.app, owner.id, { status: CLAIM_STATUS.closed });
      const before = await countRows(ctx.app, storedFiles);
      const response = await upload(claim.reportNo, '23', 'x.pdf', PDF);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('The claim is closed; its documents can no longer change');
      expect((await upload(claim.reportNo, '23', 'x.pdf', PDF, 'zh')).json().message).toBe(
        '赔案已结案，不能再修改单证',
      );
      expect(await countRows(ctx.app, storedFiles)).toBe(before);
    });

    it('no file part', async () => {
      const claim = await insertClaim(ctx.app, owner.id);
      const response = await call(
        ctx.app,
        claimEndpoints.uploadDocument,
        { reportNo: claim.reportNo, typeCode: '23' },
        { cookie: owner.token, lang: 'en' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Please choose a file to upload');
    });
  });

  it("answers not found for another account's claim and stores nothing", async () => {
    const claim = await insertClaim(ctx.app, other.id);
    const before = await countRows(ctx.app, storedFiles);
    const response = await upload(claim.reportNo, '23', 'x.pdf', PDF);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Claim not found');
    expect(await countRows(ctx.app, storedFiles)).toBe(before);
  });
});

describe('storing a document', () => {
  it('leaves neither row nor bytes when its transaction fails after the bytes were written', async () => {
    const before = { files: await countRows(ctx.app, storedFiles), disk: filesOnDisk(ctx.app, owner.id) };
    const file = {
      accountId: owner.id,
      fileName: 'bl.pdf',
      contentType: 'application/pdf',
      content: PDF,
      documentType: null,
    };
    await expect(
      storeFileWithin(ctx.app, file, async () => {
        expect(filesOnDisk(ctx.app, owner.id)).toBe(before.disk + 1);
        throw new Error('the claim rows failed');
      }),
    ).rejects.toThrow('the claim rows failed');
    expect(await countRows(ctx.app, storedFiles)).toBe(before.files);
    expect(filesOnDisk(ctx.app, owner.id)).toBe(before.disk);
  });
});

describe('POST /cargo/claim/document/delete', () => {
  it('removes the document of a type from an open claim; again is "not found"', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const document = data<ClaimDocument>(await upload(claim.reportNo, '23', 'bl.pdf', PDF));
    const body = { reportNo: claim.reportNo, typeCode: '23' } as const;
    expect(data(await call(ctx.app, claimEndpoints.deleteDocument, body, { cookie: owner.token }))).toEqual({
      typeCode: '23',
    });
    expect(await documentRows(claim.id)).toHaveLength(0);
    expect((await download(document.downloadKey)).statusCode).toBe(404);
    const again = await call(ctx.app, claimEndpoints.deleteDocument, body, {
      cookie: owner.token,
      lang: 'en',
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Document not found');
  });

  it('leaves a closed claim as it is', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    await upload(claim.reportNo, '23', 'bl.pdf', PDF);
    await setClaimStatus(ctx.app, claim.id, CLAIM_STATUS.closed);
    const response = await call(
      ctx.app,
      claimEndpoints.deleteDocument,
      { reportNo: claim.reportNo, typeCode: '23' },
      { cookie: owner.token },
    );
    expect(response.statusCode).toBe(409);
    expect(await documentRows(claim.id)).toHaveLength(1);
  });

  it("answers not found for another account's claim", async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    await upload(claim.reportNo, '23', 'bl.pdf', PDF);
    const response = await call(
      ctx.app,
      claimEndpoints.deleteDocument,
      { reportNo: claim.reportNo, typeCode: '23' },
      { cookie: other.token },
    );
    expect(response.statusCode).toBe(404);
    expect(await documentRows(claim.id)).toHaveLength(1);
  });
});

describe('GET /cargo/claim/document/download/:key', () => {
  it('sends the bytes under the file name', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const document = data<ClaimDocument>(await upload(claim.reportNo, '26', '检验报告.pdf', PDF));
    expectAttachment(await download(document.downloadKey), {
      contentType: 'application/pdf',
      asciiName: 'document.pdf',
      fileName: '检验报告.pdf',
      bytes: PDF,
    });
  });

  it("answers not found for another account's key and for a made-up key", async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const document = data<ClaimDocument>(await upload(claim.reportNo, '26', 'survey.pdf', PDF));
    const key = document.downloadKey;
    expect((await download(key, other.token)).statusCode).toBe(404);
    expect((await download('A'.repeat(43))).statusCode).toBe(404);
    expect((await download('short')).statusCode).toBe(400);
  });
});

describe('without a session', () => {
  it('every claim-document route answers 401', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const { reportNo } = claim;
    const answers = await Promise.all([
      call(ctx.app, claimEndpoints.claimDocuments, { reportNo }),
      uploadDocument(ctx.app, '', { reportNo, typeCode: '23' }, 'x.pdf', PDF),
      call(ctx.app, claimEndpoints.deleteDocument, { reportNo, typeCode: '23' }),
      call(ctx.app, claimEndpoints.downloadDocument, { key: 'A'.repeat(43) }),
      call(ctx.app, claimEndpoints.emailChecklist, { reportNo, email: 'a@b.cn', policyNo: claim.policyNo }),
      call(ctx.app, claimEndpoints.carrierNotice, { reportNo }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 401, 401, 401, 401, 401]);
    expect(
      await ctx.app.db
        .select()
        .from(claimDocuments)
        .where(and(eq(claimDocuments.claimId, claim.id))),
    ).toHaveLength(0);
  });
});
