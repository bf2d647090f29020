import { randomUUID } from 'node:crypto';
import type { EndpointInput } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { declarationForm, ROAD_POLICY_NO } from '../../test/declaration.fixtures.ts';
import { exportForm, useAccountSession } from '../../test/insuring.fixtures.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput } from '../../test/test-app.ts';

/**
 * HTTP 400 answers name their fields twice: `message` joins the "Field: reason" texts, and
 * `data.issues` lists them with their paths, for schema failures and for what only the server can see.
 */

const ctx = useTestApp({ logIn: 'demo' });
const hangzhou = useAccountSession(ctx, 'HZSHUNDA');

interface Refusal {
  code: string;
  message: string;
  data: { issues: { path: string[]; message: string }[] };
}

const refusal = (response: LightMyRequestResponse): Refusal => {
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json() as Refusal;
  expect(body.code).toBe('400000');
  // The joined message is the issues' texts.
  expect(body.message).toBe([...new Set(body.data.issues.map((issue) => issue.message))].join('; '));
  return body;
};

/** Forms the tests break on purpose, one field at a time. */
const apply = (form: object, cookie = ctx.token) =>
  callWithInvalidInput(
    ctx.app,
    applicationEndpoints.submitApplication,
    { requestKey: randomUUID(), form },
    { cookie, lang: 'en' },
  );

describe('applyPolicy', () => {
  it('lists a missing field with its path', async () => {
    const form = exportForm();
    const { data } = refusal(await apply({ ...form, insured: { ...form.insured, insuredName: '' } }));
    expect(data.issues).toContainEqual({
      path: ['form', 'insured', 'insuredName'],
      message: 'Insured name: Cannot be empty',
    });
  });

  it('names an unknown port, an expired quotation and a product the account may not use', async () => {
    const form = exportForm();
    const unknownPort = refusal(
      await apply({
        ...form,
        quotationNo: 'Q0009202600000000001',
        transport: { ...form.transport, departurePort: 'CNZZZ' },
      }),
    );
    expect(unknownPort.data.issues).toEqual([
      {
        path: ['form', 'transport', 'departurePort'],
        message: 'Departure port: Unknown port code; please choose one from the list',
      },
      {
        path: ['form', 'quotationNo'],
        message: 'Quotation number: The quotation has expired; please get a new quote',
      },
    ]);

    // HZSHUNDA insures domestic cargo only.
    const notAllowed = refusal(await apply(form, hangzhou.token));
    expect(notAllowed.data.issues).toEqual([
      { path: ['form', 'productCode'], message: 'Product: This product is not available to your account' },
    ]);
  });

  it('names a pricing error found at submit', async () => {
    const form = exportForm();
    const { data } = refusal(
      await apply({ ...form, insurance: { ...form.insurance, additionPercent: '45' } }),
    );
    expect(data.issues).toContainEqual({
      path: ['form', 'insurance', 'additionPercent'],
      message: 'Addition percentage: The addition percentage cannot exceed 30%',
    });
  });
});

describe('declaration submit', () => {
  const submit = (body: EndpointInput<typeof declarationEndpoints.submitDeclaration>) =>
    call(ctx.app, declarationEndpoints.submitDeclaration, body, { cookie: ctx.token, lang: 'en' });

  it('lists a missing field with its path', async () => {
    const { data } = refusal(await submit(declarationForm({ goodsDescription: '' })));
    expect(data.issues).toEqual([
      { path: ['goodsDescription'], message: 'Goods description: cannot be empty' },
    ]);
  });

  it('names the open policy rules the shipment breaks', async () => {
    // The road cover is in CNY and has no ICC clauses.
    const { data } = refusal(await submit(declarationForm({ policyNo: ROAD_POLICY_NO })));
    expect(data.issues.map((issue) => issue.path)).toEqual([['invoiceCurrency'], ['mainClause'], ['riders']]);
    expect(data.issues[0]!.message).toBe('Invoice currency: must be the currency of the open policy');
  });
});
