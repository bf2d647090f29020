import type { EndpointInput, LetterOfCreditResult, PrintDispatch, PrintResult } from '@cargo/domain';
import { documentEndpoints } from '@cargo/domain/api/document';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { printJobs, webhookEvents } from '../../db/schema/index.ts';
import { issuePolicy } from '../../test/correction.fixtures.ts';
import { createApplication } from '../../test/factories.ts';
import { countRows } from '../../test/insuring.fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput } from '../../test/test-app.ts';
import { listenToWebhooks } from '../../test/webhook.fixtures.ts';
import { setSwitch } from '../switch/switch.service.ts';
import { PRINT_DISPATCH_SWITCH, PRINT_JOB_STALE_MS } from './print-job.service.ts';

const ctx = useTestApp({ logIn: 'demo' });
// The account hears webhooks, so its changes record their events.
beforeAll(() => listenToWebhooks(ctx.app, 'SHOCEAN'));

const dispatch = (body: EndpointInput<typeof documentEndpoints.printDispatch>, lang: 'zh' | 'en' = 'en') =>
  call(ctx.app, documentEndpoints.printDispatch, body, { cookie: ctx.token, lang });
const result = async (docno: string, lang: 'zh' | 'en' = 'en') =>
  data<PrintResult>(
    await call(ctx.app, documentEndpoints.printResult, { docno }, { cookie: ctx.token, lang }),
  );
const download = (docno: string) =>
  call(ctx.app, documentEndpoints.printDownload, { docno }, { cookie: ctx.token, lang: 'en' });

