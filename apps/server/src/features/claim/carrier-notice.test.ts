import { type EndpointInput, todayInChina } from '@cargo/domain';
import { claimEndpoints } from '@cargo/domain/api/claim';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.ts';
import { call, callWithInvalidInput } from '../../test/test-app.ts';
import { insertClaim, POLICY_NO, useClaimTestApp } from './claim-document.fixtures.ts';

const { ctx, owner, other } = useClaimTestApp();

const notice = (
  query: EndpointInput<typeof claimEndpoints.carrierNotice>,
  cookie = owner.token,
  lang: 'zh' | 'en' = 'zh',
) => call(ctx.app, claimEndpoints.carrierNotice, query, { cookie, lang });

const squash = (text: string) => text.replace(/\s+/g, '');

const letterOf = (response: { statusCode: number; rawPayload: Buffer; body: string }) => {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  // Wrapped lines are joined and spaces dropped, so that a sentence reads whole wherever it wraps.
  return squash(pdfText(response.rawPayload));
};

describe('GET /cargo/claim/carrierNotice', () => {
  it('writes the letter in English from the claim facts', async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const response = await notice({ reportNo: claim.reportNo, language: 'en-US' });
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="notice-of-claim-${claim.reportNo}.pdf"`,
    );
    const text = letterOf(response);
    for (const fact of [
      'NOTICE OF CLAIM',
      'To (carrier): COSCO Shipping Lines Co., Ltd.',
      claim.reportNo,
      POLICY_NO,
      '上海远洋贸易有限公司',
      'COSCO SHIPPING ARIES V.025E',
      'COSU6281234560',
      'Shanghai',
      'Rotterdam',
      'LED panels',
      '12.5 CTN',
      'USD 6,000.00',
      '2026-03-10 08:30',
      'Netherlands',
      'Sea Water Damage',
      'Cargo Damage',
      'we hold you liable',
      'Article III Rule 6 of the Hague-Visby Rules',
      'barred after one year',
      `Date: ${todayInChina()}`,
    ]) {
      expect(text, fact).toContain(squash(fact));
    }
  });

  it('writes it in Chinese, and in the caller language when none is asked for', async () => {
    const claim = await insertClaim(ctx.app, owner.id, { carrierName: '' });
    const response = await notice({ reportNo: claim.reportNo });
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`索赔通知书-${claim.reportNo}.pdf`)}`,
    );
    const text = letterOf(response);
    expect(text).toContain('索赔通知书');
    expect(text).toContain(claim.reportNo);
    expect(text).toContain('海水浸湿');
    expect(text).toContain('荷兰');
    expect(text).toContain(squash('应对此承担赔偿责任'));
    expect(text).toContain(squash('向海上承运人提起诉讼的时效为一年'));
    // No carrier named in the report: a line to fill in.
    expect(text).toContain(squash('致（承运人）：______________________'));

    const english = letterOf(await notice({ reportNo: claim.reportNo }, owner.token, 'en'));
    expect(english).toContain(squash('NOTICE OF CLAIM'));
    const chinese = letterOf(
      await notice({ reportNo: claim.reportNo, language: 'zh-CN' }, owner.token, 'en'),
    );
    expect(chinese).toContain('索赔通知书');
  });

  it("answers not found for another account's claim", async () => {
    const claim = await insertClaim(ctx.app, owner.id);
    const response = await notice({ reportNo: claim.reportNo }, other.token, 'en');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Claim not found');
  });

  it('checks the report number and the language', async () => {
    expect((await notice({ reportNo: '123' })).statusCode).toBe(400);
    const claim = await insertClaim(ctx.app, owner.id);
    expect(
      (
        await callWithInvalidInput(
          ctx.app,
          claimEndpoints.carrierNotice,
          { reportNo: claim.reportNo, language: 'fr-FR' },
          { cookie: owner.token, lang: 'zh' },
        )
      ).statusCode,
    ).toBe(400);
  });
});
