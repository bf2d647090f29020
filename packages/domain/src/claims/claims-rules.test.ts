import { describe, expect, it } from 'vitest';
import { CLAIM_DOCUMENT_TYPES, CLAIM_STATUS } from '../codes/claim.ts';
import { ACCIDENT_CAUSES, LOSS_TYPE, LOSS_TYPES } from '../codes/claim-causes.ts';
import { isCauseOffered, level1CausesFor, level2CausesFor, lossTypesFor } from './causes.ts';
import { claimChecklist, expectedClaimDocuments, FAST_CLAIM_DOCUMENTS } from './checklist.ts';
import { calculateClaimSettlement } from './claim-settlement.ts';
import { expectedClaimPayout, fastClaimRefusals } from './fast-claim.ts';
import { goodsLineLoss, goodsLineLossOf, parseDamageExtent, parseQuantity } from './goods-loss.ts';
import { carrierNoticeDue, incidentTimeIssue } from './incident.ts';
import { acceptsDocuments, canTakeAction } from './lifecycle.ts';
import { isFullReportNo, reportNumber } from './report-number.ts';

describe('report numbers', () => {
  it('are 20 digits: 5, the China report date and an 11-digit sequence', () => {
    const number = reportNumber('2026-11-24', 42);
    expect(number).toBe('52026112400000000042');
    expect(isFullReportNo(number)).toBe(true);
  });

  it('refuse a sequence that does not fit', () => {
    expect(() => reportNumber('2026-11-24', 0)).toThrow(RangeError);
    expect(() => reportNumber('2026-11-24', 100_000_000_000)).toThrow(RangeError);
  });
});

describe('accident causes by plan', () => {
  it('links every level-2 cause to a level-1 cause by code prefix', () => {
    const level1 = ACCIDENT_CAUSES.filter((cause) => cause.parentCode === '').map((cause) => cause.code);
    expect(level1).toEqual(['01', '02', '03', '99']);
    for (const cause of ACCIDENT_CAUSES.filter((entry) => entry.parentCode !== '')) {
      expect(level1).toContain(cause.parentCode);
      expect(cause.code.startsWith(cause.parentCode)).toBe(true);
    }
  });

  it('offers no extraneous causes (theft, rain…) under restricted covers', () => {
    expect(level1CausesFor('CIC_FPA').map((cause) => cause.code)).toEqual(['01', '02', '99']);
    expect(level2CausesFor('ICC_C', '03')).toEqual([]);
    expect(isCauseOffered('CIC_WPA', '03', '0301')).toBe(false);
    expect(isCauseOffered('CIC_ALL_RISKS', '03', '0301')).toBe(true);
  });

  it('offers liability covers no natural calamities, and unknown plans everything', () => {
    expect(level1CausesFor('CARRIER_LIABILITY_ANNUAL').map((cause) => cause.code)).toEqual([
      '02',
      '03',
      '99',
    ]);
    expect(level1CausesFor('SOMETHING_NEW')).toHaveLength(4);
  });

  it('refuses a level-2 cause under another level-1 cause', () => {
    expect(isCauseOffered('ICC_A', '01', '0206')).toBe(false);
    expect(isCauseOffered('ICC_A', '02', '0206')).toBe(true);
  });
});

describe('loss types by product', () => {
  const codes = (productCode: string) => lossTypesFor(productCode).map((type) => type.code);

  it('offers general average and salvage only where goods go by water', () => {
    expect(codes('MP09110009')).toContain(LOSS_TYPE.generalAverage);
    expect(codes('MP09110015')).toContain(LOSS_TYPE.salvage);
    expect(codes('MP09110012')).not.toContain(LOSS_TYPE.generalAverage);
  });

  it('offers third-party, injury and vehicle losses on carriers liability only', () => {
    expect(codes('MP09000028')).toEqual(expect.arrayContaining(['08', '09', '10']));
    expect(codes('MP09110008')).not.toContain(LOSS_TYPE.personalInjury);
    expect(LOSS_TYPES.length).toBe(11);
  });
});

