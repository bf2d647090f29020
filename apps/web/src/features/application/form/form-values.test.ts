import { type ClientRecord, type UserProduct, ZApplication } from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import { placeIssues } from '../../../ui/zod-form.ts';
import {
  clientFactsOf,
  clientSectionOf,
  type FormValues,
  factsOfRecord,
  newFormValues,
  quoteReadinessOf,
  withoutNulls,
  withShownPrice,
} from './form-values.ts';

const EXPORT: UserProduct = {
  productCode: 'MP09110009',
  productName: 'Export Cargo Transportation Insurance',
  productKind: 'export',
  currencyCodes: ['01', '02', '03'],
  defaultAdditionPercent: '10',
  mainClauses: [{ code: 'ICC_A', name: 'ICC (A)', rate: '0.20', isAnnual: false }],
  riders: [],
};

const ANNUAL: UserProduct = {
  ...EXPORT,
  productCode: 'MP09000028',
  productKind: 'liabilityAnnual',
  currencyCodes: ['01'],
  defaultAdditionPercent: '0',
  mainClauses: [{ code: 'CARRIER_ANNUAL', name: 'Annual', rate: '1.00', isAnnual: true }],
};

const RECORD: ClientRecord = {
  id: 7,
  kind: 'applicant',
  clientType: 'group',
  clientName: 'Shanghai Ocean Trading Co., Ltd.',
  idType: '10',
  idTypeName: 'Unified social credit code',
  idNo: '91310115MA1H7GXQ3E',
  contactName: 'Wang Ming',
  phone: '13800138000',
  address: '',
  email: 'demo@example.com',
  birthday: null,
  sex: null,
  isDefault: 'Y',
  updatedAt: '2026-11-22T00:00:00.000Z',
};

describe('new application form', () => {
  it('starts today with the first clause, USD for export and the default addition', () => {
    const values = newFormValues(EXPORT, { today: '2026-11-22' });
    expect(values.basic?.insuranceBeginDate).toBe('2026-11-22');
    expect(values.basic?.insuranceEndDate).toBeUndefined();
    expect(values.insurance?.mainClause).toBe('ICC_A');
    expect(values.insurance?.currencyCode).toBe('03');
    expect(values.insurance?.additionPercent).toBe('10');
    expect(values.transport?.carryMode).toBe('01');
  });

  it('runs an annual product for one year and prefills the default clients', () => {
    const values = newFormValues(ANNUAL, { today: '2026-11-22', applicant: RECORD });
    expect(values.basic?.insuranceEndDate).toBe('2027-11-21');
    expect(values.insurance?.currencyCode).toBe('01');
    expect(values.applicant?.appliName).toBe(RECORD.clientName);
    expect(values.applicant?.appliIdType).toBe('10');
    expect(values.applicant?.appliContact).toBe('Wang Ming');
    expect(values.applicant?.appliAddress).toBeUndefined();
  });
});

describe('client facts', () => {
  it('maps a record onto either side and back', () => {
    const facts = factsOfRecord(RECORD);
    const insured = clientSectionOf('insured', facts);
    expect(insured.insuredName).toBe(RECORD.clientName);
    expect(insured.insuredIdNo).toBe(RECORD.idNo);
    expect(clientFactsOf('insured', { insured } as FormValues)).toEqual(facts);
  });
});

describe('quote readiness', () => {
  const filled = (): FormValues => ({
    ...newFormValues(EXPORT, { today: '2026-11-22' }),
    goods: { majorCategory: '01', subCategory: '0101' },
    insurance: { mainClause: 'ICC_A', currencyCode: '03', invoiceAmount: '100000', additionPercent: '10' },
  });

  it('lists what the price still needs', () => {
    const { request, missing } = quoteReadinessOf('MP09110009', { insurance: { invoiceAmount: '0' } });
    expect(request).toBeUndefined();
    expect(missing).toEqual([
      'field.mainClause',
      'field.currencyCode',
      'field.invoiceAmount',
      'field.subCategory',
    ]);
  });

  it('sends only the priced fields once everything is there', () => {
    const { request, missing } = quoteReadinessOf('MP09110009', filled());
    expect(missing).toEqual([]);
    expect(request?.productCode).toBe('MP09110009');
    expect(request?.insurance.invoiceAmount).toBe('100000');
    expect(request).not.toHaveProperty('applicant');
  });

  it('carries the shown price with the form, or nothing while it is outdated', () => {
    const values = filled();
    expect(withShownPrice(values, undefined).insurance?.premium).toBeNull();
  });
});

describe('issues next to their fields', () => {
  it('places each issue on the deepest registered field, in page order, and keeps the rest apart', () => {
    const registered = [
      ['basic', 'insuranceEndDate'],
      ['applicant', 'appliName'],
      ['insurance', 'riders'],
    ];
    const root = { productCode: 'MP09110009' };
    const { placed, unplaced } = placeIssues(
      [
        {
          code: 'custom',
          path: ['insurance', 'riders', 0, 'riderSumInsured'],
          message: 'pricing.error.riderExceedsMain',
        },
        { code: 'custom', path: ['applicant', 'appliName'], message: 'validation.required' },
        { code: 'custom', path: ['basic', 'insuranceEndDate'], message: 'validation.required' },
        { code: 'custom', path: ['attachments', 0], message: 'validation.attachment.size' },
      ],
      registered,
      'en-US',
      root,
    );
    expect(placed.map((item) => item.name.join('.'))).toEqual([
      'basic.insuranceEndDate',
      'applicant.appliName',
      'insurance.riders',
    ]);
    expect(placed[1]?.errors).toEqual(['Applicant name: Cannot be empty']);
    expect(unplaced).toHaveLength(1);
  });

  it('reads a loaded form without nulls and the full rule reports what a draft misses', () => {
    const loaded = withoutNulls({ basic: { insuranceBeginDate: null }, riders: [null] });
    expect(loaded).toEqual({ basic: { insuranceBeginDate: undefined }, riders: [undefined] });
    const parsed = ZApplication.safeParse({ productCode: 'MP09110009' });
    expect(parsed.success).toBe(false);
  });
});
