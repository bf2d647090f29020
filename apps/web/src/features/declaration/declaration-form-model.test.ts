import {
  DECLARATION_FIELD_NAMES,
  DECLARATION_REQUIRED_FIELDS,
  type DeclarationFieldName,
  describeIssue,
  type OpenPolicyDetail,
} from '@cargo/domain';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  checkSubmit,
  creditCoverOf,
  type DeclarationFormValues,
  fieldIssue,
  initialValues,
  isRequiredMark,
  quoteOf,
  termsOf,
} from './declaration-form-model.ts';

const policy: OpenPolicyDetail = {
  policyNo: '60110009202500000018',
  productCode: 'MP09110009',
  productName: 'Export Cargo Transportation Insurance',
  insuredName: 'Shanghai Ocean Trading',
  effectiveDate: '2026-01-01',
  endDate: '2026-12-31',
  currencyCode: '03',
  currency: 'USD',
  totalInsuredAmount: '20000000.00',
  balance: '19890000.00',
  perShipmentLimit: '1000000.00',
  isInForce: true,
  insuredContact: 'Wang Ming',
  insuredPhone: '13800138000',
  insuredAddress: 'Shanghai',
  insuredEmail: 'shipping@example.cn',
  mainClauses: [
    { code: 'ICC_A', name: 'ICC (A)' },
    { code: 'ICC_B', name: 'ICC (B)' },
  ],
  riders: [{ code: 'WAR', name: 'War' }],
  additionCapPercent: '30',
  defaultAdditionPercent: '10',
  ratePercent: '0.15',
};
const terms = termsOf(policy);

const complete: DeclarationFormValues = {
  ...initialValues(policy),
  goodsDescription: 'Cotton knitted T-shirts',
  marks: 'N/M, 1200 CARTONS',
  invoiceNo: 'INV-1',
  conveyance: 'COSCO ARIES V.032E',
  loadingPort: 'Shanghai',
  dischargePort: 'Hamburg',
  departureCountry: 'CN',
  destinationCountry: 'DE',
  sailingDate: '2026-03-02',
  issuingDate: '2026-03-02',
  claimPayableAt: 'Hamburg in USD',
  invoiceAmount: '100000.00',
  additionPercent: '10',
};
const keys = { requestKey: '7d3f2c1e-8a4b-4c5d-9e6f-0a1b2c3d4e5f' };
const message = (values: DeclarationFormValues, field: Parameters<typeof fieldIssue>[1]) => {
  const issue = fieldIssue(values, field, terms);
  return issue ? describeIssue('en-US', issue, values) : undefined;
};

