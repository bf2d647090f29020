import { randomUUID } from 'node:crypto';
import {
  type AutoInsureRuleFormInput,
  type AutoInsureRules,
  type DeclarationPage,
  type DeclarationResult,
  todayInChina,
  ZDeclarationSubmitRequest,
} from '@cargo/domain';
import { autoInsureEndpoints } from '@cargo/domain/api/auto-insure';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { addDays } from '@cargo/domain/clock/calendar';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import {
  balanceOf,
  DECLARATION_FORM_DEFAULT_INSURED,
  declarationForm,
  EXPORT_POLICY_NO,
  HANGZHOU_POLICY_NO,
} from '../../test/declaration.fixtures.ts';
import { accountIdOf, createMember } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInWithPassword } from '../../test/test-app.ts';
import { decideShipment, holdShipment } from './auto-insure.service.ts';

/**
 * What the API will call (decideShipment, holdShipment) through the test app, and the portal's actions on a
 * held shipment: it is listed with the pending declarations naming its rule, declared under every rule of a
 * submit (the balance drawn once), or dropped.
 */

const ctx = useTestApp({ logIn: 'demo' });
const policyNo = EXPORT_POLICY_NO;
let accountId = 0;
let operator = '';
let viewer = '';

beforeAll(async () => {
  accountId = await accountIdOf(ctx.app, 'SHOCEAN');
  await createMember(ctx.app, 'held-operator', { SHOCEAN: 'operator' });
  await createMember(ctx.app, 'held-viewer', { SHOCEAN: 'viewer' });
  operator = await logInWithPassword(ctx.app, 'held-operator', TEST_USER_PASSWORD);
  viewer = await logInWithPassword(ctx.app, 'held-viewer', TEST_USER_PASSWORD);
});

/** The sample export shipment (cotton, Shanghai → Hamburg, USD 110,000.00 insured) as the API parses it. */
const shipment = (overrides: Parameters<typeof declarationForm>[0] = {}) =>
  ZDeclarationSubmitRequest.parse(declarationForm(overrides));
const decide = (overrides: Parameters<typeof declarationForm>[0] = {}) =>
  decideShipment(ctx.app, { accountId, policyNo, shipment: shipment(overrides) });
const addRule = async (body: AutoInsureRuleFormInput) =>
  data<AutoInsureRules>(
    await call(ctx.app, autoInsureEndpoints.addRule, { policyNo, ...body }, { cookie: ctx.token }),
  ).rules.at(-1)!;
const pending = async () =>
  data<DeclarationPage>(
    await call(
      ctx.app,
      declarationEndpoints.queryPending,
      { pageNo: 1, pageSize: 100 },
      { cookie: ctx.token },
    ),
  ).list;
const hold = async (ruleName: string | null) =>
  (
    await holdShipment(ctx.app, {
      accountId,
      request: shipment(),
      rule: ruleName === null ? null : { id: 1, name: ruleName },
      source: 'api',
    })
  ).declarationNo;
const declareHeld = (declarationNo: string, cookie = ctx.token) =>
  call(ctx.app, autoInsureEndpoints.declareHeld, { declarationNo }, { cookie });
const dropHeld = (declarationNo: string, cookie = ctx.token) =>
  call(ctx.app, autoInsureEndpoints.dropHeld, { declarationNo }, { cookie });

describe('decideShipment', () => {
  it('applies the default when the policy has no rule', async () => {
    expect(await decide()).toEqual({ action: 'hold', rule: null });
  });

  it('reads the rules in order on the shipment as the API sends it', async () => {
    // Cotton is recognised as textiles (04); the export cover's product travels by sea.
    const cotton = await addRule({
      ruleName: 'Textiles by sea',
      action: 'declare',
      conditions: { goodsCategories: ['04'], transportModes: ['sea'], insuredMax: '110000.00' },
    });
    const everything = await addRule({ ruleName: 'Everything else', action: 'refuse' });
    expect(await decide()).toEqual({ action: 'declare', rule: { id: cotton.id, name: 'Textiles by sea' } });
    // USD 100,000.01 × 110% is above the bound: the next rule decides.
    expect(await decide({ invoiceAmount: '100000.01' })).toEqual({
      action: 'refuse',
      rule: { id: everything.id, name: 'Everything else' },
    });
    const machinery = shipment({ goodsDescription: 'Used excavators' });
    expect(
      (
        await decideShipment(ctx.app, {
          accountId,
          policyNo,
          shipment: { ...machinery, goodsCategory: '0401' },
        })
      ).rule?.id,
    ).toBe(cotton.id);
    expect(
      (
        await decideShipment(ctx.app, {
          accountId,
          policyNo,
          shipment: { ...shipment(), transportMode: 'air' },
        })
      ).rule?.id,
    ).toBe(everything.id);
  });

  it('holds shipments departing too far ahead, by a window rule placed first', async () => {
    const rules = data<AutoInsureRules>(
      await call(ctx.app, autoInsureEndpoints.listRules, { policyNo }, { cookie: ctx.token }),
    ).rules;
    for (const rule of rules) {
      await call(
        ctx.app,
        autoInsureEndpoints.deleteRule,
        { policyNo, ruleId: rule.id },
        { cookie: ctx.token },
      );
    }
    await addRule({
      ruleName: 'Departing within a week',
      action: 'declare',
      conditions: { departureWithinDays: 7, departureNotPast: true },
    });
    expect((await decide()).action).toBe('declare');
    const later = addDays(todayInChina(), 8);
    expect(await decide({ sailingDate: later, issuingDate: later })).toEqual({ action: 'hold', rule: null });
  });

  it("answers 404 for another account's open policy", async () => {
    await expect(
      decideShipment(ctx.app, { accountId, policyNo: HANGZHOU_POLICY_NO, shipment: shipment() }),
    ).rejects.toMatchObject({ httpStatus: 404 });
  });
});

