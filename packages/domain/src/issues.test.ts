import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeIssue } from './issues.ts';

const schema = z.object({ account: z.string().min(1).max(5), intention: z.enum(['01', '02']) });
const messagesFor = (value: unknown, language: 'zh-CN' | 'en-US' = 'en-US') =>
  schema.safeParse(value).error?.issues.map((issue) => describeIssue(language, issue, value)) ?? [];

describe('describeIssue', () => {
  it('names the field and says a missing value cannot be empty, whatever the type', () => {
    expect(messagesFor({})).toEqual(['Account: cannot be empty', 'Business intention: cannot be empty']);
    expect(messagesFor({}, 'zh-CN')).toEqual(['账号：不能为空', '业务意向：不能为空']);
  });

  it('says what is wrong with a present value', () => {
    expect(messagesFor({ account: 'toolongname', intention: '09' })).toEqual([
      'Account: must be at most 5 long',
      'Business intention: is not valid',
    ]);
  });

  it('uses the schema message key when there is one', () => {
    const keyed = z.object({ email: z.email('error.emailInvalid') });
    const issue = keyed.safeParse({ email: 'x' }).error!.issues[0]!;
    expect(describeIssue('en-US', issue)).toBe('Email: is not a valid email address');
  });
});
