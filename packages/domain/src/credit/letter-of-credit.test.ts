import { describe, expect, it } from 'vitest';
import { printTypeOf, usesPrintPolling } from '../schemas/document-print.ts';
import {
  type CreditCover,
  type CreditTerms,
  checkLetterOfCredit,
  coversRisk,
  creditInsuredAmount,
} from './letter-of-credit.ts';

const USD = '03';
const EUR = '12';

/** USD 100,000.00 CIF with 10 % addition: USD 110,000.00 insured, ICC (A) and war, cover from the sailing day. */
const cover = (changes: Partial<CreditCover> = {}): CreditCover => ({
  currencyCode: USD,
  invoiceAmount: 10_000_000,
  additionPpm: 100_000,
  coverStartDate: '2026-03-01',
  shipmentDate: '2026-03-01',
  mainClause: 'ICC_A',
  riders: ['WAR'],
  ...changes,
});
const terms = (changes: Partial<CreditTerms> = {}): CreditTerms => ({
  currencyCode: USD,
  minimumPpm: 1_100_000,
  requiredRisks: [],
  ...changes,
});

const failed = (found: ReturnType<typeof checkLetterOfCredit>) =>
  found.filter((finding) => !finding.passed).map((finding) => finding.key);

describe('checkLetterOfCredit (UCP 600 art. 28)', () => {
  it('passes a cover in the credit currency at 110 % of CIF starting on the shipment day', () => {
    const findings = checkLetterOfCredit(cover(), terms({ requiredRisks: ['ALL_RISKS', 'WAR'] }));
    expect(failed(findings)).toEqual([]);
    expect(findings.map((finding) => finding.check)).toEqual([
      'currency',
      'amount',
      'coverStart',
      'risk',
      'risk',
    ]);
  });

  it('warns when the insurance currency is not the credit currency', () => {
    const [currency] = checkLetterOfCredit(cover(), terms({ currencyCode: EUR }));
    expect(currency).toMatchObject({
      passed: false,
      key: 'document.credit.currencyFailed',
      params: { cover: 'USD', credit: 'EUR' },
    });
  });

  it('warns below 110 % of the CIF value when the credit is silent, to the minor unit', () => {
    const findings = checkLetterOfCredit(cover({ additionPpm: 99_999 }), terms());
    expect(findings[1]).toMatchObject({
      passed: false,
      key: 'document.credit.amountFailed',
      params: { insured: 'USD 109,999.90', required: 'USD 110,000.00', percent: '110' },
    });
  });

  it('takes the percentage the credit states (120 %) as the minimum', () => {
    expect(
      failed(checkLetterOfCredit(cover({ additionPpm: 150_000 }), terms({ minimumPpm: 1_200_000 }))),
    ).toEqual(['document.credit.amountFailed']);
    expect(
      failed(checkLetterOfCredit(cover({ additionPpm: 200_000 }), terms({ minimumPpm: 1_200_000 }))),
    ).toEqual([]);
  });

  it('rounds the required amount up so that a cent short still warns (JPY has no minor unit)', () => {
    const yen = cover({ currencyCode: '05', invoiceAmount: 1_001, additionPpm: 100_000 });
    // 1,001 × 1.1 = 1,101.1: the insured 1,101 is short of the required 1,102.
    expect(creditInsuredAmount(yen)).toBe(1_101);
    expect(checkLetterOfCredit(yen, terms({ currencyCode: '05' }))[1]).toMatchObject({
      passed: false,
      params: { required: 'JPY 1,102' },
    });
  });

  it('warns when cover starts after the shipment date, and when a date is missing', () => {
    expect(checkLetterOfCredit(cover({ coverStartDate: '2026-03-02' }), terms())[2]).toMatchObject({
      passed: false,
      key: 'document.credit.coverStartFailed',
      params: { start: '2026-03-02', shipment: '2026-03-01' },
    });
    expect(checkLetterOfCredit(cover({ coverStartDate: '2026-02-27' }), terms())[2]?.passed).toBe(true);
    expect(checkLetterOfCredit(cover({ shipmentDate: null }), terms())[2]?.key).toBe(
      'document.credit.coverStartUnknown',
    );
  });

  it('warns for each named risk the cover lacks', () => {
    const findings = checkLetterOfCredit(
      cover({ mainClause: 'ICC_B', riders: [] }),
      terms({ requiredRisks: ['ALL_RISKS', 'WPA', 'STRIKES'] }),
    );
    expect(findings.slice(3).map((finding) => [finding.params.risk, finding.passed])).toEqual([
      ['ALL_RISKS', false],
      ['WPA', true],
      ['STRIKES', false],
    ]);
  });
});

describe('coversRisk', () => {
  it('lets any all-risks cover satisfy "all risks" (art. 28 h) and a wider clause satisfy a narrower one', () => {
    expect(coversRisk({ mainClause: 'CIC_ALL_RISKS', riders: [] }, 'ALL_RISKS')).toBe(true);
    expect(coversRisk({ mainClause: 'ICC_A', riders: [] }, 'FPA')).toBe(true);
    expect(coversRisk({ mainClause: 'ICC_C', riders: [] }, 'WPA')).toBe(false);
  });

  it('counts a rider included in the main clause (theft under ICC (A)) and a chosen rider', () => {
    expect(coversRisk({ mainClause: 'ICC_A', riders: [] }, 'THEFT')).toBe(true);
    expect(coversRisk({ mainClause: 'ICC_B', riders: [] }, 'THEFT')).toBe(false);
    expect(coversRisk({ mainClause: 'ICC_B', riders: ['THEFT'] }, 'THEFT')).toBe(true);
  });
});

describe('print type (SPEC §4, §9)', () => {
  it('turns P1101ELE into P1109ELE for the seven products that use polling', () => {
    expect(usesPrintPolling('MP09110009')).toBe(true);
    expect(printTypeOf('MP09110011')).toBe('P1109ELE');
    expect(usesPrintPolling('MP09000018')).toBe(false);
    expect(printTypeOf('MP09000018')).toBe('P1101ELE');
  });
});