describe('POST /cargo/document/printDispatch (SPEC §4 print download polling)', () => {
  it('with the switch on, queues a P1109ELE job for an export policy; polling finds it done and it downloads', async () => {
    await setSwitch(ctx.app, PRINT_DISPATCH_SWITCH, '1');
    const policy = await issuePolicy(ctx);
    const answer = data<PrintDispatch>(
      await dispatch({ document: 'cargoNewPolicyPrint', documentNo: policy.policyNo, language: 'zh-CN' }),
    );
    expect(answer).toMatchObject({ printDispatch: true, printType: 'P1109ELE' });
    expect(answer.docno).toMatch(/^PJ[A-Za-z0-9_-]{24}$/);
    const docno = answer.docno ?? '';
    await ctx.app.jobs.settled();
    expect(await result(docno, 'zh')).toEqual({
      success: true,
      docno,
      status: 'done',
      message: '打印完成，可以下载',
    });
    const pdf = await download(docno);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, '');
    expect(text).toContain(policy.policyNo);
    expect(text).toContain('电子保单（排队打印）');
    expect(text).toContain('货物运输保险单');
    // The account's webhooks hear that the print is ready, recorded with it.
    const [ready] = await ctx.app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.objectId, `cargoNewPolicyPrint:${docno}`));
    expect(ready).toMatchObject({
      type: 'document.ready',
      payload: { kind: 'cargoNewPolicyPrint', documentNo: docno, objectNo: policy.policyNo },
    });
  });

  it('with the switch off, answers a direct download and queues nothing', async () => {
    await setSwitch(ctx.app, PRINT_DISPATCH_SWITCH, '0');
    try {
      const policy = await issuePolicy(ctx);
      const before = await countRows(ctx.app, printJobs);
      const answer = data<PrintDispatch>(
        await dispatch({ document: 'cargoPolicy', documentNo: policy.policyNo }),
      );
      expect(answer).toEqual({ printDispatch: false, docno: null, printType: 'P1109ELE' });
      expect(await countRows(ctx.app, printJobs)).toBe(before);
    } finally {
      await setSwitch(ctx.app, PRINT_DISPATCH_SWITCH, '1');
    }
  });

  it('dispatches an application print too, and refuses what the document cannot print (a draft as an application)', async () => {
    const application = await createApplication(ctx);
    const answer = data<PrintDispatch>(
      await dispatch({ document: 'cargoApplyPrint', documentNo: String(application.id) }),
    );
    expect(answer.printDispatch).toBe(true);
    await ctx.app.jobs.settled();
    expect((await download(answer.docno ?? '')).statusCode).toBe(200);
    const draft = await dispatch({ document: 'tempAndApply', documentNo: String(application.id) });
    expect(draft.statusCode).toBe(400);
    const unknown = await dispatch({ document: 'cargoApplyPrint', documentNo: 'abc' });
    expect(unknown.statusCode).toBe(404);
  });

  it('reports a job that no process finished in time as failed; its download says so', async () => {
    const policy = await issuePolicy(ctx);
    const answer = data<PrintDispatch>(
      await dispatch({ document: 'cargoPolicy', documentNo: policy.policyNo }),
    );
    await ctx.app.jobs.settled();
    const docno = answer.docno ?? '';
    // As if the process had stopped before rendering it.
    await ctx.app.db
      .update(printJobs)
      .set({ status: 'queued', content: null, createdAt: new Date(Date.now() - PRINT_JOB_STALE_MS - 1000) })
      .where(eq(printJobs.docno, docno));
    expect(await result(docno)).toMatchObject({
      success: false,
      status: 'failed',
      message: 'Printing failed; please print it again',
    });
    const refused = await download(docno);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Printing failed; please print it again');
  });

  it('answers a malformed docno with 400 and an unknown one with 404', async () => {
    expect(
      (await call(ctx.app, documentEndpoints.printResult, { docno: 'x' }, { cookie: ctx.token })).statusCode,
    ).toBe(400);
    const unknown = `PJ${'A'.repeat(24)}`;
    expect(
      (await call(ctx.app, documentEndpoints.printResult, { docno: unknown }, { cookie: ctx.token }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /cargo/document/checkLetterOfCredit', () => {
  type CheckInput = EndpointInput<typeof documentEndpoints.checkLetterOfCredit>;
  const cover: CheckInput['cover'] = {
    currencyCode: '03',
    invoiceAmount: '100000.00',
    additionPercent: '10',
    coverStartDate: '2026-03-01',
    shipmentDate: '2026-03-01',
    mainClause: 'ICC_A',
    riders: ['WAR'],
  };
  const check = (body: CheckInput, lang: 'zh' | 'en') =>
    call(ctx.app, documentEndpoints.checkLetterOfCredit, body, { cookie: ctx.token, lang });

  it('passes a cover that meets the credit', async () => {
    const answer = data<LetterOfCreditResult>(
      await check({ cover, credit: { currencyCode: '03', requiredRisks: ['ALL_RISKS', 'WAR'] } }, 'en'),
    );
    expect(answer.passed).toBe(true);
    expect(answer.findings).toHaveLength(5);
  });

  it('warns in the caller language about currency, amount, cover start and a missing risk', async () => {
    const body: CheckInput = {
      cover: { ...cover, additionPercent: '5', coverStartDate: '2026-03-05' },
      credit: { currencyCode: '12', minimumPercent: '', requiredRisks: ['STRIKES'] },
    };
    const english = data<LetterOfCreditResult>(await check(body, 'en'));
    expect(english.passed).toBe(false);
    expect(english.findings.filter((finding) => !finding.passed).map((finding) => finding.message)).toEqual([
      'The insurance currency USD is not the credit’s currency EUR: the insurance document must be in the credit’s currency (UCP 600 art. 28 f)',
      'The sum insured USD 105,000.00 is below 110% of the CIF/CIP value (at least USD 110,000.00): raise the addition',
      'Cover starts on 2026-03-05, after the shipment date 2026-03-01: the bank will refuse it; start the cover on or before the shipment date (UCP 600 art. 28 e)',
      'Does not cover the risk the credit names: Strikes risks; choose that main cover or additional cover',
    ]);
    const chinese = data<LetterOfCreditResult>(await check(body, 'zh'));
    expect(chinese.findings[3]?.message).toBe('未承保信用证要求的险别：罢工险，请选择相应的主险或附加险');
  });

  it('refuses bad input with the field named', async () => {
    const response = await check(
      { cover: { ...cover, invoiceAmount: '1.234' }, credit: { currencyCode: '03' } },
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].path).toEqual(['cover', 'invoiceAmount']);
    const risk = await callWithInvalidInput(
      ctx.app,
      documentEndpoints.checkLetterOfCredit,
      { cover, credit: { currencyCode: '03', requiredRisks: ['NOPE'] } },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(risk.statusCode).toBe(400);
  });
});
