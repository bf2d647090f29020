import { randomUUID } from 'node:crypto';
import type { EndpointInput, ReservationInput } from '@cargo/domain';
import { reservationEndpoints } from '@cargo/domain/api/reservation';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, reservations } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput } from '../../test/test-app.ts';
import { MAX_RESERVATIONS_PER_IP, SERVICE_DESK_MAIL } from './reservation.service.ts';

const ctx = useTestApp();

const reservationForm = (overrides: Partial<ReservationInput> = {}): ReservationInput => ({
  requestKey: randomUUID(),
  name: '张三',
  mobile: '+86 139-1234-5678',
  companyName: '宁波海联进出口有限公司',
  address: '浙江省宁波市北仑区明州路 88 号',
  creditCode: '91310115MA1H7GXQ3E',
  branch: '310000',
  intention: '02',
  detail: '每月约 20 票出口海运，希望了解预约保单。',
  ...overrides,
});

const submit = (
  body: EndpointInput<typeof reservationEndpoints.submit>,
  options: { ip?: string; lang?: 'zh' | 'en' } = {},
) =>
  call(ctx.app, reservationEndpoints.submit, body, {
    remoteAddress: options.ip ?? '127.0.0.1',
    lang: options.lang,
  });

const countReservations = async () =>
  (await ctx.app.db.select({ total: count() }).from(reservations))[0]!.total;
const deskMails = () => ctx.app.db.select().from(outbox).where(eq(outbox.recipient, SERVICE_DESK_MAIL));

describe('POST /cargo/reservation/submit', () => {
  it('records an appointment without a session and tells the service desk by mail', async () => {
    const form = reservationForm();
    const response = await submit(form);
    expect(response.statusCode, response.body).toBe(200);
    const { reservationId } = response.json().data as { reservationId: string };
    expect(reservationId).toMatch(/^\d+$/);

    const [row] = await ctx.app.db
      .select()
      .from(reservations)
      .where(eq(reservations.requestKey, form.requestKey));
    expect(row).toMatchObject({
      id: Number(reservationId),
      mobile: '13912345678',
      creditCode: '91310115MA1H7GXQ3E',
      branch: '310000',
      agentCode: '',
      ip: '127.0.0.1',
    });
    const mails = await deskMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'mail', subject: '新的业务预约：宁波海联进出口有限公司' });
    expect(mails[0]!.body).toContain(`预约编号：${reservationId}`);
    expect(mails[0]!.body).toContain('手机号码：13912345678');
    expect(mails[0]!.body).toContain('服务机构：上海市');
    expect(mails[0]!.body).toContain('业务意向：进出口货物运输保险');
    expect(mails[0]!.body).toContain('代理人代码：（未填写）');
  });

  it('answers a repeat with the same request key with the same reservation and writes nothing', async () => {
    const form = reservationForm({ branch: '宁波分公司' });
    const first = (await submit(form)).json().data.reservationId;
    const reservationsBefore = await countReservations();
    const mailsBefore = (await deskMails()).length;
    const again = await submit(form);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.reservationId).toBe(first);
    expect(await countReservations()).toBe(reservationsBefore);
    expect(await deskMails()).toHaveLength(mailsBefore);
    // A free-text branch (province list unavailable on the page) goes to the desk as typed.
    expect((await deskMails()).some((mail) => mail.body.includes('服务机构：宁波分公司'))).toBe(true);
  });

  it('writes one reservation and one mail for a concurrent double submit', async () => {
    const form = reservationForm({ intention: '04', detail: '危险品仓储责任' });
    const reservationsBefore = await countReservations();
    const mailsBefore = (await deskMails()).length;
    const responses = await Promise.all([submit(form), submit(form), submit(form)]);
    const ids = responses.map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data.reservationId as string;
    });
    expect(new Set(ids).size).toBe(1);
    expect(await countReservations()).toBe(reservationsBefore + 1);
    expect(await deskMails()).toHaveLength(mailsBefore + 1);
  });

  it('names the field of bad input in the caller language and writes nothing', async () => {
    const reservationsBefore = await countReservations();
    const noName = await submit(reservationForm({ name: '  ' }));
    expect(noName.statusCode).toBe(400);
    expect(noName.json()).toMatchObject({ code: '400000', message: '姓名：不能为空' });
    const badMobile = await submit(reservationForm({ mobile: '12345' }), { lang: 'en' });
    expect(badMobile.statusCode).toBe(400);
    expect(badMobile.json().message).toMatch(/^Mobile number: /);
    const badCreditCode = await submit(reservationForm({ creditCode: '91310115MA1H7GXQ3A' }), { lang: 'en' });
    expect(badCreditCode.statusCode).toBe(400);
    expect(badCreditCode.json().message).toMatch(/^Unified social credit code: /);
    const noKey = await callWithInvalidInput(
      ctx.app,
      reservationEndpoints.submit,
      { ...reservationForm(), requestKey: undefined },
      { lang: 'en' },
    );
    expect(noKey.json().message).toBe('Request key: cannot be empty');
    const otherWithoutDetail = await submit(reservationForm({ intention: '04', detail: '' }), { lang: 'en' });
    expect(otherWithoutDetail.statusCode).toBe(400);
    expect(otherWithoutDetail.json().message).toMatch(/^Details: /);
    expect(await countReservations()).toBe(reservationsBefore);
  });

  it('limits new appointments per IP, with a clear 429 message, but still answers a repeat', async () => {
    const ip = '203.0.113.9';
    const accepted: { form: ReservationInput; id: string }[] = [];
    for (let i = 0; i < MAX_RESERVATIONS_PER_IP; i++) {
      const form = reservationForm();
      const response = await submit(form, { ip });
      expect(response.statusCode, response.body).toBe(200);
      accepted.push({ form, id: response.json().data.reservationId });
    }
    const reservationsBefore = await countReservations();
    const limited = await submit(reservationForm(), { ip, lang: 'en' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: '429000',
      message: 'Too many appointment requests from your network, please try again in 60 minutes',
    });
    const limitedZh = await submit(reservationForm(), { ip });
    expect(limitedZh.json().message).toBe('当前网络提交预约过于频繁，请 60 分钟后再试');
    expect(await countReservations()).toBe(reservationsBefore);

    const retry = await submit(accepted[0]!.form, { ip });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.reservationId).toBe(accepted[0]!.id);
    expect((await submit(reservationForm(), { ip: '203.0.113.10' })).statusCode).toBe(200);
  });
});
