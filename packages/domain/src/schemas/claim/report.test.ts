import { describe, expect, it } from 'vitest';
import { addYears } from '../../clock/calendar.ts';
import { ZClaimListQuery } from './enquiry.ts';
import { ZClaimReport, ZClaimSubmitRequest } from './report.ts';

const report = {
  policyNo: '60001202600000000001',
  reporterName: '张三',
  reporterMobile: '13812345678',
  reporterEmail: 'zhang@example.com',
  incidentTime: '2026-11-20 14:30',
  lossType: '01',
  locationType: 'domestic',
  provinceCode: '310000',
  cityCode: '310100',
  causeLevel1: '03',
  causeLevel2: '0306',
  description: '卸货时发现纸箱破损，货物碎裂',
  estimatedLoss: '1500.00',
  estimatedCurrency: '01',
  settlementPreference: '1',
  goodsLines: [{ goodsName: '瓷器', quantity: '10', unitPrice: '300', damageExtent: '50' }],
};

const messagesAt = (input: unknown) => {
  const result = ZClaimReport.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('a loss report', () => {
  it('takes a complete report with defaults for what may be left out', () => {
    const parsed = ZClaimReport.parse(report);
    expect(parsed).toMatchObject({
      personalInjury: 'N',
      outpatientCount: 0,
      carrierName: '',
      districtCode: '',
    });
  });

  it('asks for the province and city in China, the continent and country abroad', () => {
    expect(messagesAt({ ...report, cityCode: '' })).toEqual({ cityCode: 'error.fieldRequired' });
    expect(messagesAt({ ...report, locationType: 'overseas' })).toEqual({
      continentCode: 'error.fieldRequired',
      countryCode: 'error.fieldRequired',
    });
  });

  it('keeps the injury answer and the counts consistent', () => {
    expect(messagesAt({ ...report, personalInjury: 'Y' })).toEqual({
      outpatientCount: 'claim.error.injuryCountMissing',
    });
    expect(messagesAt({ ...report, deathCount: 1 })).toEqual({
      personalInjury: 'claim.error.injuryNotDeclared',
    });
  });

  it('asks for damaged goods on a goods loss and checks each line', () => {
    expect(messagesAt({ ...report, goodsLines: [] })).toEqual({
      goodsLines: 'claim.error.goodsLinesRequired',
    });
    expect(messagesAt({ ...report, lossType: '09', goodsLines: [] })).toEqual({});
    expect(
      messagesAt({
        ...report,
        goodsLines: [{ goodsName: 'x', quantity: '0', unitPrice: '1.001', damageExtent: '101' }],
      }),
    ).toEqual({
      'goodsLines.0.quantity': 'claim.error.quantityInvalid',
      'goodsLines.0.unitPrice': 'pricing.error.amountDecimals',
      'goodsLines.0.damageExtent': 'claim.error.damageExtentInvalid',
    });
  });

  it('refuses a level-2 cause of another level-1 cause, a bad time and a bad mobile', () => {
    expect(messagesAt({ ...report, causeLevel2: '0101' })).toEqual({
      causeLevel2: 'claim.error.causeMismatch',
    });
    expect(messagesAt({ ...report, incidentTime: '2026-11-20' })).toHaveProperty('incidentTime');
    expect(messagesAt({ ...report, reporterMobile: '1234' })).toHaveProperty('reporterMobile');
  });

  it('is submitted only when read and accepted, with a request key', () => {
    const submit = { report, requestKey: '7d0c4a43-3c1e-4b8e-9a52-0f3f1d2c5b6a' };
    expect(ZClaimSubmitRequest.safeParse({ ...submit, accepted: true }).success).toBe(true);
    const refused = ZClaimSubmitRequest.safeParse({ ...submit, accepted: false });
    expect(refused.error?.issues[0]?.message).toBe('claim.error.notAccepted');
  });
});

describe('the claims enquiry', () => {
  it('takes a report number of 8 or 20 digits only (SPEC §5)', () => {
    expect(ZClaimListQuery.safeParse({ reportNo: '12345678' }).success).toBe(true);
    expect(ZClaimListQuery.safeParse({ reportNo: '123456789' }).error?.issues[0]?.message).toBe(
      'validation.reportNo.length',
    );
    expect(ZClaimListQuery.safeParse({ reportNo: '1234567a' }).error?.issues[0]?.message).toBe(
      'validation.reportNo.numeric',
    );
  });
});

describe('addYears', () => {
  it('keeps the day, and turns 29 February into 28 February in a common year', () => {
    expect(addYears('2026-11-24', -2)).toBe('2024-11-24');
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
  });
});