describe('the document checklist', () => {
  const codes = (input: Parameters<typeof expectedClaimDocuments>[0]) =>
    expectedClaimDocuments(input).map((entry) => entry.typeCode);

  it('asks for police proof after a theft', () => {
    expect(codes({ lossType: '02', causeCode: '0301', transport: 'sea', fastClaim: false })).toContain('09');
  });

  it('asks for a survey report, the B/L and the packing list after water damage at sea', () => {
    const list = codes({ lossType: '01', causeCode: '0312', transport: 'sea', fastClaim: false });
    expect(list).toEqual(expect.arrayContaining(['26', '23', '21', '34']));
    expect(new Set(list).size).toBe(list.length);
  });

  it("asks for the police's liability finding after a road collision", () => {
    expect(codes({ lossType: '01', causeCode: '0204', transport: 'road', fastClaim: false })).toEqual(
      expect.arrayContaining(['07', '08', '24']),
    );
  });

  it('asks a fast claim for its short list only', () => {
    expect(codes({ lossType: '01', causeCode: '0306', transport: 'sea', fastClaim: true })).toEqual([
      ...FAST_CLAIM_DOCUMENTS,
    ]);
  });

  it('uses only document types of the SPEC list', () => {
    const known = CLAIM_DOCUMENT_TYPES.map((type) => type.code as string);
    for (const lossType of LOSS_TYPES) {
      for (const entry of expectedClaimDocuments({
        lossType: lossType.code,
        causeCode: '0206',
        transport: 'air',
        fastClaim: false,
      })) {
        expect(known).toContain(entry.typeCode);
      }
    }
  });

  it('counts a requested document as there only when uploaded after the request', () => {
    const expected = expectedClaimDocuments({
      lossType: '99',
      causeCode: '9999',
      transport: undefined,
      fastClaim: false,
    });
    const requests = [{ typeCode: '26', note: 'survey', requestedAt: '2026-11-20T10:00:00Z' }];
    const before = claimChecklist(expected, requests, [
      { typeCode: '26', uploadedAt: '2026-11-19T10:00:00Z' },
    ]);
    const after = claimChecklist(expected, requests, [
      { typeCode: '26', uploadedAt: '2026-11-21T10:00:00Z' },
    ]);
    const survey = (result: typeof before) => result.lines.find((line) => line.typeCode === '26');
    expect(survey(before)).toMatchObject({ reason: 'requested', requestedByInsurer: true, uploaded: false });
    expect(survey(after)?.uploaded).toBe(true);
    expect(before.missing - after.missing).toBe(1);
    expect(before.missing).toBe(before.lines.length);
  });
});

describe('fast claims', () => {
  const qualifying = {
    switchOn: true,
    lossType: '01',
    personalInjury: false,
    vehicleDamage: false,
    propertyDamage: false,
    estimatedLossCny: 1_000_000,
    expectedPayout: 1,
    claimsInLastYear: 2,
  };

  it('take a small cargo loss of a customer in good standing', () => {
    expect(fastClaimRefusals(qualifying)).toEqual([]);
  });

  it('give every reason a report does not qualify', () => {
    expect(
      fastClaimRefusals({
        switchOn: false,
        lossType: '03',
        personalInjury: true,
        vehicleDamage: false,
        propertyDamage: false,
        estimatedLossCny: 1_000_001,
        expectedPayout: 0,
        claimsInLastYear: 3,
      }),
    ).toEqual(['switchOff', 'lossType', 'injuryOrDamage', 'amount', 'belowDeductible', 'customer']);
  });

  it('are not offered for an estimate the deductible takes whole', () => {
    const payout = (estimatedLoss: number) =>
      expectedClaimPayout({ estimatedLoss, deductible: 50_000, sumInsured: 80_000 });
    expect(payout(30_000)).toBe(0);
    expect(payout(50_000)).toBe(0);
    expect(payout(50_001)).toBe(1);
    expect(payout(200_000)).toBe(80_000);
    expect(fastClaimRefusals({ ...qualifying, expectedPayout: payout(30_000) })).toEqual(['belowDeductible']);
  });
});

