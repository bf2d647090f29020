import { describe, expect, it } from 'vitest';
import {
  updatePasswordRequestFor,
  ZSmsCode,
  ZUpdateCargoInfoRequest,
  ZUpdatePasswordRequest,
} from './account.ts';

const firstMessage = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe('ZUpdatePasswordRequest', () => {
  it('accepts a policy-compliant new password different from the old one', () => {
    expect(ZUpdatePasswordRequest.safeParse({ oldPassword: 'x', newPassword: 'Cargo#2027' }).success).toBe(
      true,
    );
  });

  it('refuses the old password again, on the newPassword field', () => {
    const issue = firstMessage(
      ZUpdatePasswordRequest.safeParse({ oldPassword: 'Cargo#2027', newPassword: 'Cargo#2027' }),
    );
    expect(issue).toMatchObject({ message: 'validation.password.sameAsOld', path: ['newPassword'] });
  });

  it('for one user, refuses a password containing its login name', () => {
    const schema = updatePasswordRequestFor('newbie');
    const issue = firstMessage(schema.safeParse({ oldPassword: 'x', newPassword: 'NewBie#2027' }));
    expect(issue).toMatchObject({ message: 'validation.password.loginName', path: ['newPassword'] });
  });

  it('reports one issue for an empty new password', () => {
    const result = ZUpdatePasswordRequest.safeParse({ oldPassword: 'x', newPassword: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['error.fieldRequired']);
  });
});

describe('ZUpdateCargoInfoRequest', () => {
  it('normalises the phone, trims, and leaves out the optional fields not given (they are kept)', () => {
    expect(
      ZUpdateCargoInfoRequest.parse({ contactName: ' 李新 ', contactPhone: '+86 139-1234-5678' }),
    ).toEqual({ contactName: '李新', contactPhone: '13912345678' });
    expect(
      ZUpdateCargoInfoRequest.parse({ contactName: 'Li', contactPhone: '13912345678', address: ' ' }),
    ).toMatchObject({ address: '' });
  });

  it('refuses Chinese in the English name and a malformed email', () => {
    const base = { contactName: 'Li', contactPhone: '13912345678' };
    expect(
      firstMessage(ZUpdateCargoInfoRequest.safeParse({ ...base, companyNameEn: '新启航 Ltd.' }))?.message,
    ).toBe('account.validation.englishName');
    expect(firstMessage(ZUpdateCargoInfoRequest.safeParse({ ...base, contactEmail: 'a@' }))?.message).toBe(
      'error.emailInvalid',
    );
  });
});

describe('ZSmsCode', () => {
  it('takes exactly 6 digits', () => {
    expect(ZSmsCode.parse(' 012345 ')).toBe('012345');
    expect(firstMessage(ZSmsCode.safeParse('12345'))?.message).toBe('account.validation.smsCode');
    expect(ZSmsCode.safeParse('').error?.issues.map((issue) => issue.message)).toEqual([
      'error.fieldRequired',
    ]);
  });
});
