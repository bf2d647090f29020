import type { AutoInsureRuleFormInput, AutoInsureRules } from '@cargo/domain';
import { autoInsureEndpoints } from '@cargo/domain/api/auto-insure';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { openPolicies } from '../../db/schema/index.ts';
import { TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { EXPORT_POLICY_NO, HANGZHOU_POLICY_NO } from '../../test/declaration.fixtures.ts';
import { createMember } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInWithPassword } from '../../test/test-app.ts';
import { findRules, insertRule } from './auto-insure.repository.ts';

/** The rules screen's routes: add, change, order, switch, delete, default; validation, tenancy and roles. */

const ctx = useTestApp({ logIn: 'demo' });
const policyNo = EXPORT_POLICY_NO;
let operator = '';
let viewer = '';

beforeAll(async () => {
  await createMember(ctx.app, 'ai-operator', { SHOCEAN: 'operator' });
  await createMember(ctx.app, 'ai-viewer', { SHOCEAN: 'viewer' });
  operator = await logInWithPassword(ctx.app, 'ai-operator', TEST_USER_PASSWORD);
  viewer = await logInWithPassword(ctx.app, 'ai-viewer', TEST_USER_PASSWORD);
});

const rule = (overrides: Partial<AutoInsureRuleFormInput> = {}): AutoInsureRuleFormInput => ({
  ruleName: 'Small sea shipments',
  action: 'declare',
  conditions: { insuredMax: '200000.00', transportModes: ['sea'], departureCountries: ['CN'] },
  ...overrides,
});
const add = (body: AutoInsureRuleFormInput, cookie = ctx.token, no = policyNo) =>
  call(ctx.app, autoInsureEndpoints.addRule, { policyNo: no, ...body }, { cookie });
const list = (cookie = ctx.token, no = policyNo) =>
  call(ctx.app, autoInsureEndpoints.listRules, { policyNo: no }, { cookie });
const names = (rules: AutoInsureRules) => rules.rules.map((item) => item.ruleName);
const issuesOf = (response: LightMyRequestResponse) => {
  expect(response.statusCode, response.body).toBe(400);
  return (response.json().data.issues as { path: string[]; message: string }[]).map((issue) =>
    issue.path.join('.'),
  );
};

describe('an open policy without rules', () => {
  it('holds by default, and every member reads it', async () => {
    const rules = data<AutoInsureRules>(await list(viewer));
    expect(rules).toMatchObject({ policyNo, defaultAction: 'hold', rules: [], currencyIso: 'USD' });
  });
});

describe('adding, changing and ordering rules', () => {
  it('adds rules at the end, amounts kept exactly in the policy currency', async () => {
    data(await add(rule()));
    const rules = data<AutoInsureRules>(await add(rule({ ruleName: 'Refuse Iran', action: 'refuse' })));
    expect(names(rules)).toEqual(['Small sea shipments', 'Refuse Iran']);
    expect(rules.rules[0]).toMatchObject({
      enabled: true,
      action: 'declare',
      actionName: '自动申报',
      conditions: {
        insuredMin: '',
        insuredMax: '200000.00',
        transportModes: ['sea'],
        departureCountries: ['CN'],
      },
    });
  });

  it('moves a rule up and down; the ends stay put', async () => {
    const [first, second] = data<AutoInsureRules>(await list()).rules;
    const move = (ruleId: number, direction: 'up' | 'down') =>
      call(ctx.app, autoInsureEndpoints.moveRule, { policyNo, ruleId, direction }, { cookie: ctx.token });
    expect(names(data(await move(second!.id, 'up')))).toEqual(['Refuse Iran', 'Small sea shipments']);
    expect(names(data(await move(second!.id, 'up')))).toEqual(['Refuse Iran', 'Small sea shipments']);
    expect(names(data(await move(second!.id, 'down')))).toEqual(['Small sea shipments', 'Refuse Iran']);
    expect(first!.id).not.toBe(second!.id);
  });

  it('changes a rule, switches it off and deletes it', async () => {
    const [, refuse] = data<AutoInsureRules>(await list()).rules;
    const changed = data<AutoInsureRules>(
      await call(
        ctx.app,
        autoInsureEndpoints.changeRule,
        {
          policyNo,
          ruleId: refuse!.id,
          ...rule({ ruleName: 'Refuse IR', action: 'refuse', enabled: false }),
        },
        { cookie: ctx.token },
      ),
    );
    expect(changed.rules[1]).toMatchObject({ ruleName: 'Refuse IR', enabled: false, action: 'refuse' });
    const left = data<AutoInsureRules>(
      await call(
        ctx.app,
        autoInsureEndpoints.deleteRule,
        { policyNo, ruleId: refuse!.id },
        { cookie: ctx.token },
      ),
    );
    expect(names(left)).toEqual(['Small sea shipments']);
  });

  it('sets the default action', async () => {
    const set = (defaultAction: 'declare' | 'hold' | 'refuse') =>
      call(ctx.app, autoInsureEndpoints.setDefaultAction, { policyNo, defaultAction }, { cookie: ctx.token });
    expect(data<AutoInsureRules>(await set('refuse')).defaultAction).toBe('refuse');
    expect(data<AutoInsureRules>(await set('hold')).defaultAction).toBe('hold');
  });
});

