import { randomBytes, randomUUID } from 'node:crypto';
import { type BatchResult, translate } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { declarationBatches, declarations, webhookEvents } from '../../db/schema/index.ts';
import {
  balanceOf,
  batchRow,
  createOpenPolicy,
  EXPORT_POLICY_NO,
  HANGZHOU_POLICY_NO,
  readWorkbook,
  uploadFile,
  workbookOf,
} from '../../test/declaration.fixtures.ts';
import { countRows } from '../../test/insuring.fixtures.ts';
import { data, refusalOf, useTestApp } from '../../test/suite.ts';
import { call, logInAs, prepareCall } from '../../test/test-app.ts';
import { listenToWebhooks } from '../../test/webhook.fixtures.ts';
import { whenFinished } from './declaration-batch.fixtures.ts';
import { BATCH_COLUMNS, EXAMPLE_ROW_MARKER } from './declaration-batch-columns.ts';

const ctx = useTestApp({ logIn: 'demo' });
// The account hears webhooks, so its changes record their events.
beforeAll(() => listenToWebhooks(ctx.app, 'SHOCEAN'));

const counts = async () => ({
  declarations: await countRows(ctx.app, declarations),
  batches: await countRows(ctx.app, declarationBatches),
});
const column = (name: (typeof BATCH_COLUMNS)[number]) => BATCH_COLUMNS.indexOf(name);

/** Uploads a file and answers its batch once the background job is done. */
const uploaded = async (content: Buffer, lang: 'zh' | 'en' = 'zh', cookie = ctx.token) =>
  data<BatchResult>(
    await whenFinished(
      ctx.app,
      cookie,
      await uploadFile(ctx.app, cookie, 'declarations.xlsx', content, lang),
      lang,
    ),
  );

/**
 * Uploads a file that must be refused as a whole, and checks nothing was declared: refused at once (4xx,
 * no batch) or by its job (the batch failed, with the reason). Answers the status and the reason.
 */
const refused = async (content: Buffer, fileName = 'declarations.xlsx', lang: 'zh' | 'en' = 'en') => {
  const before = await counts();
  const balance = await balanceOf(ctx.app, EXPORT_POLICY_NO);
  const upload = await uploadFile(ctx.app, ctx.token, fileName, content, lang);
  const response = await whenFinished(ctx.app, ctx.token, upload, lang);
  expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(balance);
  if (upload.statusCode !== 200) {
    expect(await counts()).toEqual(before);
    return { status: upload.statusCode, message: upload.json().message as string };
  }
  const batch = data<BatchResult>(response);
  expect(batch).toMatchObject({ status: 'failed', declaredRows: 0, failedRows: 0 });
  expect(await counts()).toEqual({ ...before, batches: before.batches + 1 });
  return { status: batch.status, message: batch.failureMessage };
};

describe('GET /cargo/declaration/batch/template', () => {
  it('has headers in the request language, one example row and drop-down lists', async () => {
    const zh = await call(ctx.app, declarationEndpoints.downloadBatchTemplate, {}, { cookie: ctx.token });
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-disposition']).toContain("filename*=UTF-8''");
    const { rows, sheet } = await readWorkbook(zh.rawPayload);
    expect(rows[0]!.values.slice(0, 3)).toEqual(['保单号', '货物描述', '唛头/件数/包装']);
    expect(rows[1]!.values[0]).toBe(EXAMPLE_ROW_MARKER);
    expect(rows).toHaveLength(2);
    const validations = (
      sheet as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }
    ).dataValidations.model;
    const policyList = Object.values(validations).find((v) => v.formulae[0]?.includes(EXPORT_POLICY_NO));
    expect(policyList?.formulae[0]).toContain('60110012202500000026');
    const en = await call(
      ctx.app,
      declarationEndpoints.downloadBatchTemplate,
      {},
      { cookie: ctx.token, lang: 'en' },
    );
    expect((await readWorkbook(en.rawPayload)).rows[0]!.values.slice(0, 2)).toEqual([
      'Policy number',
      'Goods description',
    ]);
  });

  it('needs a session', async () => {
    expect((await call(ctx.app, declarationEndpoints.downloadBatchTemplate)).statusCode).toBe(401);
  });
});

