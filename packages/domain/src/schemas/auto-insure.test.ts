import { describe, expect, it } from 'vitest';
import { AUTO_INSURE_TRANSPORT_MODES, codesOf } from '../codes/index.ts';
import { TRANSPORT_MODES } from '../pricing/clauses.ts';
import { ZAutoInsureRuleInput } from './auto-insure.ts';

const paths = (input: unknown) => {
  const parsed = ZAutoInsureRuleInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'));
};

describe('the auto-insure rule schema', () => {
  it('labels exactly the modes of transport the pricing engine knows', () => {
    expect(codesOf(AUTO_INSURE_TRANSPORT_MODES)).toEqual(TRANSPORT_MODES);
  });

  it('takes a rule without conditions, every condition optional', () => {
    const parsed = ZAutoInsureRuleInput.parse({ ruleName: ' Any ', action: 'hold' });
    expect(parsed).toMatchObject({ ruleName: 'Any', enabled: true, action: 'hold' });
    expect(parsed.conditions).toMatchObject({
      insuredMin: '',
      departureWithinDays: null,
      goodsCategories: [],
    });
  });

  it('refuses a lowest sum insured above the highest, compared exactly', () => {
    const rule = (insuredMin: string, insuredMax: string) => ({
      ruleName: 'r',
      action: 'declare',
      conditions: { insuredMin, insuredMax },
    });
    expect(paths(rule('100.01', '100.00'))).toEqual(['conditions.insuredMax']);
    expect(paths(rule('100.00', '100'))).toEqual([]);
    expect(paths(rule('1,000', ''))).toEqual(['conditions.insuredMin']);
  });

  it('refuses unknown codes, a window out of range and a blank name', () => {
    expect(
      paths({
        ruleName: '',
        action: 'ignore',
        conditions: {
          goodsCategories: ['99'],
          transportModes: ['teleport'],
          departureCountries: ['CHN'],
          departureWithinDays: -1,
        },
      }),
    ).toEqual([
      'ruleName',
      'action',
      'conditions.goodsCategories.0',
      'conditions.departureCountries.0',
      'conditions.transportModes.0',
      'conditions.departureWithinDays',
    ]);
  });
});