describe('a rule refused', () => {
  it('names each field: blank name, unknown codes, window out of range', async () => {
    const before = data<AutoInsureRules>(await list()).rules.length;
    const bad = rule({
      ruleName: ' ',
      conditions: {
        goodsCategories: ['99' as '01'],
        transportModes: ['teleport' as 'sea'],
        departureWithinDays: 400,
      },
    });
    expect(issuesOf(await add(bad))).toEqual(
      expect.arrayContaining([
        'ruleName',
        'conditions.goodsCategories.0',
        'conditions.transportModes.0',
        'conditions.departureWithinDays',
      ]),
    );
    // Countries not in the base data, and more decimals than the policy's currency has.
    expect(
      issuesOf(await add(rule({ conditions: { insuredMin: '1.005', departureCountries: ['CN', 'QQ'] } }))),
    ).toEqual(['conditions.insuredMin', 'conditions.departureCountries.1']);
    expect(data<AutoInsureRules>(await list()).rules).toHaveLength(before);
  });

  it('refuses a lowest sum insured above the highest, in the caller language', async () => {
    const response = await call(
      ctx.app,
      autoInsureEndpoints.addRule,
      { policyNo, ...rule({ conditions: { insuredMin: '9', insuredMax: '1' } }) },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.issues[0].message).toBe(
      'Highest sum insured: cannot be lower than the lowest sum insured',
    );
  });
});

describe('another account', () => {
  it("answers 404 for another account's policy, and for a rule of another policy", async () => {
    expect((await list(ctx.token, HANGZHOU_POLICY_NO)).statusCode).toBe(404);
    expect((await add(rule(), ctx.token, HANGZHOU_POLICY_NO)).statusCode).toBe(404);
    const [hangzhou] = await ctx.app.db
      .select()
      .from(openPolicies)
      .where(eq(openPolicies.policyNo, HANGZHOU_POLICY_NO));
    await insertRule(ctx.app.db, hangzhou!.id, {
      name: 'Theirs',
      action: 'declare',
    });
    const [theirs] = await findRules(ctx.app.db, hangzhou!.id);
    const ruleId = theirs!.id;
    const changed = await call(
      ctx.app,
      autoInsureEndpoints.changeRule,
      { policyNo, ruleId, ...rule() },
      { cookie: ctx.token },
    );
    expect(changed.statusCode).toBe(404);
    const deleted = await call(
      ctx.app,
      autoInsureEndpoints.deleteRule,
      { policyNo, ruleId },
      { cookie: ctx.token },
    );
    expect(deleted.statusCode).toBe(404);
    const beyond = await call(
      ctx.app,
      autoInsureEndpoints.deleteRule,
      { policyNo, ruleId: 99_999_999_999 },
      { cookie: ctx.token },
    );
    expect(beyond.statusCode).toBe(400);
    const moved = await call(
      ctx.app,
      autoInsureEndpoints.moveRule,
      { policyNo, ruleId, direction: 'up' },
      { cookie: ctx.token },
    );
    expect(moved.statusCode).toBe(404);
  });
});

describe('roles', () => {
  it('lets operators and viewers read, and only administrators change', async () => {
    expect((await list(operator)).statusCode).toBe(200);
    expect((await add(rule(), operator)).statusCode).toBe(403);
    expect((await add(rule(), viewer)).statusCode).toBe(403);
    const setByViewer = await call(
      ctx.app,
      autoInsureEndpoints.setDefaultAction,
      { policyNo, defaultAction: 'declare' },
      { cookie: viewer },
    );
    expect(setByViewer.statusCode).toBe(403);
  });
});
