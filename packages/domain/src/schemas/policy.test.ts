import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeIssue, type ValidationIssue } from '../issues.ts';
import { ZClientRecordRequest } from './client.ts';
import {
  documentNumber,
  formatInTenThousands,
  isPolicyExpired,
  policyValidity,
  ZApplicationListQuery,
  ZPolicyListQuery,
} from './policy.ts';

describe('document numbers', () => {
  it('are 20 characters: prefix, last 4 product digits, year, 11-digit sequence', () => {
    expect(documentNumber('policy', 'MP09110009', '2026', 1)).toBe('60009202600000000001');
    expect(documentNumber('application', 'MP09000018', '2026', 12345)).toBe('90018202600000012345');
    expect(documentNumber('quotation', 'MP09110008', '2025', 7)).toBe('Q0008202500000000007');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (sequence) => {
        const number = documentNumber('policy', 'MP09110012', '2026', sequence);
        expect(number).toMatch(/^\d{20}$/);
        expect(Number(number.slice(-11))).toBe(sequence);
      }),
    );
    expect(() => documentNumber('policy', 'MP09110012', '2026', 0)).toThrow(RangeError);
    expect(() => documentNumber('policy', 'MP09110012', '2026', 100_000_000_000)).toThrow(RangeError);
    expect(() => documentNumber('policy', 'MPXX', '2026', 1)).toThrow(RangeError);
  });
});

describe('formatInTenThousands', () => {
  it('shows minor units in units of 10,000 exactly, with at least 2 decimals', () => {
    expect(formatInTenThousands(110_000_000)).toBe('110.00');
    expect(formatInTenThousands(12_345_678)).toBe('12.345678');
    expect(formatInTenThousands(500)).toBe('0.0005');
    expect(formatInTenThousands(0)).toBe('0.00');
    expect(formatInTenThousands(1_100_000, 0)).toBe('110.00');
    expect(formatInTenThousands(12_345, 0)).toBe('1.2345');
  });

  it('never loses a digit (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(0, 2),
        (minor, units) => {
          const text = formatInTenThousands(minor, units);
          const [whole, fraction] = text.split('.');
          const scaled = BigInt(whole!) * 10n ** BigInt(units + 4) + BigInt(fraction!.padEnd(units + 4, '0'));
          expect(scaled).toBe(BigInt(minor));
        },
      ),
    );
  });
});

describe('dates and validity', () => {
  it('a policy is not yet effective before its start, in force from it, expired after its end', () => {
    expect(policyValidity('2026-03-11', '2026-03-10')).toBe('01');
    expect(policyValidity('2026-03-10', '2026-03-10')).toBe('02');
    expect(isPolicyExpired('2026-03-10', '2026-03-10')).toBe(false);
    expect(isPolicyExpired('2026-03-09', '2026-03-10')).toBe(true);
  });
});

describe('list queries (SPEC §5)', () => {
  const message = (result: { error?: { issues: unknown[] } }) =>
    result.error?.issues.map((issue) => describeIssue('en-US', issue as ValidationIssue));

  it('default to page 1 of 10 and need both dates unless a 20-digit number is given', () => {
    const parsed = ZPolicyListQuery.parse({ startDate: '2026-01-01', endDate: '2026-01-31' });
    expect(parsed).toMatchObject({ pageNo: 1, pageSize: 10 });
    expect(message(ZPolicyListQuery.safeParse({}))).toEqual([
      'Start date: Please fill in the complete insurance start date range',
    ]);
    expect(ZPolicyListQuery.safeParse({ policyNo: '60009202600000000001' }).success).toBe(true);
    expect(ZPolicyListQuery.safeParse({ queryType: 'correct' }).success).toBe(true);
    expect(message(ZPolicyListQuery.safeParse({ policyNo: '1234' }))).toEqual([
      'Start date: Please fill in the complete insurance start date range',
    ]);
    expect(
      message(
        ZApplicationListQuery.safeParse({ voucherNo: '123', startDate: '2026-01-01', endDate: '2026-01-01' }),
      ),
    ).toEqual([expect.stringMatching(/^Document number: /)]);
    expect(
      ZPolicyListQuery.safeParse({ startDate: '2026-01-01', endDate: '2026-01-01', pageSize: 101 }).success,
    ).toBe(false);
  });
});

describe('ZClientRecordRequest', () => {
  it('refuses ID type 99 for personal clients and checks the ID number for the type', () => {
    const person = { clientType: 'personal', clientName: '李四', idType: '99', idNo: 'A1234567' };
    expect(ZClientRecordRequest.safeParse(person).error?.issues[0]?.message).toBe(
      'validation.idType.personalOther',
    );
    expect(
      ZClientRecordRequest.safeParse({ ...person, idType: '01', idNo: '110105194912310021' }).success,
    ).toBe(false);
    expect(
      ZClientRecordRequest.safeParse({ ...person, idType: '01', idNo: '11010519491231002x' }).success,
    ).toBe(true);
    const group = { clientType: 'group', clientName: 'X', idType: '10', idNo: '91350100M000100Y43' };
    expect(ZClientRecordRequest.safeParse(group).success).toBe(true);
    expect(ZClientRecordRequest.safeParse({ ...group, idType: '01' }).success).toBe(false);
  });
});
