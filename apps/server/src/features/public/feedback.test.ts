import { randomUUID } from 'node:crypto';
import type { EndpointInput } from '@cargo/domain';
import { publicEndpoints } from '@cargo/domain/api/public';
import type { FeedbackInput } from '@cargo/domain/schemas/feedback';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedbacks, outbox } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';
import { SERVICE_DESK_MAIL } from '../reservation/reservation.service.ts';
import { MAX_FEEDBACKS_PER_IP } from './feedback.service.ts';

const ctx = useTestApp();

const feedbackForm = (overrides: Partial<FeedbackInput> = {}): FeedbackInput => ({
  requestKey: randomUUID(),
  feedbackType: '02',
  feedbackContent: '批量申报上传后，错误清单中的行号与 Excel 行号相差 1。',
  contactPhone: '+86 139-1234-5678',
  contactEmail: 'ops@example.cn',
  ...overrides,
});

let nextIp = 1;
/** A fresh caller address per test, so the per-IP limits of one test do not touch another. */
const freshIp = () => `198.18.0.${nextIp++}`;

const submit = (
  body: EndpointInput<typeof publicEndpoints.feedback>,
  options: { ip?: string; lang?: 'zh' | 'en'; token?: string } = {},
) =>
  call(ctx.app, publicEndpoints.feedback, body, {
    remoteAddress: options.ip ?? freshIp(),
    lang: options.lang,
    cookie: options.token,
  });

const countFeedbacks = async () => (await ctx.app.db.select({ total: count() }).from(feedbacks))[0]!.total;
const deskMails = () => ctx.app.db.select().from(outbox).where(eq(outbox.recipient, SERVICE_DESK_MAIL));

describe('POST /cargo/public/feedback', () => {
  it('records a feedback without a session and tells the service desk in the same transaction', async () => {
    const mailsBefore = (await deskMails()).length;
    const response = await submit(feedbackForm(), { lang: 'en' });
    expect(response.statusCode, response.body).toBe(200);
    const { feedbackNo } = response.json().data as { feedbackNo: string };
    expect(feedbackNo).toMatch(/^FB\d{8}$/);
    const [row] = await ctx.app.db
      .select()
      .from(feedbacks)
      .where(eq(feedbacks.id, Number(feedbackNo.slice(2))));
    expect(row).toMatchObject({
      feedbackType: '02',
      contactPhone: '13912345678',
      contactEmail: 'ops@example.cn',
      accountId: null,
      language: 'en-US',
    });
    const mails = await deskMails();
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toBe(`【意见反馈】问题 ${feedbackNo}`);
    expect(mail.body).toContain('联系电话：13912345678');
    expect(mail.body).toContain('错误清单中的行号');
  });

  it('records the account of a logged-in sender', async () => {
    const token = await logInAs(ctx.app, 'demo');
    const response = await submit(feedbackForm({ contactPhone: '', contactEmail: '' }), { token });
    expect(response.statusCode, response.body).toBe(200);
    const id = Number((response.json().data.feedbackNo as string).slice(2));
    const [row] = await ctx.app.db.select().from(feedbacks).where(eq(feedbacks.id, id));
    expect(row?.accountId).not.toBeNull();
    expect(row).toMatchObject({ contactPhone: '', contactEmail: '' });
  });

  it('answers a repeat and a concurrent double submit with the first feedback and writes one row and one mail', async () => {
    const form = feedbackForm();
    const rowsBefore = await countFeedbacks();
    const mailsBefore = (await deskMails()).length;
    const answers = await Promise.all([submit(form), submit(form), submit(form)]);
    const again = await submit(form);
    const numbers = new Set([...answers, again].map((answer) => answer.json().data.feedbackNo));
    expect(numbers.size).toBe(1);
    expect(await countFeedbacks()).toBe(rowsBefore + 1);
    expect((await deskMails()).length).toBe(mailsBefore + 1);
  });

  it('names the field of bad input in the caller language and writes nothing', async () => {
    const rowsBefore = await countFeedbacks();
    const mailsBefore = (await deskMails()).length;
    const empty = await submit(feedbackForm({ feedbackContent: '   ' }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: '400000', message: '反馈内容：不能为空' });
    const tooLong = await submit(feedbackForm({ feedbackContent: '长'.repeat(1001) }), { lang: 'en' });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toMatch(/^Feedback: /);
    const noType = await submit(feedbackForm({ feedbackType: '' as never }), { lang: 'en' });
    expect(noType.json().message).toBe('Feedback type: cannot be empty');
    const badType = await submit(feedbackForm({ feedbackType: '09' as never }));
    expect(badType.json().message).toMatch(/^反馈类型：/);
    const badPhone = await submit(feedbackForm({ contactPhone: '12345' }), { lang: 'en' });
    expect(badPhone.json().message).toMatch(/^Contact phone: /);
    const badEmail = await submit(feedbackForm({ contactEmail: 'not-an-address' }));
    expect(badEmail.json().message).toMatch(/^联系邮箱：/);
    expect(await countFeedbacks()).toBe(rowsBefore);
    expect((await deskMails()).length).toBe(mailsBefore);
  });

  it('limits new feedbacks per IP with a clear 429 in both languages, but still answers a repeat', async () => {
    const ip = freshIp();
    const first = feedbackForm();
    expect((await submit(first, { ip })).statusCode).toBe(200);
    for (let i = 1; i < MAX_FEEDBACKS_PER_IP; i++)
      expect((await submit(feedbackForm(), { ip })).statusCode).toBe(200);
    const rowsBefore = await countFeedbacks();
    const limited = await submit(feedbackForm(), { ip, lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: '429000',
      message: 'Too many submissions. Please try again in 60 minutes',
    });
    expect((await submit(feedbackForm(), { ip })).json().message).toBe('提交过于频繁，请 60 分钟后再试');
    expect(await countFeedbacks()).toBe(rowsBefore);
    expect((await submit(first, { ip })).statusCode).toBe(200);
  });
});