describe('damaged goods lines', () => {
  it('parse quantities in thousandths and refuse the rest', () => {
    expect(parseQuantity('12.5')).toEqual({ ok: true, value: 12_500 });
    expect(parseQuantity('0').ok).toBe(false);
    expect(parseQuantity('1.2345').ok).toBe(false);
    expect(parseQuantity('-1').ok).toBe(false);
    expect(parseDamageExtent('100')).toEqual({ ok: true, value: 100 });
    expect(parseDamageExtent('0').ok).toBe(false);
    expect(parseDamageExtent('50.5').ok).toBe(false);
  });

  it('round the line loss half up once: 3 × 10.01 at 50% = 15.02', () => {
    expect(goodsLineLoss(3_000, 1_001, 50)).toBe(1_502);
    expect(goodsLineLossOf({ quantity: '2.5', unitPrice: '99.99', damageExtent: '30' }, 2)).toBe(7_499);
    expect(goodsLineLossOf({ quantity: 'x', unitPrice: '1', damageExtent: '1' }, 2)).toBeUndefined();
  });
});

describe('claim settlement', () => {
  const lines = [
    { lineNo: 1, claimedLoss: 600_00, assessedLoss: 500_00 },
    { lineNo: 2, claimedLoss: 100_00, assessedLoss: 100_00 },
  ];

  it('takes the deductible once from the assessed total', () => {
    expect(calculateClaimSettlement({ lines, deductible: 500_00, sumInsured: 10_000_00 })).toEqual({
      totalClaimed: 700_00,
      totalAssessed: 600_00,
      deductibleApplied: 500_00,
      payable: 100_00,
      cappedBySumInsured: false,
    });
  });

  it('pays nothing below the deductible and never more than the sum insured', () => {
    expect(calculateClaimSettlement({ lines, deductible: 1_000_00, sumInsured: 10_000_00 }).payable).toBe(0);
    const capped = calculateClaimSettlement({ lines, deductible: 0, sumInsured: 300_00 });
    expect(capped).toMatchObject({ payable: 300_00, cappedBySumInsured: true });
  });
});

describe('claim lifecycle and reporting time', () => {
  it('moves reported → calculated → closed → archived, never back', () => {
    expect(canTakeAction('calculateSettlement', CLAIM_STATUS.reported)).toBe(true);
    expect(canTakeAction('calculateSettlement', CLAIM_STATUS.settlementCalculated)).toBe(true);
    expect(canTakeAction('close', CLAIM_STATUS.reported)).toBe(true);
    expect(canTakeAction('archive', CLAIM_STATUS.settlementCalculated)).toBe(false);
    expect(canTakeAction('calculateSettlement', CLAIM_STATUS.closed)).toBe(false);
    expect(acceptsDocuments(CLAIM_STATUS.closed)).toBe(false);
    expect(acceptsDocuments(CLAIM_STATUS.settlementCalculated)).toBe(true);
  });

  const cover = { insuranceBeginDate: '2026-10-01', insuranceEndDate: '2026-12-31', now: '2026-11-24 09:30' };

  it('takes an incident within the cover period, up to now', () => {
    expect(incidentTimeIssue('2026-11-24 09:30', cover)).toBeUndefined();
    expect(incidentTimeIssue('2026-11-24 09:31', cover)).toBe('claim.error.incidentInFuture');
    expect(incidentTimeIssue('2026-09-30 23:59', cover)).toBe('claim.error.incidentOutsideCover');
  });

  it('refuses an incident beyond the two-year time bar', () => {
    const old = { insuranceBeginDate: '2024-01-01', insuranceEndDate: '2024-12-31', now: '2026-11-24 09:30' };
    expect(incidentTimeIssue('2024-11-23 10:00', old)).toBe('claim.error.timeBarred');
    expect(incidentTimeIssue('2024-11-24 10:00', old)).toBeUndefined();
  });

  it('gives the carrier notice three days from the loss', () => {
    expect(carrierNoticeDue('2026-12-30 08:00')).toBe('2027-01-02');
  });
});
