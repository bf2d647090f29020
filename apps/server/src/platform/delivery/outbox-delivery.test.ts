import type { UndeliveredPage } from '@cargo/domain';
import { authEndpoints } from '@cargo/domain/api/auth';
import { invoiceEndpoints } from '@cargo/domain/api/invoice';
import { operationsEndpoints } from '@cargo/domain/api/operations';
import { staffEndpoints } from '@cargo/domain/api/staff';
import { userAdminEndpoints } from '@cargo/domain/api/user-admin';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { outbox } from '../../db/schema/index.ts';
import { createShoceanUser } from '../../test/auth.fixtures.ts';
import { issuePolicy } from '../../test/correction.fixtures.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { data } from '../../test/suite.ts';
import { buildTestApp, call, imageCode, logInAs } from '../../test/test-app.ts';
import { MAX_ATTEMPTS } from './outbox-delivery.ts';
import { type SmtpStandIn, startSmtpStandIn, untilMessages } from './smtp-mail.fixtures.ts';
import { startTencentStandIn, type TencentStandIn } from './tencent-sms.fixtures.ts';

/**
 * Mail and SMS that leave: the app's outbox delivered to a real SMTP server (smtp-server) and to a stand-in of
 * Tencent Cloud SMS that checks each request's signature; retries, the dead letters operations staff send again,
 * and one delivery per message although two instances deliver at once.
 */

/** Recipients the SMTP server refuses: for good (550) or for now (451). */
const refusedForGood = new Set<string>();
const refusedForNow = new Set<string>();

let smtp: SmtpStandIn;
let tencent: TencentStandIn;
let app: FastifyInstance;
let demo: string;

beforeAll(async () => {
  smtp = await startSmtpStandIn({
    refuse: (recipient) => {
      if (refusedForGood.has(recipient)) return { code: 550, message: 'Mailbox unavailable' };
      if (refusedForNow.has(recipient)) return { code: 451, message: 'Try again later' };
      return undefined;
    },
  });
  tencent = await startTencentStandIn();
  app = await buildTestApp({
    mail: { smtpUrl: smtp.url, from: '货运保险门户 Cargo Portal <noreply@cargo-portal.test>' },
    sms: { ...tencent.settings, verificationTemplateId: '2046001' },
  });
  demo = await logInAs(app, 'demo');
});

afterAll(async () => {
  await app?.close();
  await smtp?.close();
  await tencent?.close();
});

const rowsTo = (recipient: string) => app.db.select().from(outbox).where(eq(outbox.recipient, recipient));
const mailsTo = (recipient: string) =>
  smtp.messages.filter((message) => message.envelopeTo.includes(recipient));
const invite = (email: string, lang: 'zh' | 'en' = 'en') =>
  call(
    app,
    userAdminEndpoints.invite,
    { email, userName: 'Li Na', grants: [{ accountName: 'SHOCEAN', role: 'operator' }] },
    { cookie: demo, lang },
  );

/** The envelope's message of an answer. */
const messageOf = (response: LightMyRequestResponse) => (response.json() as { message: string }).message;

/** The next attempt of a message made due now (as if its backoff had passed). */
const makeDue = (recipient: string) =>
  app.db.update(outbox).set({ nextAttemptAt: sql`now()` }).where(eq(outbox.recipient, recipient));

