import type { EndpointInput, FeePayment, PayResult } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { paymentEndpoints } from '@cargo/domain/api/payment';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, applications, payments, policies } from '../../db/schema/index.ts';
import { createApplication } from '../../test/factories.ts';
import {
  countRows,
  EXPORT_FORM_PREMIUM,
  exportForm,
  HAZARDOUS_GOODS,
  inDays,
  logInToAccount,
  newKey,
} from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

/** A pay request of an application with a fresh request key: the premium of `exportForm()` by default. */
type PayInput = EndpointInput<typeof paymentEndpoints.payApplication>;
const paymentOf = (
  applicationId: number,
  amount = '374.00',
  currencyCode: PayInput['currencyCode'] = '03',
): PayInput => ({
  applicationId,
  requestKey: newKey(),
  amount,
  currencyCode,
});
const pay = (body: PayInput, cookie = ctx.token, lang?: 'zh' | 'en') =>
  call(ctx.app, paymentEndpoints.payApplication, body, { cookie, lang });
const counts = async () => ({
  payments: await countRows(ctx.app, payments),
  policies: await countRows(ctx.app, policies),
  events: await countRows(ctx.app, applicationEvents),
});

describe('POST /cargo/payment/seeFeePayment', () => {
  it('shows the premium due and the payee of an application pending payment', async () => {
    const application = await createApplication(ctx);
    const fee = data<FeePayment>(
      await call(
        ctx.app,
        paymentEndpoints.seeFeePayment,
        { applicationId: application.id },
        { cookie: ctx.token, lang: 'en' },
      ),
    );
    expect(fee).toMatchObject({
      applicationId: application.id,
      voucherNo: application.voucherNo,
      status: 'B3',
      isPayable: true,
      amount: EXPORT_FORM_PREMIUM,
      currencyCode: '03',
      currency: 'USD',
      amountCny: '2651.66',
      payee: { name: 'Cargo Portal Insurance Co., Ltd.' },
    });
    const newbie = await logInAs(ctx.app, 'newbie');
    const other = await call(
      ctx.app,
      paymentEndpoints.seeFeePayment,
      { applicationId: application.id },
      { cookie: newbie },
    );
    expect(other.statusCode).toBe(404);
  });
});

describe('POST /cargo/payment/pay', () => {
  it('charges the premium and issues one policy with a 20-digit number, not yet effective before its start', async () => {
    const application = await createApplication(ctx);
    const before = await counts();
    const result = data<PayResult>(await pay(paymentOf(application.id), ctx.token, 'en'));
    const year = inDays(0).slice(0, 4);
    expect(result.policyNo).toMatch(new RegExp(`^60009${year}\\d{11}$`));
    expect(result).toMatchObject({
      applicationId: application.id,
      amount: EXPORT_FORM_PREMIUM,
      currencyCode: '03',
      validity: '01',
      validityName: 'Not yet effective',
      insuranceBeginDate: inDays(3),
      message: 'Payment received; the policy has been issued',
    });
    expect(result.paymentNo).toMatch(/^SIM[0-9A-F]{17}$/);
    const [row] = await ctx.app.db.select().from(applications).where(eq(applications.id, application.id));
    expect(row!.status).toBe('P1');
    expect(await counts()).toEqual({
      payments: before.payments + 1,
      policies: before.policies + 1,
      events: before.events + 1,
    });

    // Paying again, with the same or another key, answers the same policy.
    const again = data<PayResult>(await pay(paymentOf(application.id)));
    expect(again.policyNo).toBe(result.policyNo);
    expect(await countRows(ctx.app, policies)).toBe(before.policies + 1);
  });

  it('issues one policy for concurrent payments of one application', async () => {
    const application = await createApplication(ctx);
    const before = await counts();
    const responses = await Promise.all([1, 2, 3].map(() => pay(paymentOf(application.id, '374'))));
    const numbers = responses.map((response) => data<PayResult>(response).policyNo);
    expect(new Set(numbers).size).toBe(1);
    expect(await counts()).toEqual({
      payments: before.payments + 1,
      policies: before.policies + 1,
      events: before.events + 1,
    });
  });

  it('refuses an amount or currency other than the premium due, writing nothing', async () => {
    const application = await createApplication(ctx);
    const before = await counts();
    const wrong = await pay(paymentOf(application.id, '300.00'), ctx.token, 'en');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(
      'Payment amount: The payment amount differs from the premium due; please refresh and pay again',
    );
    const currency = await pay(paymentOf(application.id, '374.00', '01'));
    expect(currency.statusCode).toBe(400);
    expect(currency.json().message).toBe('币种：支付金额与应缴保费不一致，请刷新后重新支付');
    expect(await counts()).toEqual(before);
  });

  it('refuses to pay an application under review, a cancelled one, or another account’s', async () => {
    const referred = await createApplication(ctx, exportForm(HAZARDOUS_GOODS));
    const before = await counts();
    const underReview = await pay(paymentOf(referred.id, '1.00'), ctx.token, 'en');
    expect(underReview.statusCode).toBe(409);
    expect(underReview.json().message).toBe(
      'This application cannot be paid in its current status; only an application pending payment can be paid',
    );
    const cancelled = await createApplication(ctx);
    await call(ctx.app, applicationEndpoints.cancelApplication, { id: cancelled.id }, { cookie: ctx.token });
    const afterCancel = await pay(paymentOf(cancelled.id));
    expect(afterCancel.statusCode).toBe(409);
    const payable = await createApplication(ctx);
    const hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
    const theirs = await pay(paymentOf(payable.id), hangzhou);
    expect(theirs.statusCode).toBe(404);
    expect(await counts()).toMatchObject({ payments: before.payments, policies: before.policies });
  });
});