describe('POST /cargo/declaration/batch/upload', () => {
  it('declares a good file per row, the example row skipped, and answers the summary', async () => {
    const balance = await balanceOf(ctx.app, EXPORT_POLICY_NO);
    const example = batchRow({ policyNo: EXAMPLE_ROW_MARKER });
    const content = await workbookOf([
      example,
      batchRow(),
      batchRow({ invoiceAmount: '50000', additionPercent: '20%' }),
      batchRow({ destinationCountry: 'Iran' }),
    ]);
    const result = await uploaded(content);
    expect(result).toMatchObject({
      mode: 'perRow',
      totalRows: 3,
      declaredRows: 2,
      reviewRows: 1,
      failedRows: 0,
      isRepeat: false,
      totalInsured: [{ currency: 'USD', amount: '280000.00' }],
      totalPremium: [{ currency: 'USD', amount: '420.00' }],
    });
    expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(balance - 28_000_000);
    const rows = await ctx.app.db
      .select()
      .from(declarations)
      .where(eq(declarations.batchId, Number(result.batchId)));
    expect(rows.map((row) => row.batchRow).sort()).toEqual([3, 4, 5]);
    expect(rows.filter((row) => row.certificateNo !== null)).toHaveLength(2);
    // Each row's webhook event, written with the batch: two issued, one referred.
    const events = await ctx.app.db
      .select()
      .from(webhookEvents)
      .where(
        inArray(
          webhookEvents.objectId,
          rows.map((row) => row.declarationNo),
        ),
      );
    expect(events.map((event) => event.type).sort()).toEqual([
      'declaration.issued',
      'declaration.issued',
      'declaration.referred',
    ]);
    expect(
      (
        await call(ctx.app, declarationEndpoints.getBatch, { batchId: result.batchId }, { cookie: ctx.token })
      ).json().data,
    ).toMatchObject({
      batchId: result.batchId,
      declaredRows: 2,
    });
  });

  it('does not declare the same file twice: the earlier result is answered', async () => {
    const content = await workbookOf([batchRow(), batchRow()]);
    const first = await uploaded(content);
    const balance = await balanceOf(ctx.app, EXPORT_POLICY_NO);
    const before = await counts();
    const again = await uploaded(content);
    expect(again).toMatchObject({ batchId: first.batchId, declaredRows: 2, isRepeat: true });
    const concurrent = await Promise.all([uploaded(content), uploaded(content)]);
    expect(concurrent.every((result) => result.batchId === first.batchId)).toBe(true);
    expect(await counts()).toEqual(before);
    expect(await balanceOf(ctx.app, EXPORT_POLICY_NO)).toBe(balance);
  });

  it('declares the valid rows and lists the bad one in the error list of the request language', async () => {
    const bad = batchRow({
      goodsDescription: '',
      sailingDate: '2026-02-30',
      marks: '=SUM(A1:A2)',
      conveyance: '@cmd',
    });
    const duplicate = batchRow();
    const content = await workbookOf([
      batchRow(),
      bad,
      duplicate,
      duplicate,
      batchRow({ policyNo: HANGZHOU_POLICY_NO }),
    ]);
    const result = await uploaded(content, 'en');
    expect(result).toMatchObject({ totalRows: 5, declaredRows: 2, failedRows: 3 });

    const en = await call(
      ctx.app,
      declarationEndpoints.downloadBatchErrors,
      { batchId: result.batchId },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(en.statusCode).toBe(200);
    const { rows } = await readWorkbook(en.rawPayload);
    const errorColumn = BATCH_COLUMNS.length;
    expect(rows[0]!.values[0]).toBe('policyNo');
    expect(rows[0]!.values[errorColumn]).toBe('Error');
    expect(rows).toHaveLength(4);
    expect(rows[1]!.values[errorColumn]).toBe(
      `Goods description: cannot be empty; Departure date: ${translate('en-US', 'validation.date.invalid')}`,
    );
    // Formula-like texts come back as text, with a leading apostrophe, never as formulas.
    expect(rows[1]!.values[column('marks')]).toBe("'=SUM(A1:A2)");
    expect(rows[1]!.values[column('conveyance')]).toBe("'@cmd");
    expect(rows.flatMap((row) => row.types)).not.toContain(ExcelJS.ValueType.Formula);
    expect(rows[2]!.values[errorColumn]).toBe(
      'this shipment (same invoice number, B/L number and sailing date) is already declared under the open policy',
    );
    expect(rows[3]!.values[errorColumn]).toBe('Policy number: open policy not found');

    const zh = await call(
      ctx.app,
      declarationEndpoints.downloadBatchErrors,
      { batchId: result.batchId },
      { cookie: ctx.token },
    );
    const zhRows = (await readWorkbook(zh.rawPayload)).rows;
    expect(zhRows[0]!.values[errorColumn]).toBe('错误原因');
    expect(zhRows[1]!.values[errorColumn]).toBe(
      `货物描述：不能为空; 起运日期：${translate('zh-CN', 'validation.date.invalid')}`,
    );
  });

  it('accepts Chinese headers, labels of the code lists and ISO currencies', async () => {
    const header = BATCH_COLUMNS.map((name) => translate('zh-CN', `field.${name}`));
    const row = batchRow({
      letterOfCredit: '非信用证',
      invoiceCurrency: 'USD',
      printLanguage: '中英文',
      paperType: 'A4普通纸（电子凭证）',
      sealType: '电子签章',
      mainClause: '英国协会货物条款（A）',
      riders: '战争险、罢工险',
      departureCountry: '中国',
    });
    const result = await uploaded(await workbookOf([row], header));
    expect(result).toMatchObject({ declaredRows: 1, failedRows: 0 });
  });

  it('stops declaring a policy when its balance runs out: later rows fail "insufficient"', async () => {
    const policy = await createOpenPolicy(ctx.app, 'SHOCEAN', { totalInsuredAmount: 25_000_000 });
    const rows = [0, 1, 2].map(() => batchRow({ policyNo: policy.policyNo }));
    const result = await uploaded(await workbookOf(rows), 'en');
    expect(result).toMatchObject({ declaredRows: 2, failedRows: 1 });
    expect(await balanceOf(ctx.app, policy.policyNo)).toBe(3_000_000);
    const errors = await call(
      ctx.app,
      declarationEndpoints.downloadBatchErrors,
      { batchId: result.batchId },
      { cookie: ctx.token, lang: 'en' },
    );
    expect((await readWorkbook(errors.rawPayload)).rows[1]!.values[BATCH_COLUMNS.length]).toBe(
      'Insufficient remaining sum insured on the open policy (USD 30000.00 left); not declared',
    );
  });

  it('refuses an empty file, an empty sheet and a file without the template columns', async () => {
    expect(await refused(Buffer.alloc(0))).toMatchObject({
      status: 400,
      message: 'Empty files cannot be uploaded',
    });
    expect((await refused(await workbookOf([]))).message).toBe('The file has no declaration rows');
    expect((await refused(await workbookOf([['a', 'b']], ['policyNo', 'goodsDescription']))).message).toMatch(
      /^Template columns missing: Marks, quantity and packing, /,
    );
  });

  it('refuses a file over 4 MB', async () => {
    const result = await refused(randomBytes(4 * 1024 * 1024 + 1));
    expect(result).toEqual({ status: 413, message: 'The file is larger than 4 MB' });
  });

  it('refuses what is not an xlsx workbook by its bytes, whatever its name', async () => {
    const text = await refused(Buffer.from('policyNo,goodsDescription\n1,2\n'), 'declarations.xlsx');
    expect(text.message).toBe(
      'Wrong file format: only Excel workbooks (.xlsx) are accepted; please use the template',
    );
    const good = await workbookOf([batchRow()]);
    const damaged = Buffer.concat([good.subarray(0, 2000), randomBytes(good.length - 2000)]);
    expect(await refused(damaged)).toEqual({
      status: 'failed',
      message: 'The file is damaged or cannot be read; please fill in the template again',
    });
  });

  it('refuses a file with any formula cell, naming the cell, and declares nothing of it', async () => {
    const rows = [batchRow(), batchRow()];
    const withFormula: (string | ExcelJS.CellFormulaValue)[][] = [
      rows[0]!,
      rows[1]!.map((cell, index) =>
        index === column('invoiceAmount') ? { formula: '1000*2', result: 2000, date1904: false } : cell,
      ),
    ];
    const result = await refused(await workbookOf(withFormula));
    expect(result.message).toBe(
      `The file contains a formula (cell ${String.fromCharCode(65 + column('invoiceAmount'))}3); replace formulas by their values and upload again`,
    );
  });

  it('refuses more than 10,000 rows', async () => {
    const row = batchRow({ policyNo: '00000000000000000000' });
    const content = await workbookOf(Array.from({ length: 10_001 }, () => row));
    const result = await refused(content);
    expect(result.message).toBe('At most 10000 declaration rows per file; please split the file');
  });

  it('keeps batches to their account', async () => {
    const result = await uploaded(await workbookOf([batchRow()]));
    const newbie = await logInAs(ctx.app, 'newbie');
    expect(
      (await call(ctx.app, declarationEndpoints.getBatch, { batchId: result.batchId }, { cookie: newbie }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          ctx.app,
          declarationEndpoints.downloadBatchErrors,
          { batchId: result.batchId },
          { cookie: newbie },
        )
      ).statusCode,
    ).toBe(404);
    // The same file from another account is that account's own batch (its rows fail: no such policy there).
    const other = await uploaded(
      await workbookOf([batchRow({ invoiceNo: `X-${randomUUID()}` })]),
      'zh',
      newbie,
    );
    expect(other).toMatchObject({ declaredRows: 0, failedRows: 1, isRepeat: false });
  });

  it('needs a file in a multipart body', async () => {
    expect(await refusalOf(ctx, prepareCall(declarationEndpoints.uploadBatch, {}))).toBe(
      'Please choose a file to upload',
    );
  });
});
