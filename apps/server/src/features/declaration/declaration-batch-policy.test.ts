import type { BatchResult } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  batchRow,
  EXPORT_POLICY_NO,
  HANGZHOU_POLICY_NO,
  multipartOf,
  ROAD_POLICY_NO,
  readWorkbook,
  workbookOf,
} from '../../test/declaration.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, endpointUrl } from '../../test/test-app.ts';
import { whenFinished } from './declaration-batch.fixtures.ts';
import { BATCH_COLUMNS, EXAMPLE_ROW_MARKER } from './declaration-batch-columns.ts';

/** A batch for the open policy chosen on the page (`policyNo` query of the template and the upload). */

const ctx = useTestApp({ logIn: 'demo' });

const column = (name: (typeof BATCH_COLUMNS)[number]) => BATCH_COLUMNS.indexOf(name);

/** Uploads for the chosen policy; answers the batch once its job is done. */
const upload = async (content: Buffer, policyNo?: string, lang: 'zh' | 'en' = 'en') => {
  const body = multipartOf('declarations.xlsx', content);
  const answer = await ctx.app.inject({
    method: 'POST',
    url: endpointUrl(declarationEndpoints.uploadBatch, { policyNo }),
    payload: body.payload,
    headers: body.headers,
    cookies: { 'Admin-Token': ctx.token, lang },
  });
  return whenFinished(ctx.app, ctx.token, answer, lang);
};
const batch = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as BatchResult;
};
const errorsOf = async (result: BatchResult) => {
  const response = await call(
    ctx.app,
    declarationEndpoints.downloadBatchErrors,
    { batchId: result.batchId },
    { cookie: ctx.token, lang: 'en' },
  );
  return (await readWorkbook(response.rawPayload)).rows.slice(1).map((row) => row.values.at(-1));
};

describe('batch upload with a chosen policy', () => {
  it('declares rows without a policy number under it and refuses rows naming another policy', async () => {
    const file = await workbookOf([
      batchRow({ policyNo: '', invoiceNo: 'CHOSEN-1' }),
      batchRow({ policyNo: EXPORT_POLICY_NO, invoiceNo: 'CHOSEN-2' }),
      batchRow({ policyNo: ROAD_POLICY_NO, invoiceNo: 'CHOSEN-3' }),
    ]);
    const result = batch(await upload(file, EXPORT_POLICY_NO));
    expect(result).toMatchObject({ totalRows: 3, declaredRows: 2, failedRows: 1 });
    expect(await errorsOf(result)).toEqual([
      `This row names another open policy than the one chosen for this upload (${EXPORT_POLICY_NO}); leave it blank or enter that policy number`,
    ]);
  });

  it('still needs a policy number in every row when none is chosen', async () => {
    const result = batch(await upload(await workbookOf([batchRow({ policyNo: '', invoiceNo: 'NONE-1' })])));
    expect(result).toMatchObject({ totalRows: 1, declaredRows: 0, failedRows: 1 });
    expect((await errorsOf(result))[0]).toContain('Policy number: cannot be empty');
  });

  it('answers the earlier batch for the same file and policy, and treats another chosen policy as a new upload', async () => {
    const file = await workbookOf([batchRow({ policyNo: '', invoiceNo: 'TWICE-1' })]);
    expect(batch(await upload(file, EXPORT_POLICY_NO)).isRepeat).toBe(false);
    expect(batch(await upload(file, EXPORT_POLICY_NO)).isRepeat).toBe(true);
    // Under the CNY road cover the same rows are a new batch (which fails them: wrong currency and clauses).
    const other = batch(await upload(file, ROAD_POLICY_NO));
    expect(other).toMatchObject({ isRepeat: false, failedRows: 1 });
  });

  it("answers 404 for another account's policy and 400 for a malformed number", async () => {
    const file = await workbookOf([batchRow({ policyNo: '' })]);
    expect((await upload(file, HANGZHOU_POLICY_NO)).statusCode).toBe(404);
    const malformed = await upload(file, '1234');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().data.issues[0].path).toEqual(['policyNo']);
  });
});

describe('template for a chosen policy', () => {
  it('pre-fills the example row with the policy, which an upload still skips', async () => {
    const response = await call(
      ctx.app,
      declarationEndpoints.downloadBatchTemplate,
      { policyNo: EXPORT_POLICY_NO },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(EXPORT_POLICY_NO);
    const { rows } = await readWorkbook(response.rawPayload);
    const example = rows[1]!.values;
    expect(example[column('policyNo')]).toBe(EXPORT_POLICY_NO);
    expect(example[column('goodsDescription')]?.startsWith(EXAMPLE_ROW_MARKER)).toBe(true);
    expect(example[column('invoiceCurrency')]).toBe('USD');

    // The template as downloaded, plus one real row: only the real row counts.
    const file = await workbookOf(
      [example, batchRow({ policyNo: '', invoiceNo: 'AFTER-EXAMPLE' })],
      rows[0]!.values,
    );
    expect(batch(await upload(file, EXPORT_POLICY_NO))).toMatchObject({ totalRows: 1, declaredRows: 1 });
  });

  it("answers 404 for another account's policy", async () => {
    const response = await call(
      ctx.app,
      declarationEndpoints.downloadBatchTemplate,
      { policyNo: HANGZHOU_POLICY_NO },
      { cookie: ctx.token },
    );
    expect(response.statusCode).toBe(404);
  });
});
