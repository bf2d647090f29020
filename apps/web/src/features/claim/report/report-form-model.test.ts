import { ZClaimDraftForm, ZClaimReport } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import {
  attemptFor,
  dependentsClearedBy,
  draftFormOf,
  formPathOf,
  formValuesOfDraft,
  goodsLinesTotalOf,
  joinIncidentTime,
  lineLossOf,
  needsGoodsLines,
  newFormValues,
  portalCurrencyOf,
  type ReportFormValues,
  reportOf,
  splitIncidentTime,
} from './report-form-model.ts';

const POLICY_NO = '60110009202600000018';
const subject = { currencyCode: '03' };

const filled: ReportFormValues = {
  ...newFormValues(subject, { name: 'Wang Ming', mobile: '+86 138-0013-8000', email: 'wm@example.cn' }),
  incidentTime: '2026-03-02 14:30',
  lossType: '01',
  provinceCode: '310000',
  cityCode: '310100',
  districtCode: '310115',
  locationDetail: 'Yangshan terminal',
  causeLevel1: '02',
  causeLevel2: '0206',
  description: 'Fire in the container yard',
  estimatedLoss: '2500.00',
  goodsLines: [
    { goodsName: 'Cotton yarn', quantity: '12.5', unit: 'ton', unitPrice: '200.00', damageExtent: '100' },
  ],
  carrierName: 'COSCO',
  accepted: true,
};

describe('a new report', () => {
  it('takes the reporter from the account and the currency of the policy', () => {
    const values = newFormValues(subject, { name: 'Wang', mobile: '+86 138-0013-8000', email: 'w@x.cn' });
    expect(values).toMatchObject({
      reporterName: 'Wang',
      reporterMobile: '13800138000',
      reporterEmail: 'w@x.cn',
      estimatedCurrency: '03',
      locationType: 'domestic',
      propertyDamage: 'N',
      personalInjury: 'N',
      vehicleDamage: 'N',
      settlementPreference: '1',
      goodsLines: [],
    });
  });

  it('leaves out a mobile number that is not one (a masked number)', () => {
    expect(newFormValues(subject, { name: '', mobile: '138****8000', email: '' })).toMatchObject({
      reporterName: undefined,
      reporterMobile: undefined,
      reporterEmail: undefined,
    });
  });

  it('reads the policy currency given as an ISO code, CNY when unknown', () => {
    expect(portalCurrencyOf('USD')).toBe('03');
    expect(portalCurrencyOf('02')).toBe('02');
    expect(portalCurrencyOf('XYZ')).toBe('01');
  });
});

describe('draft ↔ form', () => {
  it('keeps everything typed through a draft and back', () => {
    const draft = draftFormOf(filled, POLICY_NO);
    expect(ZClaimDraftForm.safeParse(draft).success).toBe(true);
    expect(draft).toMatchObject({
      policyNo: POLICY_NO,
      incidentTime: '2026-03-02 14:30',
      outpatientCount: '',
    });
    const { accepted: _accepted, ...rest } = filled;
    expect(formValuesOfDraft(draft, subject)).toEqual({
      ...rest,
      accepted: false,
      outpatientCount: null,
      inpatientCount: null,
      deathCount: null,
      continentCode: undefined,
      countryCode: undefined,
      propertyDamageDetail: undefined,
    });
  });

  it('keeps a half-typed form: an incident day without its time, an empty goods line', () => {
    const values: ReportFormValues = {
      ...newFormValues(subject),
      incidentTime: '2026-03-02 ',
      personalInjury: 'Y',
      outpatientCount: 2,
      goodsLines: [{}],
    };
    const draft = draftFormOf(values, POLICY_NO);
    expect(ZClaimDraftForm.safeParse(draft).success).toBe(true);
    const back = formValuesOfDraft(draft, subject);
    expect(back.incidentTime).toBe('2026-03-02 ');
    expect(back.outpatientCount).toBe(2);
    expect(back.goodsLines).toEqual([
      {
        goodsName: undefined,
        quantity: undefined,
        unit: undefined,
        unitPrice: undefined,
        damageExtent: undefined,
      },
    ]);
  });

  it('opens an empty draft with the defaults of a new form', () => {
    expect(formValuesOfDraft({}, subject)).toMatchObject({
      locationType: 'domestic',
      propertyDamage: 'N',
      estimatedCurrency: '03',
      settlementPreference: '1',
      goodsLines: [],
    });
  });
});

