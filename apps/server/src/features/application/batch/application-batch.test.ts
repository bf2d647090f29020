import type { ApplicationBatchResult } from '@cargo/domain';
import { applicationBatchEndpoints } from '@cargo/domain/api/application';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationBatches, applications, sanctionsScreenings } from '../../../db/schema/index.ts';
import { readWorkbook } from '../../../test/declaration.fixtures.ts';
import { countRows, EXPORT_FORM_PREMIUM, logInToAccount, newKey } from '../../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../../test/suite.ts';
import { call } from '../../../test/test-app.ts';
import {
  applicationRow,
  applicationWorkbook,
  mixedRows,
  uploadApplications,
} from './application-batch.fixtures.ts';

const ctx = useTestApp({ logIn: 'demo' });

const check = async (content: Buffer, lang: 'zh' | 'en' = 'en') => {
  const response = await uploadApplications(ctx.app, ctx.token, content, lang);
  expect(response.statusCode, response.body).toBe(200);
  return data<ApplicationBatchResult>(response);
};

const apply = (batchId: string, requestKey: string, cookie = ctx.token) =>
  call(ctx.app, applicationBatchEndpoints.batchApplyPolicy, { batchId, requestKey }, { cookie, lang: 'en' });

describe('batch applications', () => {
  it('checks a good file row by row with each premium and creates nothing before the confirmation', async () => {
    const before = await countRows(ctx.app, applications);
    const batch = await check(await applicationWorkbook([applicationRow(), applicationRow()]));
    expect(batch).toMatchObject({ status: 'checked', totalRows: 2, validRows: 2, failedRows: 0 });
    expect(batch.rows.map((row) => row.premium)).toEqual([EXPORT_FORM_PREMIUM, EXPORT_FORM_PREMIUM]);
    expect(batch.premiumTotals).toEqual([{ currency: 'USD', amount: '748.00' }]);
    expect(await countRows(ctx.app, applications)).toBe(before);
  });

  it('a mixed file (3 good, 2 bad) says "Field: reason" per bad row and creates exactly the 3 good ones, B3 each with its own number', async () => {
    const batch = await check(await applicationWorkbook(mixedRows()));
    expect(batch).toMatchObject({ validRows: 3, failedRows: 2 });
    const bad = batch.rows.filter((row) => !row.isValid);
    expect(bad.map((row) => row.rowNumber)).toEqual([3, 5]);
    expect(bad[0]!.errors).toContain('Applicant name: Cannot be empty');
    expect(bad[1]!.errors.join()).toMatch(/^Applicant email: /);

    const before = await countRows(ctx.app, applications);
    const response = await apply(batch.batchId, newKey());
    expect(response.statusCode, response.body).toBe(200);
    const applied = data<ApplicationBatchResult>(response);
    expect(applied.status).toBe('applied');
    expect(applied.applications.map((item) => [item.rowNumber, item.status])).toEqual([
      [2, 'B3'],
      [4, 'B3'],
      [6, 'B3'],
    ]);
    expect(new Set(applied.applications.map((item) => item.voucherNo)).size).toBe(3);
    expect(await countRows(ctx.app, applications)).toBe(before + 3);
  });

  it('a row the underwriting rules refer is announced as referred and becomes an application pending review (B4)', async () => {
    const hazardous = applicationRow({ majorCategory: '06', subCategory: '0603' });
    const batch = await check(await applicationWorkbook([hazardous, applicationRow()]));
    expect(batch.rows.map((row) => [row.isValid, row.isReferred])).toEqual([
      [true, true],
      [true, false],
    ]);
    const applied = data<ApplicationBatchResult>(await apply(batch.batchId, newKey()));
    expect(applied.applications.map((item) => item.status)).toEqual(['B4', 'B3']);
  });

  it('shows the check in Chinese to a Chinese caller', async () => {
    const batch = await check(await applicationWorkbook(mixedRows()), 'zh');
    expect(batch.rows[1]!.errors).toContain('投保人名称：不能为空');
  });

  it('creates no duplicates when batchApplyPolicy is repeated, with the same request key or another', async () => {
    const batch = await check(await applicationWorkbook([applicationRow(), applicationRow()]));
    const key = newKey();
    const before = await countRows(ctx.app, applications);
    const answers = await Promise.all([apply(batch.batchId, key), apply(batch.batchId, key)]);
    const again = await apply(batch.batchId, newKey());
    for (const answer of [...answers, again]) expect(answer.statusCode, answer.body).toBe(200);
    const ids = [...answers, again].map((answer) =>
      data<ApplicationBatchResult>(answer).applications.map((item) => item.id),
    );
    expect(ids[1]).toEqual(ids[0]);
    expect(ids[2]).toEqual(ids[0]);
    expect(await countRows(ctx.app, applications)).toBe(before + 2);
  });

  it('refuses a formula cell, a damaged file and more than 500 rows, storing no batch', async () => {
    const batches = await countRows(ctx.app, applicationBatches);
    const formulaRow: (string | { formula: string })[] = applicationRow();
    formulaRow[1] = { formula: 'HYPERLINK("http://evil.test","x")' };
    const formula = await uploadApplications(ctx.app, ctx.token, await applicationWorkbook([formulaRow]));
    expect(formula.statusCode).toBe(400);
    expect(formula.json().message).toMatch(/formula/i);

    const good = await applicationWorkbook([applicationRow()]);
    const damaged = Buffer.concat([good.subarray(0, 200), Buffer.alloc(good.length - 200, 7)]);
    expect((await uploadApplications(ctx.app, ctx.token, damaged)).statusCode).toBe(400);

    const many = await applicationWorkbook(Array.from({ length: 501 }, () => applicationRow()));
    const tooMany = await uploadApplications(ctx.app, ctx.token, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('At most 500 applications per file; please split the file');
    expect(await countRows(ctx.app, applicationBatches)).toBe(batches);
  });

  it("answers not found for another account's batch, to apply it or to download its errors", async () => {
    const batch = await check(await applicationWorkbook(mixedRows()));
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    expect((await apply(batch.batchId, newKey(), hangzhou)).statusCode).toBe(404);
    const errors = await call(
      ctx.app,
      applicationBatchEndpoints.downloadBatchApplyErrors,
      { batchId: batch.batchId },
      { cookie: hangzhou },
    );
    expect(errors.statusCode).toBe(404);
  });

  it('downloads the bad rows as uploaded with an Error column', async () => {
    const batch = await check(await applicationWorkbook(mixedRows()));
    const response = await call(
      ctx.app,
      applicationBatchEndpoints.downloadBatchApplyErrors,
      { batchId: batch.batchId },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(response.statusCode).toBe(200);
    const { rows } = await readWorkbook(response.rawPayload);
    expect(rows).toHaveLength(3);
    expect(rows[0]!.values.at(-1)).toBe('Error');
    expect(rows[1]!.values.at(-1)).toContain('Applicant name: Cannot be empty');
  });

  it('gives a template whose headers are in the caller language and whose example row is skipped on upload', async () => {
    const template = await call(
      ctx.app,
      applicationBatchEndpoints.downloadBatchApplyTemplate,
      { productCode: 'MP09110009' },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(template.statusCode).toBe(200);
    const { rows } = await readWorkbook(template.rawPayload);
    expect(rows[0]!.values[1]).toBe('Applicant name');
    const onlyExample = await uploadApplications(ctx.app, ctx.token, template.rawPayload);
    expect(onlyExample.statusCode).toBe(400);
    expect(onlyExample.json().message).toMatch(/no application rows/);
  });
});

describe('sanctions screening of batch rows (docs/business-rules.md "Sanctions screening")', () => {
  it('puts a row naming a listed party under review (H0) like a single submit; the other rows go on', async () => {
    const rows = [
      applicationRow({ invoiceNo: 'SDN-1' }),
      applicationRow({ invoiceNo: 'SDN-2', insuredName: 'Banco Nacional de Cuba, S.A.' }),
      applicationRow({ invoiceNo: 'SDN-3' }),
    ];
    const batch = await check(await applicationWorkbook(rows));
    // The check tells the customer nothing of the list.
    expect(batch.validRows).toBe(3);
    expect(JSON.stringify(batch)).not.toMatch(/OFAC|sanction|CUBA\b/);
    const applied = data<ApplicationBatchResult>(await apply(batch.batchId, newKey()));
    expect(applied.applications.map((item) => [item.rowNumber, item.status, item.statusName])).toEqual([
      [2, 'B3', 'Pending payment'],
      [3, 'H0', 'Under review'],
      [4, 'B3', 'Pending payment'],
    ]);
    expect(JSON.stringify(applied)).not.toMatch(/OFAC|sanction|CUBA\b/);
    const screenings = await ctx.app.db
      .select()
      .from(sanctionsScreenings)
      .where(
        and(
          eq(sanctionsScreenings.subjectType, 'application'),
          inArray(
            sanctionsScreenings.subjectId,
            applied.applications.map((item) => item.id),
          ),
        ),
      );
    const byId = new Map(screenings.map((row) => [row.subjectId, row]));
    expect(applied.applications.map((item) => byId.get(item.id)?.status)).toEqual([
      'noHit',
      'pendingReview',
      'noHit',
    ]);
    expect(screenings.every((row) => row.stage === 'batchRow' && row.listVersionId !== null)).toBe(true);
  });
});
