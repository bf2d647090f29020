import { describe, expect, it } from 'vitest';
import {
  type EvaluatedRule,
  evaluateRules,
  portKey,
  type RuleConditions,
  ruleMatches,
  type ShipmentFacts,
} from './auto-insure-evaluation.ts';

const TODAY = '2026-12-07';

const facts: ShipmentFacts = {
  insuredAmount: 1_100_000,
  goodsCategory: '03',
  departureCountry: 'CN',
  destinationCountry: 'US',
  loadingPort: 'Shanghai',
  dischargePort: 'Los Angeles',
  transportMode: 'sea',
  sailingDate: '2026-12-10',
};

const none: RuleConditions = {
  insuredMin: null,
  insuredMax: null,
  goodsCategories: [],
  departureCountries: [],
  destinationCountries: [],
  loadingPorts: [],
  dischargePorts: [],
  transportModes: [],
  departureWithinDays: null,
  departureNotPast: false,
};

const rule = (id: number, conditions: Partial<RuleConditions>, extra: Partial<EvaluatedRule> = {}) => ({
  ...none,
  ...conditions,
  id,
  name: `rule ${id}`,
  enabled: true,
  action: 'declare' as const,
  ...extra,
});

const matches = (conditions: Partial<RuleConditions>, shipment: Partial<ShipmentFacts> = {}) =>
  ruleMatches({ ...none, ...conditions }, { ...facts, ...shipment }, TODAY);

describe('an auto-insure rule', () => {
  it('without conditions matches every shipment', () => {
    expect(matches({})).toBe(true);
    expect(matches({}, { insuredAmount: null, goodsCategory: null, sailingDate: null })).toBe(true);
  });

  it('bounds the sum insured, both ends inclusive, in minor units', () => {
    expect(matches({ insuredMin: 1_100_000 })).toBe(true);
    expect(matches({ insuredMin: 1_100_001 })).toBe(false);
    expect(matches({ insuredMax: 1_100_000 })).toBe(true);
    expect(matches({ insuredMax: 1_099_999 })).toBe(false);
    expect(matches({ insuredMin: 1_000_000, insuredMax: 2_000_000 })).toBe(true);
    // A sum insured that cannot be worked out never falls in a range.
    expect(matches({ insuredMax: 2_000_000 }, { insuredAmount: null })).toBe(false);
  });

  it('takes goods categories, countries and modes of transport as include-lists', () => {
    expect(matches({ goodsCategories: ['01', '03'] })).toBe(true);
    expect(matches({ goodsCategories: ['01'] })).toBe(false);
    expect(matches({ goodsCategories: ['03'] }, { goodsCategory: null })).toBe(false);
    expect(matches({ departureCountries: ['CN'] })).toBe(true);
    expect(matches({ departureCountries: ['CN'] }, { departureCountry: 'cn' })).toBe(true);
    expect(matches({ departureCountries: ['JP'] })).toBe(false);
    expect(matches({ destinationCountries: ['US', 'CA'] })).toBe(true);
    expect(matches({ destinationCountries: ['CA'] })).toBe(false);
    expect(matches({ transportModes: ['sea', 'air'] })).toBe(true);
    expect(matches({ transportModes: ['air'] })).toBe(false);
    expect(matches({ transportModes: ['sea'] }, { transportMode: null })).toBe(false);
  });

  it('compares port names without case, width or extra spaces', () => {
    expect(portKey(' los  angeles ')).toBe('LOS ANGELES');
    expect(matches({ loadingPorts: ['SHANGHAI', 'Ningbo'] })).toBe(true);
    expect(matches({ loadingPorts: ['Ningbo'] })).toBe(false);
    expect(matches({ dischargePorts: ['los angeles'] })).toBe(true);
    expect(matches({ dischargePorts: ['Long Beach'] })).toBe(false);
    expect(matches({ dischargePorts: ['Long Beach'] }, { dischargePort: '' })).toBe(false);
  });

  it('holds the sailing date to a window of days from today, and to not in the past', () => {
    expect(matches({ departureWithinDays: 3 })).toBe(true);
    expect(matches({ departureWithinDays: 2 })).toBe(false);
    expect(matches({ departureWithinDays: 0 }, { sailingDate: TODAY })).toBe(true);
    // Without "not in the past", a window only limits how far ahead.
    expect(matches({ departureWithinDays: 3 }, { sailingDate: '2026-12-01' })).toBe(true);
    expect(matches({ departureNotPast: true }, { sailingDate: '2026-12-06' })).toBe(false);
    expect(matches({ departureNotPast: true }, { sailingDate: TODAY })).toBe(true);
    expect(matches({ departureWithinDays: 30, departureNotPast: true }, { sailingDate: '2026-12-06' })).toBe(
      false,
    );
    expect(matches({ departureNotPast: true }, { sailingDate: null })).toBe(false);
  });

  it('needs every condition it has', () => {
    expect(matches({ departureCountries: ['CN'], transportModes: ['sea'], insuredMax: 2_000_000 })).toBe(
      true,
    );
    expect(matches({ departureCountries: ['CN'], transportModes: ['air'], insuredMax: 2_000_000 })).toBe(
      false,
    );
  });
});

describe('the rules of an open policy', () => {
  it('are tried in order: the first enabled rule that matches decides', () => {
    const rules = [
      rule(1, { destinationCountries: ['CA'] }, { action: 'refuse' }),
      rule(2, { insuredMax: 2_000_000 }, { action: 'declare' }),
      rule(3, {}, { action: 'hold' }),
    ];
    expect(evaluateRules(rules, 'hold', facts, TODAY)).toEqual({
      action: 'declare',
      rule: { id: 2, name: 'rule 2' },
    });
    expect(evaluateRules([rules[2]!, rules[1]!], 'refuse', facts, TODAY)).toEqual({
      action: 'hold',
      rule: { id: 3, name: 'rule 3' },
    });
  });

  it('skip a disabled rule', () => {
    const rules = [rule(1, {}, { enabled: false, action: 'refuse' }), rule(2, {}, { action: 'declare' })];
    expect(evaluateRules(rules, 'hold', facts, TODAY).rule?.id).toBe(2);
  });

  it("fall back to the policy's default when none matches, naming no rule", () => {
    const rules = [rule(1, { destinationCountries: ['CA'] })];
    expect(evaluateRules(rules, 'hold', facts, TODAY)).toEqual({ action: 'hold', rule: null });
    expect(evaluateRules([], 'refuse', facts, TODAY)).toEqual({ action: 'refuse', rule: null });
  });
});