describe('form → report', () => {
  it('gives a report the shared schema accepts', () => {
    const parsed = ZClaimReport.safeParse(reportOf(filled, POLICY_NO));
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it('sends empty what the form hides, so a hidden value never fails', () => {
    const report = reportOf(
      {
        ...filled,
        locationType: 'overseas',
        continentCode: 'AS',
        countryCode: 'JP',
        propertyDamage: 'N',
        propertyDamageDetail: 'left over',
        personalInjury: 'N',
        outpatientCount: 3,
      },
      POLICY_NO,
    );
    expect(report).toMatchObject({
      provinceCode: '',
      cityCode: '',
      districtCode: '',
      continentCode: 'AS',
      countryCode: 'JP',
      propertyDamageDetail: '',
      outpatientCount: 0,
    });
    expect(ZClaimReport.safeParse(report).success).toBe(true);
  });

  it('reads a report path as a form path', () => {
    expect(formPathOf(['report', 'goodsLines', 0, 'quantity'])).toEqual(['goodsLines', 0, 'quantity']);
    expect(formPathOf(['accepted'])).toEqual(['accepted']);
  });
});

describe('goods lines', () => {
  it('computes a line as quantity × unit price × extent, rounded half up once', () => {
    expect(lineLossOf({ quantity: '12.5', unitPrice: '200.00', damageExtent: '100' }, '03')).toBe(250_000);
    expect(lineLossOf({ quantity: '3', unitPrice: '0.05', damageExtent: '50' }, '03')).toBe(8);
    expect(lineLossOf({ quantity: '3', unitPrice: '1000', damageExtent: '33' }, '05')).toBe(990);
  });

  it('totals the complete lines and counts the others', () => {
    const lines = [
      { quantity: '2', unitPrice: '100.00', damageExtent: '50' },
      { quantity: '1', unitPrice: '10.01', damageExtent: '100' },
      { quantity: 'two', unitPrice: '5', damageExtent: '10' },
      {},
    ];
    expect(goodsLinesTotalOf(lines, '01')).toEqual({ total: 11_001, incomplete: 2 });
    expect(goodsLinesTotalOf(undefined, '01')).toEqual({ total: 0, incomplete: 0 });
  });

  it('asks for lines for damage, shortage and total losses only', () => {
    expect(needsGoodsLines('01')).toBe(true);
    expect(needsGoodsLines('03')).toBe(true);
    expect(needsGoodsLines('09')).toBe(false);
    expect(needsGoodsLines(undefined)).toBe(false);
  });
});

describe('the form’s own rules', () => {
  it('splits and joins the incident time, a half-typed one kept', () => {
    expect(splitIncidentTime('2026-03-02 14:30')).toEqual({ date: '2026-03-02', time: '14:30' });
    expect(splitIncidentTime(undefined)).toEqual({ date: '', time: '' });
    expect(joinIncidentTime('2026-03-02', '')).toBe('2026-03-02 ');
    expect(joinIncidentTime('', '14:30')).toBe(' 14:30');
    expect(joinIncidentTime('', '')).toBe('');
    expect(splitIncidentTime(joinIncidentTime('', '14:30'))).toEqual({ date: '', time: '14:30' });
  });

  it('empties the choices that depend on a changed one', () => {
    expect(dependentsClearedBy({ provinceCode: '310000' })).toEqual({
      cityCode: undefined,
      districtCode: undefined,
    });
    expect(dependentsClearedBy({ cityCode: '310100' })).toEqual({ districtCode: undefined });
    expect(dependentsClearedBy({ continentCode: 'AS' })).toEqual({ countryCode: undefined });
    expect(dependentsClearedBy({ causeLevel1: '02' })).toEqual({ causeLevel2: undefined });
    expect(dependentsClearedBy({ description: 'x' })).toEqual({});
  });

  it('keeps the key of a repeated submission and makes a new one for a changed report', () => {
    let n = 0;
    const newKey = () => `key-${++n}`;
    const first = attemptFor(undefined, 'a', newKey);
    expect(attemptFor(first, 'a', newKey)).toBe(first);
    expect(attemptFor(first, 'b', newKey).requestKey).toBe('key-2');
  });
});