describe('a held shipment', () => {
  it('is listed with the pending declarations naming its rule, and draws nothing', async () => {
    const before = await balanceOf(ctx.app, policyNo);
    const byRule = await hold('Check big ones');
    const byDefault = await hold(null);
    const rows = await pending();
    expect(rows.find((row) => row.declarationNo === byRule)).toMatchObject({
      status: '01',
      held: { ruleName: 'Check big ones', source: 'api' },
    });
    expect(rows.find((row) => row.declarationNo === byDefault)?.held).toEqual({
      ruleName: null,
      source: 'api',
    });
    expect(await balanceOf(ctx.app, policyNo)).toBe(before);
  });

  it('is held once per request key', async () => {
    const request = shipment();
    const first = await holdShipment(ctx.app, { accountId, request, rule: null, source: 'api' });
    const again = await holdShipment(ctx.app, { accountId, request, rule: null, source: 'api' });
    expect(again).toEqual(first);
  });

  it('is declared by an operator under the rules of a submit: certificate, balance drawn once', async () => {
    const declarationNo = await hold('Check big ones');
    const before = await balanceOf(ctx.app, policyNo);
    const result = data<DeclarationResult>(await declareHeld(declarationNo, operator));
    expect(result).toMatchObject({ outcome: 'declared', declarationNo, status: '03' });
    expect(result.certificateNo).toMatch(/^\d{20}$/);
    expect(await balanceOf(ctx.app, policyNo)).toBe(before - DECLARATION_FORM_DEFAULT_INSURED);
    // Declared, it is no longer pending nor held: a second declare finds nothing and draws nothing.
    expect((await pending()).some((row) => row.declarationNo === declarationNo)).toBe(false);
    expect((await declareHeld(declarationNo)).statusCode).toBe(404);
    expect(await balanceOf(ctx.app, policyNo)).toBe(before - DECLARATION_FORM_DEFAULT_INSURED);
  });

  it('is refused by the submit rules like any draft (the same shipment declared already)', async () => {
    const request = shipment();
    const first = await holdShipment(ctx.app, { accountId, request, rule: null, source: 'api' });
    data(await declareHeld(first.declarationNo));
    const twin = await holdShipment(ctx.app, {
      accountId,
      request: { ...request, requestKey: randomUUID() },
      rule: null,
      source: 'api',
    });
    const refused = await declareHeld(twin.declarationNo);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.issues[0].path).toEqual(['invoiceNo']);
    expect((await pending()).some((row) => row.declarationNo === twin.declarationNo)).toBe(true);
  });

  it('is dropped: gone from the pending list, nothing drawn', async () => {
    const declarationNo = await hold(null);
    const before = await balanceOf(ctx.app, policyNo);
    expect(data(await dropHeld(declarationNo, operator))).toBeNull();
    expect((await pending()).some((row) => row.declarationNo === declarationNo)).toBe(false);
    expect((await dropHeld(declarationNo)).statusCode).toBe(404);
    expect(await balanceOf(ctx.app, policyNo)).toBe(before);
  });

  it('cannot be declared or dropped by a viewer', async () => {
    const declarationNo = await hold(null);
    expect((await declareHeld(declarationNo, viewer)).statusCode).toBe(403);
    expect((await dropHeld(declarationNo, viewer)).statusCode).toBe(403);
  });

  it("answers 404 for another account's held shipment and for a draft typed in the portal", async () => {
    const hangzhou = await accountIdOf(ctx.app, 'HZSHUNDA');
    const theirs = await holdShipment(ctx.app, {
      accountId: hangzhou,
      request: ZDeclarationSubmitRequest.parse(
        declarationForm({
          policyNo: HANGZHOU_POLICY_NO,
          mainClause: 'CIC_ALL',
          riders: [],
          departureCountry: 'DE',
          destinationCountry: 'CN',
        }),
      ),
      rule: null,
      source: 'api',
    });
    expect((await declareHeld(theirs.declarationNo)).statusCode).toBe(404);
    expect((await dropHeld(theirs.declarationNo)).statusCode).toBe(404);
    const draft = data<DeclarationResult>(
      await call(ctx.app, declarationEndpoints.saveDraft, declarationForm(), { cookie: ctx.token }),
    );
    expect((await declareHeld(draft.declarationNo!)).statusCode).toBe(404);
    expect((await dropHeld(draft.declarationNo!)).statusCode).toBe(404);
  });
});