describe('declaration form model', () => {
  it('accepts a complete form and builds the submit request', () => {
    const result = checkSubmit(complete, terms, keys);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.request).toMatchObject({ policyNo: policy.policyNo, riders: [], ...keys });
  });

  it('says "cannot be empty" next to a required field', () => {
    expect(message({ ...complete, goodsDescription: '' }, 'goodsDescription')).toBe(
      'Goods description: cannot be empty',
    );
    expect(message({ ...complete, conveyance: undefined }, 'conveyance')).toMatch(/cannot be empty$/);
  });

  it('marks exactly the fields the domain requires, and the L/C number under a letter of credit', () => {
    const marked = (values: DeclarationFormValues) =>
      DECLARATION_FIELD_NAMES.filter((name) => isRequiredMark(name, values));
    expect(marked(complete)).toEqual(DECLARATION_REQUIRED_FIELDS);
    const withCredit: DeclarationFieldName[] = [...DECLARATION_REQUIRED_FIELDS, 'letterOfCreditNo'];
    expect(marked({ ...complete, letterOfCredit: '1' }).sort()).toEqual(withCredit.sort());
    // A marked field left blank is refused next to it as empty; an unmarked one is not.
    for (const name of DECLARATION_FIELD_NAMES) {
      const issue = fieldIssue({ ...complete, [name]: undefined }, name, terms);
      const refusedAsEmpty = issue?.message === 'error.fieldRequired' || issue?.code === 'invalid_type';
      expect(refusedAsEmpty, name).toBe(isRequiredMark(name, complete));
    }
  });

  it('shows the SPEC §5 date and addition rules next to their fields while other fields are empty', () => {
    const partial: DeclarationFormValues = { policyNo: policy.policyNo, sailingDate: '2025-12-31' };
    expect(fieldIssue(partial, 'sailingDate', terms)?.message).toBe('declaration.error.sailingBeforeStart');
    const issuing = { ...partial, sailingDate: '2026-03-02', issuingDate: '2026-03-01' };
    expect(fieldIssue(issuing, 'issuingDate', terms)?.message).toBe('declaration.error.issuingBeforeSailing');
    // Without a sailing date the issuing date cannot be judged yet.
    expect(fieldIssue({ issuingDate: '2026-03-01' }, 'issuingDate', terms)).toBeUndefined();
    expect(fieldIssue({ additionPercent: '31' }, 'additionPercent', terms)?.message).toBe(
      'declaration.error.additionAboveCap',
    );
    expect(fieldIssue({ additionPercent: '30' }, 'additionPercent', terms)).toBeUndefined();
    expect(fieldIssue({ invoiceNo: '', billOfLadingNo: '' }, 'invoiceNo', terms)?.message).toBe(
      'validation.invoiceOrBl.required',
    );
  });

  it('refuses a submit that breaks an open-policy rule, naming the field', () => {
    const result = checkSubmit({ ...complete, additionPercent: '35' }, terms, keys);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path[0])).toEqual(['additionPercent']);
  });

  it('lists the empty fields and the decidable cross-field rules together', () => {
    const result = checkSubmit(
      { ...complete, marks: '', sailingDate: '2026-03-02', issuingDate: '2026-03-01' },
      terms,
      keys,
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.issues.map((issue) => issue.path[0])).toEqual(['marks', 'issuingDate']);
  });

  it('saves a draft with only the policy number', () => {
    expect(checkDraft({ policyNo: policy.policyNo }, keys).ok).toBe(true);
    expect(checkDraft({}, keys).ok).toBe(false);
  });

  it('computes the insured amount and premium exactly (blank addition = the product default)', () => {
    expect(quoteOf(complete, policy)).toMatchObject({ insuredAmount: 11_000_000, premium: 16_500 });
    expect(quoteOf({ ...complete, additionPercent: '' }, policy)?.insuredAmount).toBe(11_000_000);
    expect(quoteOf({ ...complete, invoiceAmount: '1,000' }, policy)).toBeUndefined();
  });
});

describe('a fresh declaration form and the print habit', () => {
  it('prints an international certificate in English by default', () => {
    expect(initialValues(policy)).toMatchObject({ printLanguage: '02', paperType: '01', sealType: '01' });
  });

  it('starts from the print habit the user saved (features/preference)', () => {
    const habit = { printLanguage: '03', paperType: '02', sealType: '02', datePrintFormat: '04' } as const;
    expect(initialValues(policy, habit)).toMatchObject(habit);
  });
});

describe('creditCoverOf (the cover a letter of credit check reads)', () => {
  it('names the open policy, so the server completes the addition and the cover start', () => {
    const values: DeclarationFormValues = {
      policyNo: policy.policyNo,
      invoiceCurrency: '03',
      invoiceAmount: '100000.00',
      sailingDate: '2026-03-01',
      mainClause: 'ICC_A',
      riders: ['WAR'],
    };
    expect(creditCoverOf(values)).toEqual({
      currencyCode: '03',
      invoiceAmount: '100000.00',
      additionPercent: '',
      shipmentDate: '2026-03-01',
      mainClause: 'ICC_A',
      riders: ['WAR'],
      openPolicyNo: policy.policyNo,
    });
    expect(creditCoverOf({ ...values, invoiceAmount: '' })).toBeNull();
    expect(creditCoverOf({ ...values, invoiceCurrency: 'XX' })).toBeNull();
  });
});
