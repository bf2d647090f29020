import * as domain from '@cargo/domain';
import { ZAccountLoginRequest, ZEmailLoginRequest, ZReservationRequest } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { describeIssue, fieldLabel, isMessageKey, issueReason, translate } from './messages.ts';

const LANGUAGES = ['zh-CN', 'en-US'] as const;

const inputs: [
  string,
  { safeParse: (value: unknown) => { error?: { issues: domain.ValidationIssue[] } } },
  unknown,
][] = [
  ['account login, empty', ZAccountLoginRequest, {}],
  [
    'account login, blanks',
    ZAccountLoginRequest,
    { account: ' ', password: '', captchaId: 'c', verifyCode: '' },
  ],
  [
    'email login, bad email',
    ZEmailLoginRequest,
    { email: 'nope', password: 'x', captchaId: 'c', verifyCode: '1' },
  ],
  ['reservation, empty', ZReservationRequest, {}],
  ['reservation, wrong types', ZReservationRequest, { companyName: 3, mobile: '12', intention: 'x' }],
];

describe('the web message helpers (i18next, one language) read as the domain ones (catalogs)', () => {
  for (const language of LANGUAGES) {
    it(`describes schema issues like describeIssue / issueReason, in ${language}`, () => {
      for (const [name, schema, value] of inputs) {
        const issues = schema.safeParse(value).error?.issues ?? [];
        expect(issues.length, name).toBeGreaterThan(0);
        for (const issue of issues) {
          expect(describeIssue(language, issue, value)).toBe(domain.describeIssue(language, issue, value));
          expect(describeIssue(language, issue)).toBe(domain.describeIssue(language, issue));
          expect(issueReason(language, issue)).toBe(domain.issueReason(language, issue));
          expect(fieldLabel(language, issue.path)).toBe(domain.fieldLabel(language, issue.path));
        }
      }
    });

    it(`translates, fills placeholders (a missing one reads empty) and keeps unknown keys, in ${language}`, () => {
      for (const [key, params] of [
        ['shell.request.documentPrefix', { documentNo: 'P001', message: 'x' }],
        ['shell.request.documentPrefix', { documentNo: 'P001' }],
        ['error.fieldTooShort', { min: 6 }],
        ['error.field', { field: 'F', reason: '{{min}}' }],
        ['not.a.message.key', {}],
      ] as const) {
        expect(translate(language, key, params)).toBe(domain.translate(language, key, params));
      }
    });
  }

  it('knows the message keys', () => {
    expect(isMessageKey('error.fieldRequired')).toBe(true);
    expect(isMessageKey('field.account')).toBe(domain.isMessageKey('field.account'));
    expect(isMessageKey('Invalid input: expected string, received undefined')).toBe(false);
    expect(isMessageKey('')).toBe(false);
  });
});
