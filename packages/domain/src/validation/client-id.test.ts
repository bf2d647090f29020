import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  clientIdentityRefinement,
  validateClientIdentity,
  validateIdNumber,
  validateIdTypeForClient,
} from './client-id.ts';

describe('validateIdTypeForClient', () => {
  it('personal clients cannot use 99', () => {
    expect(validateIdTypeForClient('personal', '99')).toBe('validation.idType.personalOther');
    expect(validateIdTypeForClient('personal', '01')).toBe(true);
    expect(validateIdTypeForClient('personal', '10')).toBe('validation.idType.notAllowed');
    expect(validateIdTypeForClient('group', '10')).toBe(true);
    expect(validateIdTypeForClient('group', '99')).toBe(true);
    expect(validateIdTypeForClient('group', '02')).toBe('validation.idType.notAllowed');
    expect(validateIdTypeForClient('group', '')).toBe('validation.required');
  });
});

describe('validateIdNumber', () => {
  it('uses GB 11643 for resident ID cards and residence permits', () => {
    expect(validateIdNumber('01', '11010519491231002X')).toBe(true);
    expect(validateIdNumber('01', '110105194912310021')).toBe('validation.residentId.checkDigit');
    expect(validateIdNumber('09', '810000199408230021')).not.toBe('validation.idNumber.format');
  });

  it('uses GB 32100 for the USCC, with the override', () => {
    expect(validateIdNumber('10', '91350100M000100Y43')).toBe(true);
    expect(validateIdNumber('10', '91350100M000100Y44')).toBe('validation.uscc.checkChar');
    expect(validateIdNumber('10', '91350100M000100Y44', { skipUsccCheckChar: true })).toBe(true);
  });

  it('checks the other types loosely, with the sequential-character check', () => {
    expect(validateIdNumber('02', 'E12345678')).toBe(true);
    expect(validateIdNumber('04', 'h1234567801')).toBe(true);
    expect(validateIdNumber('99', 'A123456(7)')).toBe(true);
    expect(validateIdNumber('02', '123456')).toBe('validation.idNumber.sequential');
    expect(validateIdNumber('02', '00000000')).toBe('validation.idNumber.sequential');
    expect(validateIdNumber('02', 'AB 12')).toBe('validation.idNumber.format');
    expect(validateIdNumber('02', 'X'.repeat(31))).toBe('validation.idNumber.format');
    expect(validateIdNumber('02', '')).toBe('validation.required');
  });
});

describe('validateClientIdentity', () => {
  it('checks the type first, then the number', () => {
    expect(validateClientIdentity({ kind: 'personal', idType: '99', idNumber: 'X1' })).toBe(
      'validation.idType.personalOther',
    );
    expect(validateClientIdentity({ kind: 'group', idType: '10', idNumber: '91512081MA62K0260E' })).toBe(
      true,
    );
    expect(validateClientIdentity({ kind: 'personal', idType: '01', idNumber: '123' })).toBe(
      'validation.residentId.format',
    );
  });

  it('refinement puts issues on the type or number path', () => {
    const schema = z
      .object({ kind: z.enum(['group', 'personal']), idType: z.string(), idNo: z.string() })
      .superRefine(
        clientIdentityRefinement((c) => ({ kind: c.kind, idType: c.idType, idNumber: c.idNo }), {
          idType: ['idType'],
          idNumber: ['idNo'],
        }),
      );
    expect(schema.safeParse({ kind: 'personal', idType: '01', idNo: '440524188001010014' }).success).toBe(
      true,
    );
    expect(schema.safeParse({ kind: 'personal', idType: '99', idNo: 'x' }).error?.issues[0].path).toEqual([
      'idType',
    ]);
    const issue = schema.safeParse({ kind: 'group', idType: '10', idNo: '91350100M000100Y44' }).error
      ?.issues[0];
    expect(issue?.path).toEqual(['idNo']);
    expect(issue?.message).toBe('validation.uscc.checkChar');
  });
});