describe('outbox delivery', () => {
  it("an invitation mail arrives at the SMTP server exactly once, in the inviter's language, and its row says sent", async () => {
    expect(data(await invite('li.na@example.test', 'zh'))).toMatchObject({ status: 'pending' });
    data(await invite('john.smith@example.test', 'en'));
    await app.outboxDelivery.deliverDue();
    await app.outboxDelivery.deliverDue();
    const mails = mailsTo('li.na@example.test');
    expect(mails).toHaveLength(1);
    const { mail } = mails[0]!;
    expect(mail.subject).toMatch(/[\u4e00-\u9fff]/);
    expect(mail.text).toMatch(/[\u4e00-\u9fff]/);
    const [english] = mailsTo('john.smith@example.test');
    expect(english?.mail.subject).toMatch(/^[\x20-\x7e]+$/);
    expect(mail.text).toMatch(/\/invitation\?token=[A-Za-z0-9_-]{43}/);
    expect(mail.from?.text).toContain('noreply@cargo-portal.test');
    const [row] = await rowsTo('li.na@example.test');
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(mail.messageId).toBe(`<outbox-${row!.id}@cargo-portal.test>`);
  });

  it("an invoice's mail carries the invoice's PDF", async () => {
    const policy = await issuePolicy({ app, token: demo });
    const email = 'finance@invoice-mail.example.com';
    const issued = await call(
      app,
      invoiceEndpoints.createInvoice,
      {
        sourceType: 'policy',
        sourceNo: policy.policyNo,
        invoiceTitle: '上海海运进出口有限公司',
        taxpayerNo: '91350100M000100Y43',
        email,
        mobile: '13800138000',
        remarks: '',
        showForeignCurrency: false,
        showBlNo: false,
      },
      { cookie: demo },
    );
    const invoiceNo = (data(issued) as { invoiceNo: string }).invoiceNo;
    await app.outboxDelivery.deliverDue();
    const [{ mail }] = mailsTo(email) as [(typeof smtp.messages)[number]];
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments;
    expect(pdf).toMatchObject({ contentType: 'application/pdf', filename: `电子发票-${invoiceNo}.pdf` });
    expect(await pdfText(pdf!.content)).toContain(invoiceNo);
  });

  it('an SMS code leaves through Tencent Cloud SMS, signed, with the verification template and the code', async () => {
    await createShoceanUser(app, 'sms-delivery', { phone: '13900139001', isRealName: 'Y', isReset: 'Y' });
    const captcha = await imageCode(app);
    const sent = await call(app, authEndpoints.sendLoginSms, { mobile: '13900139001', ...captcha });
    expect(sent.statusCode, sent.body).toBe(200);
    await app.outboxDelivery.deliverDue();
    const [row] = await rowsTo('13900139001');
    expect(row).toMatchObject({ channel: 'sms', status: 'sent' });
    const [request] = tencent.received.filter((sms) => sms.body.PhoneNumberSet.includes('+8613900139001'));
    expect(request?.body).toMatchObject({ TemplateId: '2046001', SmsSdkAppId: tencent.settings.sdkAppId });
    expect(request?.body.TemplateParamSet).toEqual([row!.parameters.code, row!.parameters.minutes]);
    expect(row!.body).toContain(row!.parameters.code);
  });

  it('a recipient refused for now is tried again later with backoff; refused for good it is dead at once', async () => {
    refusedForNow.add('later@example.test');
    refusedForGood.add('nobody@refused.example');
    data(await invite('later@example.test'));
    data(await invite('nobody@refused.example'));
    await app.outboxDelivery.deliverDue();
    const [later] = await rowsTo('later@example.test');
    expect(later).toMatchObject({ status: 'pending', attempts: 1 });
    expect(later!.lastError).toContain('451');
    expect(later!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    await app.outboxDelivery.deliverDue();
    expect((await rowsTo('later@example.test'))[0]).toMatchObject({ status: 'pending', attempts: 1 });
    const [dead] = await rowsTo('nobody@refused.example');
    expect(dead).toMatchObject({ status: 'dead', attempts: 1 });
    expect(dead!.lastError).toContain('550');
    refusedForNow.delete('later@example.test');
    await makeDue('later@example.test');
    await app.outboxDelivery.deliverDue();
    expect((await rowsTo('later@example.test'))[0]).toMatchObject({ status: 'sent', attempts: 2 });
    expect(mailsTo('later@example.test')).toHaveLength(1);
  });

  it(`a message failing ${MAX_ATTEMPTS} times is dead; operations staff see it and send it again, audited; an auditor only reads`, async () => {
    refusedForNow.add('flaky@example.test');
    data(await invite('flaky@example.test'));
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await makeDue('flaky@example.test');
      await app.outboxDelivery.deliverDue();
    }
    const [dead] = await rowsTo('flaky@example.test');
    expect(dead).toMatchObject({ status: 'dead', attempts: MAX_ATTEMPTS });
    const operations = await logInAs(app, 'operations');
    const auditor = await logInAs(app, 'auditor');
    const list = (cookie: string, lang: 'zh' | 'en' = 'en') =>
      call(app, operationsEndpoints.undeliveredMessages, {}, { cookie, lang });
    const page = data<UndeliveredPage>(await list(auditor));
    expect(page.list.map((message) => message.recipient)).toContain('flaky@example.test');
    const listed = page.list.find((message) => message.id === dead!.id);
    expect(listed).toMatchObject({ channel: 'mail', attempts: MAX_ATTEMPTS });
    expect(listed?.lastError).toContain('451');
    const resend = (cookie: string, lang: 'zh' | 'en' = 'en') =>
      call(app, operationsEndpoints.resendMessage, { id: dead!.id }, { cookie, lang });
    expect((await resend(auditor)).statusCode).toBe(403);
    // A staff route is no route at all for a customer.
    expect((await list(demo)).statusCode).toBe(404);
    refusedForNow.delete('flaky@example.test');
    expect(data(await resend(operations))).toEqual({ id: dead!.id, status: 'pending' });
    await app.outboxDelivery.deliverDue();
    expect((await rowsTo('flaky@example.test'))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(mailsTo('flaky@example.test')).toHaveLength(1);
    // Sent already: not undelivered any more, in either language.
    const again = await resend(operations);
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toMatch(/No undelivered message/);
    expect(messageOf(await resend(operations, 'zh'))).toMatch(/未送达/);
    const audit = await call(
      app,
      staffEndpoints.auditLog,
      { objectNo: String(dead!.id) },
      { cookie: auditor },
    );
    expect(audit.body).toContain('delivery.resend');
  });

  it('two instances delivering at once send each of 30 messages exactly once', async () => {
    const recipients = Array.from({ length: 30 }, (_, index) => `crowd-${index}@example.test`);
    for (const recipient of recipients) data(await invite(recipient));
    const second = await buildApp(app.config, app.database);
    await second.ready();
    try {
      await Promise.all([
        app.outboxDelivery.deliverDue(),
        second.outboxDelivery.deliverDue(),
        app.outboxDelivery.deliverDue(),
        second.outboxDelivery.deliverDue(),
      ]);
      await untilMessages(smtp, smtp.messages.length, 1000);
    } finally {
      await second.close();
    }
    for (const recipient of recipients) expect(mailsTo(recipient), recipient).toHaveLength(1);
    const rows = await app.db.select().from(outbox).where(inArray(outbox.recipient, recipients));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});
