import { describe, expect, it } from 'vitest';
import { ZSatisfactionAnswer } from '../schemas/survey.ts';
import { isSurveyDue, nextSurveyDay, SURVEY_MIN_POLICIES } from './survey-rule.ts';

describe('the satisfaction survey rule', () => {
  it('asks once the account has enough issued policies and the user never answered', () => {
    const today = '2026-11-24';
    expect(isSurveyDue({ issuedPolicies: SURVEY_MIN_POLICIES - 1, nextAskOn: undefined, today })).toBe(false);
    expect(isSurveyDue({ issuedPolicies: SURVEY_MIN_POLICIES, nextAskOn: undefined, today })).toBe(true);
  });

  it('waits 90 days after good or bad and 7 days after later', () => {
    expect(nextSurveyDay('1', '2026-11-24')).toBe('2027-02-22');
    expect(nextSurveyDay('2', '2026-12-31')).toBe('2027-03-31');
    expect(nextSurveyDay('3', '2026-11-24')).toBe('2026-12-01');
    const asked = (today: string) => isSurveyDue({ issuedPolicies: 10, nextAskOn: '2026-12-01', today });
    expect(asked('2026-11-30')).toBe(false);
    expect(asked('2026-12-01')).toBe(true);
    expect(asked('2027-01-05')).toBe(true);
  });
});

describe('ZSatisfactionAnswer', () => {
  it('needs a comment with a bad rating, trimmed', () => {
    const blank = ZSatisfactionAnswer.safeParse({ evaluationType: '2', evaluationContent: '   ' });
    expect(blank.success).toBe(false);
    expect(blank.error?.issues[0]).toMatchObject({
      path: ['evaluationContent'],
      message: 'survey.error.commentRequired',
    });
    expect(ZSatisfactionAnswer.parse({ evaluationType: '2', evaluationContent: '  slow  ' })).toEqual({
      evaluationType: '2',
      evaluationContent: 'slow',
    });
  });

  it('takes good and later without a comment and refuses other values', () => {
    expect(ZSatisfactionAnswer.parse({ evaluationType: '1' })).toEqual({
      evaluationType: '1',
      evaluationContent: '',
    });
    expect(ZSatisfactionAnswer.safeParse({ evaluationType: '3' }).success).toBe(true);
    expect(ZSatisfactionAnswer.safeParse({ evaluationType: '4' }).success).toBe(false);
    expect(
      ZSatisfactionAnswer.safeParse({ evaluationType: '1', evaluationContent: 'x'.repeat(501) }).success,
    ).toBe(false);
  });
});
