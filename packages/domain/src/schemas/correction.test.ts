import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancellationRefund,
  correctionNumber,
  correctionPremium,
  isCorrectionDeletable,
  isCorrectionWithdrawable,
  ZCorrectionListQuery,
  ZCorrectionRequest,
} from './correction.ts';

describe('correctionPremium', () => {
  it('charges or returns the flat difference before cover starts', () => {
    expect(
      correctionPremium({
        oldPremium: 10_000,
        newPremium: 12_500,
        minimumPremium: 5_000,
        isAfterDeparture: false,
      }),
    ).toEqual({ premiumDifference: 2_500, additionalPremium: 2_500, returnPremium: 0 });
    expect(
      correctionPremium({
        oldPremium: 10_000,
        newPremium: 7_000,
        minimumPremium: 5_000,
        isAfterDeparture: false,
      }),
    ).toEqual({ premiumDifference: -3_000, additionalPremium: 0, returnPremium: 3_000 });
  });

  it('after departure charges at least the minimum premium and returns nothing', () => {
    expect(
      correctionPremium({
        oldPremium: 10_000,
        newPremium: 12_500,
        minimumPremium: 5_000,
        isAfterDeparture: true,
      }),
    ).toEqual({ premiumDifference: 2_500, additionalPremium: 5_000, returnPremium: 0 });
    expect(
      correctionPremium({
        oldPremium: 10_000,
        newPremium: 7_000,
        minimumPremium: 5_000,
        isAfterDeparture: true,
      }),
    ).toEqual({ premiumDifference: -3_000, additionalPremium: 0, returnPremium: 0 });
  });

  it('never both charges and returns, and charges nothing for an unchanged premium', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.boolean(),
        (oldPremium, newPremium, minimumPremium, isAfterDeparture) => {
          const result = correctionPremium({ oldPremium, newPremium, minimumPremium, isAfterDeparture });
          expect(result.additionalPremium === 0 || result.returnPremium === 0).toBe(true);
          expect(result.additionalPremium).toBeGreaterThanOrEqual(0);
          expect(result.returnPremium).toBeGreaterThanOrEqual(0);
          if (!isAfterDeparture)
            expect(result.additionalPremium - result.returnPremium).toBe(newPremium - oldPremium);
          if (oldPremium === newPremium)
            expect(result).toEqual({ premiumDifference: 0, additionalPremium: 0, returnPremium: 0 });
        },
      ),
    );
  });
});

it('returns 0, not -0, for an unchanged premium before departure (found by the property above)', () => {
  expect(
    Object.is(
      correctionPremium({ oldPremium: 30, newPremium: 30, minimumPremium: 0, isAfterDeparture: false })
        .returnPremium,
      0,
    ),
  ).toBe(true);
});

describe('cancellationRefund', () => {
  it('keeps 5 % of the premium, rounded half up to the cent', () => {
    expect(cancellationRefund(10_000)).toEqual({ cancellationFee: 500, returnPremium: 9_500 });
    expect(cancellationRefund(5_010)).toEqual({ cancellationFee: 251, returnPremium: 4_759 });
    expect(cancellationRefund(0)).toEqual({ cancellationFee: 0, returnPremium: 0 });
  });
  it('adds back up to the premium exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (premium) => {
        const { cancellationFee, returnPremium } = cancellationRefund(premium);
        expect(cancellationFee + returnPremium).toBe(premium);
      }),
    );
  });
});

describe('correction states and numbers', () => {
  it('only withdraws a pending correction, only deletes rejected or withdrawn ones', () => {
    expect(['E1', 'E2', 'E3', 'E4'].filter(isCorrectionWithdrawable)).toEqual(['E1']);
    expect(['E1', 'E2', 'E3', 'E4'].filter(isCorrectionDeletable)).toEqual(['E3', 'E4']);
  });
  it('numbers a correction with 20 digits: year, type, sequence', () => {
    expect(correctionNumber('2026', '90001', 42)).toBe('20269000100000000042');
    expect(() => correctionNumber('26', '90001', 1)).toThrow();
    expect(() => correctionNumber('2026', '90001', 0)).toThrow();
  });
});

describe('ZCorrectionRequest', () => {
  it('needs a reason and a customer correction type; a SPEC type not offered says why', () => {
    const missing = ZCorrectionRequest.safeParse({ policyId: 1, correctionType: '90001', reason: ' ' });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('error.fieldRequired');
    const notOffered = ZCorrectionRequest.safeParse({ policyId: 1, correctionType: '90002', reason: 'x' });
    expect(notOffered.error?.issues[0]?.message).toBe('correction.error.typeNotOffered.90002');
    const unknown = ZCorrectionRequest.safeParse({ policyId: 1, correctionType: '12345', reason: 'x' });
    expect(unknown.error?.issues[0]?.message).toBe('error.fieldInvalid');
    expect(ZCorrectionRequest.safeParse({ policyId: 1, correctionType: '00006', reason: 'x' }).success).toBe(
      true,
    );
    expect(
      ZCorrectionRequest.safeParse({ policyId: 1, correctionType: '00017', reason: 'Sale fell through' })
        .success,
    ).toBe(true);
  });
  it('validates changed fields with the application form rules', () => {
    const result = ZCorrectionRequest.safeParse({
      policyId: 1,
      correctionType: '90001',
      reason: 'Vessel changed',
      changes: { transport: { shipAge: 45 } },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['changes', 'transport', 'shipAge']);
  });
});

describe('ZCorrectionListQuery', () => {
  it('takes no dates, or a valid range', () => {
    expect(ZCorrectionListQuery.safeParse({}).success).toBe(true);
    expect(ZCorrectionListQuery.safeParse({ startDate: '2026-01-01', endDate: '2026-02-01' }).success).toBe(
      true,
    );
    expect(ZCorrectionListQuery.safeParse({ startDate: '2026-03-01', endDate: '2026-02-01' }).success).toBe(
      false,
    );
    expect(ZCorrectionListQuery.safeParse({ policyNo: '123' }).success).toBe(false);
  });
});
