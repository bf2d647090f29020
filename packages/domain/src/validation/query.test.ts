import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dateRangeRefinement,
  isFullPolicyNo,
  policyNoQuerySchema,
  reportNoQuerySchema,
  validateDateRangeQuery,
  validatePolicyNoQuery,
  validateReportNoQuery,
} from './query.ts';

const POLICY_20 = '12345678901234567890';

describe('validatePolicyNoQuery', () => {
  it('accepts blank, 4 or 20 digits', () => {
    for (const v of ['', '  ', null, undefined, '1234', POLICY_20, ' 1234 '])
      expect(validatePolicyNoQuery(v)).toBe(true);
  });

  it('rejects other lengths', () => {
    for (const v of ['1', '123', '12345', '1234567890123456789', '123456789012345678901']) {
      expect(validatePolicyNoQuery(v)).toBe('validation.policyNo.length');
    }
  });

  it('rejects non-digits', () => {
    for (const v of ['12a4', 'PICC', '1234 5678', '-123', '１２３４']) {
      expect(validatePolicyNoQuery(v)).toBe('validation.policyNo.numeric');
    }
  });

  it('schema', () => {
    expect(policyNoQuerySchema.parse(' 1234 ')).toBe('1234');
    expect(policyNoQuerySchema.safeParse('12345').error?.issues[0].message).toBe(
      'validation.policyNo.length',
    );
  });
});

describe('validateReportNoQuery', () => {
  it('accepts blank, 8 or 20 digits', () => {
    for (const v of ['', null, '12345678', POLICY_20]) expect(validateReportNoQuery(v)).toBe(true);
  });

  it('rejects other lengths and non-digits', () => {
    expect(validateReportNoQuery('1234')).toBe('validation.reportNo.length');
    expect(validateReportNoQuery('123456789')).toBe('validation.reportNo.length');
    expect(validateReportNoQuery('1234567x')).toBe('validation.reportNo.numeric');
    expect(reportNoQuerySchema.safeParse('abc').error?.issues[0].message).toBe('validation.reportNo.numeric');
  });
});

describe('validateDateRangeQuery', () => {
  it('requires both dates', () => {
    expect(validateDateRangeQuery({})).toBe('validation.dateRange.incomplete');
    expect(validateDateRangeQuery({ startDate: '2024-01-01' })).toBe('validation.dateRange.incomplete');
    expect(validateDateRangeQuery({ startDate: '', endDate: '2024-01-01' })).toBe(
      'validation.dateRange.incomplete',
    );
  });

  it('requires start not after end', () => {
    expect(validateDateRangeQuery({ startDate: '2024-01-01', endDate: '2024-01-01' })).toBe(true);
    expect(validateDateRangeQuery({ startDate: '2024-01-01', endDate: '2024-12-31' })).toBe(true);
    expect(validateDateRangeQuery({ startDate: '2024-12-31', endDate: '2024-01-01' })).toBe(
      'validation.dateRange.order',
    );
    expect(validateDateRangeQuery({ startDate: '2024-01-02 00:00:00', endDate: '2024-01-01 23:59:59' })).toBe(
      'validation.dateRange.order',
    );
  });

  it('rejects invalid dates', () => {
    expect(validateDateRangeQuery({ startDate: '2024-02-30', endDate: '2024-03-01' })).toBe(
      'validation.date.invalid',
    );
  });

  it('is skipped for a full policy number or a query type', () => {
    expect(validateDateRangeQuery({ policyNo: POLICY_20 })).toBe(true);
    expect(
      validateDateRangeQuery({ policyNo: POLICY_20, startDate: '2024-12-31', endDate: '2024-01-01' }),
    ).toBe(true);
    expect(validateDateRangeQuery({ policyNo: '1234' })).toBe('validation.dateRange.incomplete');
    expect(validateDateRangeQuery({ queryType: '1' })).toBe(true);
    expect(validateDateRangeQuery({ queryType: '' })).toBe('validation.dateRange.incomplete');
    expect(isFullPolicyNo(` ${POLICY_20} `)).toBe(true);
  });

  it('refinement puts the issue on the given path', () => {
    const schema = z
      .object({
        beginDate: z.string().optional(),
        endDate: z.string().optional(),
        policyNo: z.string().optional(),
      })
      .superRefine(
        dateRangeRefinement(
          (q) => ({ startDate: q.beginDate, endDate: q.endDate, policyNo: q.policyNo }),
          ['beginDate'],
        ),
      );
    expect(schema.safeParse({ policyNo: POLICY_20 }).success).toBe(true);
    const issue = schema.safeParse({ beginDate: '2024-02-01', endDate: '2024-01-01' }).error?.issues[0];
    expect(issue?.message).toBe('validation.dateRange.order');
    expect(issue?.path).toEqual(['beginDate']);
  });
});
