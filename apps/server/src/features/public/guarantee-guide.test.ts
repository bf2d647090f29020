import { type EndpointInput, todayInChina } from '@cargo/domain';
import { publicEndpoints } from '@cargo/domain/api/public';
import { addDays } from '@cargo/domain/clock/calendar';
import { describe, expect, it } from 'vitest';
import { guaranteePolicies } from '../../db/schema/index.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

const ctx = useTestApp();

const SHANGHAI_USCC = '91310115MA1H7GXQ3E';
const NINGBO_USCC = '91330206MA2GQ8LX5G';

let nextIp = 1;
const freshIp = () => `198.19.0.${nextIp++}`;

const query = (
  body: EndpointInput<typeof publicEndpoints.guaranteeQuery>,
  options: { ip?: string; lang?: 'zh' | 'en' } = {},
) =>
  call(ctx.app, publicEndpoints.guaranteeQuery, body, {
    remoteAddress: options.ip ?? freshIp(),
    lang: options.lang,
  });

const guide = (lang?: 'zh' | 'en') =>
  call(ctx.app, publicEndpoints.usageGuide, {}, { remoteAddress: freshIp(), lang });

const insertPolicy = (guaranteeNo: string, values: { start: string; end: string; state?: string }) =>
  ctx.app.db.insert(guaranteePolicies).values({
    guaranteeNo,
    applicantCreditCode: SHANGHAI_USCC,
    applicantNameZh: '上海远洋贸易有限公司',
    applicantNameEn: 'Shanghai Ocean Trading Co., Ltd.',
    beneficiaryNameZh: '中华人民共和国上海海关',
    beneficiaryNameEn: 'Shanghai Customs District, P.R. China',
    currency: 'CNY',
    guaranteedAmount: 123_456_789,
    startDate: values.start,
    endDate: values.end,
    issueDate: values.start,
    state: values.state ?? 'issued',
  });

describe('POST /cargo/public/guaranteeQuery', () => {
  it('answers a policy to whoever gives its number and its applicant credit code, in the caller language', async () => {
    const today = todayInChina();
    await insertPolicy('GBTEST000001', { start: addDays(today, -10), end: addDays(today, 10) });
    const zh = await query({ guaranteeNo: 'gbtest000001', creditCode: SHANGHAI_USCC.toLowerCase() });
    expect(zh.statusCode, zh.body).toBe(200);
    expect(zh.json().data).toMatchObject({
      guaranteeNo: 'GBTEST000001',
      productName: '关税保证保险',
      applicantName: '上海远洋贸易有限公司',
      status: '2',
      statusName: '有效',
      currency: 'CNY',
      guaranteedAmount: 123_456_789,
    });
    const en = await query({ guaranteeNo: 'GBTEST000001', creditCode: SHANGHAI_USCC }, { lang: 'en' });
    expect(en.json().data).toMatchObject({
      productName: 'Customs duty guarantee insurance',
      beneficiaryName: 'Shanghai Customs District, P.R. China',
      statusName: 'In force',
    });
  });

  it('derives the status from the China day and the termination', async () => {
    const today = todayInChina();
    await insertPolicy('GBTEST000002', { start: addDays(today, 1), end: addDays(today, 30) });
    await insertPolicy('GBTEST000003', { start: addDays(today, -30), end: addDays(today, -1) });
    await insertPolicy('GBTEST000004', {
      start: addDays(today, -30),
      end: addDays(today, 30),
      state: 'terminated',
    });
    await insertPolicy('GBTEST000005', { start: today, end: today });
    const statusOf = async (guaranteeNo: string) =>
      (await query({ guaranteeNo, creditCode: SHANGHAI_USCC })).json().data.status;
    expect(await statusOf('GBTEST000002')).toBe('1');
    expect(await statusOf('GBTEST000003')).toBe('3');
    expect(await statusOf('GBTEST000004')).toBe('4');
    expect(await statusOf('GBTEST000005')).toBe('2');
  });

  it('answers the same not-found for a wrong number and for a wrong credit code', async () => {
    const wrongCode = await query(
      { guaranteeNo: 'GB3101202600018', creditCode: NINGBO_USCC },
      { lang: 'en' },
    );
    const wrongNumber = await query(
      { guaranteeNo: 'GB3101202699999', creditCode: SHANGHAI_USCC },
      { lang: 'en' },
    );
    expect(wrongCode.statusCode).toBe(404);
    expect(wrongNumber.statusCode).toBe(404);
    const { traceId: _a, ...first } = wrongCode.json();
    const { traceId: _b, ...second } = wrongNumber.json();
    expect(first).toEqual(second);
    expect(first.message).toBe(
      "No policy found. Please check the policy number and the applicant's unified social credit code",
    );
    expect((await query({ guaranteeNo: 'GB3101202600018', creditCode: SHANGHAI_USCC })).statusCode).toBe(200);
  });

  it('requires both fields and names each in the caller language', async () => {
    const noNumber = await query({ guaranteeNo: '', creditCode: SHANGHAI_USCC });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().message).toBe('保单号：不能为空');
    const badCode = await query(
      { guaranteeNo: 'GB3101202600018', creditCode: '91310115MA1H7GXQ3A' },
      { lang: 'en' },
    );
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().message).toMatch(/^Unified social credit code: /);
    const badNumber = await query({ guaranteeNo: 'GB-1', creditCode: SHANGHAI_USCC }, { lang: 'en' });
    expect(badNumber.json().message).toBe('Policy number: must be 6 to 32 letters or digits');
  });

  it('answers 429 beyond 10 queries a minute from one IP, so numbers cannot be tried in bulk', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const answer = await query(
        { guaranteeNo: `GB31012026${String(i).padStart(5, '0')}`, creditCode: NINGBO_USCC },
        { ip },
      );
      expect(answer.statusCode).toBe(404);
    }
    const limited = await query(
      { guaranteeNo: 'GB3101202600018', creditCode: SHANGHAI_USCC },
      { ip, lang: 'en' },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('429000');
  });
});

describe('GET /cargo/public/usageGuide', () => {
  it('answers the usage guide as a PDF in the caller language, without a session', async () => {
    const zh = await guide();
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toBe('application/pdf');
    expect(String(zh.headers['content-disposition'])).toMatch(/^inline;/);
    const zhText = pdfText(zh.rawPayload);
    expect(zhText).toContain('货运险服务平台使用指南');
    expect(zhText).toContain('报案与理赔');
    const en = await guide('en');
    const enText = pdfText(en.rawPayload);
    expect(enText).toContain('usage guide');
    expect(enText).toContain('Declaring under an open policy');
    expect(enText).not.toContain('报案');
  });

  it('answers the same bytes again from the cache', async () => {
    const first = await guide('en');
    const second = await guide('en');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });
});
