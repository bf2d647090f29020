import {
  amountLabel,
  type EndpointInput,
  type Invoice,
  type InvoicePage,
  type InvoiceSource,
  type PaidSettlement,
  type SettlementPage,
  splitVat,
} from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { invoiceEndpoints } from '@cargo/domain/api/invoice';
import { settlementEndpoints } from '@cargo/domain/api/settlement';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices, outbox, webhookEvents } from '../../db/schema/index.ts';
import { issuePolicy } from '../../test/correction.fixtures.ts';
import { declarationForm } from '../../test/declaration.fixtures.ts';
import { createApplication } from '../../test/factories.ts';
import { logInToAccount, newKey } from '../../test/insuring.fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';
import { listenToWebhooks } from '../../test/webhook.fixtures.ts';

const ctx = useTestApp({ logIn: 'demo' });
// The account hears webhooks, so its changes record their events.
beforeAll(() => listenToWebhooks(ctx.app, 'SHOCEAN'));

const USCC = '91350100M000100Y43';
type InvoiceInput = EndpointInput<typeof invoiceEndpoints.createInvoice>;
const form = (sourceNo: string, overrides: Partial<InvoiceInput> = {}): InvoiceInput => ({
  sourceType: 'policy',
  sourceNo,
  invoiceTitle: '上海海运进出口有限公司',
  taxpayerNo: USCC,
  email: 'finance@shocean.example.com',
  mobile: '13800138000',
  remarks: '',
  showForeignCurrency: false,
  showBlNo: false,
  ...overrides,
});
const create = (body: InvoiceInput, cookie = ctx.token, lang: 'zh' | 'en' = 'en') =>
  call(ctx.app, invoiceEndpoints.createInvoice, body, { cookie, lang });
const mailsTo = (email: string) => ctx.app.db.select().from(outbox).where(eq(outbox.recipient, email));
const invoicesOf = (sourceNo: string) =>
  ctx.app.db.select().from(invoices).where(eq(invoices.sourceNo, sourceNo));
const cents = (text: string) => Math.round(Number(text) * 100);

describe('POST /cargo/invoice/createInvoice', () => {
  it('issues one VAT electronic ordinary invoice for a paid policy, mails it and prints it', async () => {
    const policy = await issuePolicy(ctx);
    const source = data<InvoiceSource>(
      await call(
        ctx.app,
        invoiceEndpoints.queryPolicyInvoice,
        { sourceType: 'policy', sourceNo: policy.policyNo },
        { cookie: ctx.token },
      ),
    );
    expect(source).toMatchObject({
      sourceNo: policy.policyNo,
      currency: 'USD',
      premium: '374.00',
      invoice: null,
    });
    const { net, tax } = splitVat(cents(source.amount));
    expect(source).toMatchObject({
      netAmount: (net / 100).toFixed(2),
      taxAmount: (tax / 100).toFixed(2),
      taxRate: '6%',
    });
    expect(source.defaults.invoiceTitle).not.toBe('');

    const invoice = data<Invoice>(
      await create(form(policy.policyNo, { showForeignCurrency: true, remarks: '三月货款' })),
    );
    expect(invoice).toMatchObject({
      sourceType: 'policy',
      sourceNo: policy.policyNo,
      invoiceType: '026',
      invoiceTypeName: 'VAT electronic ordinary invoice',
      amount: source.amount,
      taxAmount: source.taxAmount,
      status: '01',
      taxpayerNo: USCC,
    });
    expect(invoice.invoiceNo).toMatch(/^\d{20}$/);
    // Its "document ready" webhook event, written in the issuing transaction.
    const [ready] = await ctx.app.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.objectId, `eInvoice:${invoice.invoiceNo}`));
    expect(ready).toMatchObject({
      type: 'document.ready',
      payload: { kind: 'eInvoice', documentNo: invoice.invoiceNo, objectNo: policy.policyNo },
    });
    const mails = await mailsTo('finance@shocean.example.com');
    expect(mails.filter((mail) => mail.subject.includes(invoice.invoiceNo))).toHaveLength(1);
    expect(mails[0]!.body).toContain('增值税电子普通发票');
    expect(mails[0]!.body).toContain(`invoicePdf?invoiceNo=${invoice.invoiceNo}`);

    const pdf = await call(
      ctx.app,
      invoiceEndpoints.invoicePdf,
      { invoiceNo: invoice.invoiceNo },
      { cookie: ctx.token },
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    for (const expected of [
      '电子发票（普通发票）',
      invoice.invoiceNo,
      '上海海运进出口有限公司',
      USCC,
      '*保险服务*货物运输保险费',
      '6%',
      amountLabel(cents(source.amount), 'CNY'),
      `保单号：${policy.policyNo}`,
      '原币保费：USD 374.00',
      '三月货款',
      'Total in words',
    ]) {
      expect(text).toContain(expected);
    }

    const again = await create(form(policy.policyNo));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      `This premium has been invoiced (invoice no. ${invoice.invoiceNo}); a premium gets one invoice only`,
    );
    expect(await invoicesOf(policy.policyNo)).toHaveLength(1);
    const list = data<InvoicePage>(
      await call(ctx.app, invoiceEndpoints.queryInvoiceList, {}, { cookie: ctx.token, lang: 'en' }),
    );
    expect(list.list[0]).toMatchObject({
      invoiceNo: invoice.invoiceNo,
      statusName: 'Issued, sent to the email',
    });
  });

  it('issues exactly one invoice when the same request is submitted twice at once', async () => {
    const policy = await issuePolicy(ctx);
    const email = 'twice@shocean.example.com';
    const answers = await Promise.all([
      create(form(policy.policyNo, { email })),
      create(form(policy.policyNo, { email })),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await invoicesOf(policy.policyNo)).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('checks the taxpayer number, the email and the flags with field errors, issuing nothing', async () => {
    const policy = await issuePolicy(ctx);
    const cases: [object, string, string][] = [
      [
        { taxpayerNo: '91350100M000100Y44' },
        'taxpayerNo',
        '纳税人识别号：纳税人识别号校验位不正确，请核对后重新输入',
      ],
      [
        { taxpayerNo: '12345' },
        'taxpayerNo',
        '纳税人识别号：纳税人识别号应为18位统一社会信用代码，或15位、20位的旧税务登记号',
      ],
      [{ taxpayerNo: '' }, 'taxpayerNo', '纳税人识别号：请填写纳税人识别号'],
      [{ email: '' }, 'email', '邮箱：不能为空'],
      [{ email: 'not-an-email' }, 'email', '邮箱：邮箱格式不正确'],
      [{ mobile: '12345' }, 'mobile', '手机号码：请输入正确的11位手机号码'],
      [{ invoiceTitle: '' }, 'invoiceTitle', '发票抬头：不能为空'],
    ];
    for (const [overrides, path, message] of cases) {
      const answer = await create(form(policy.policyNo, overrides), ctx.token, 'zh');
      expect(answer.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(answer.json().data.issues).toContainEqual({ path: [path], message });
    }
    expect(await invoicesOf(policy.policyNo)).toHaveLength(0);
    // The policy has no B/L number (only an invoice number) to show.
    const noBl = await create(form(policy.policyNo, { showBlNo: true }), ctx.token, 'zh');
    expect(noBl.statusCode).toBe(400);
    expect(noBl.json().data.issues).toEqual([
      { path: ['showBlNo'], message: '显示提单号：该笔保费没有提单号可显示' },
    ]);
    expect(await invoicesOf(policy.policyNo)).toHaveLength(0);
    // A number typed in lower case with spaces is the same number.
    const spaced = data<Invoice>(
      await create(form(policy.policyNo, { taxpayerNo: '  91350100m000100y43 ' })),
    );
    expect(spaced.taxpayerNo).toBe(USCC);
  });

  it('refuses an unpaid premium with its reason and another account sees nothing', async () => {
    const application = await createApplication(ctx);
    const unpaid = await create(form(application.voucherNo));
    expect(unpaid.statusCode).toBe(409);
    expect(unpaid.json().message).toBe(
      `The premium of ${application.voucherNo} is not paid yet; it can be invoiced once paid`,
    );
    expect((await create(form('60110009209900000000'))).statusCode).toBe(404);

    const policy = await issuePolicy(ctx);
    const invoice = data<Invoice>(await create(form(policy.policyNo)));
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    expect((await create(form(policy.policyNo), hangzhou)).statusCode).toBe(404);
    expect(
      (
        await call(
          ctx.app,
          invoiceEndpoints.queryPolicyInvoice,
          { sourceType: 'policy', sourceNo: policy.policyNo },
          { cookie: hangzhou },
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          ctx.app,
          invoiceEndpoints.invoicePdf,
          { invoiceNo: invoice.invoiceNo },
          { cookie: hangzhou },
        )
      ).statusCode,
    ).toBe(404);
    const theirs = data<InvoicePage>(
      await call(ctx.app, invoiceEndpoints.queryInvoiceList, { pageSize: 100 }, { cookie: hangzhou }),
    );
    expect(theirs.list.some((row) => row.invoiceNo === invoice.invoiceNo)).toBe(false);
    expect((await call(ctx.app, invoiceEndpoints.createInvoice, form(policy.policyNo))).statusCode).toBe(401);
  });

  it('invoices a paid settlement (not before it is paid), in CNY at the rate of the payment day', async () => {
    await call(ctx.app, declarationEndpoints.submitDeclaration, declarationForm(), { cookie: ctx.token });
    const page = data<SettlementPage>(
      await call(
        ctx.app,
        settlementEndpoints.querySettlements,
        { kind: 'declaration' },
        { cookie: ctx.token },
      ),
    );
    const month = page.list[0]!;
    const settlementForm = form(month.settlementNo, { sourceType: 'settlement' });
    expect((await create(settlementForm)).statusCode).toBe(409);
    const paid = data<PaidSettlement>(
      await call(
        ctx.app,
        settlementEndpoints.paySettlement,
        {
          settlementNo: month.settlementNo,
          requestKey: newKey(),
          amount: month.premium,
          currencyCode: month.currencyCode,
          count: month.count,
        },
        { cookie: ctx.token },
      ),
    );
    const withBl = await create({ ...settlementForm, showBlNo: true });
    expect(withBl.statusCode).toBe(400);
    expect(withBl.json().data.issues[0].path).toEqual(['showBlNo']);
    const invoice = data<Invoice>(await create(settlementForm));
    expect(invoice).toMatchObject({
      sourceType: 'settlement',
      sourceNo: paid.settlementNo,
      premium: month.premium,
    });
    expect(cents(invoice.amount)).toBeGreaterThan(cents(month.premium));
    expect(cents(invoice.netAmount) + cents(invoice.taxAmount)).toBe(cents(invoice.amount));
    const paidList = data<{ list: PaidSettlement[] }>(
      await call(ctx.app, settlementEndpoints.queryPaidSettlements, {}, { cookie: ctx.token }),
    );
    expect(paidList.list.find((row) => row.settlementNo === paid.settlementNo)?.invoiceNo).toBe(
      invoice.invoiceNo,
    );
  });
});
