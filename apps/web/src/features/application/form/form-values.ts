import {
  type ApplicationFormInput,
  type ClientRecord,
  type ClientRecordInput,
  isBlank,
  type MessageKey,
  type QuoteRequest,
  type QuoteResult,
  type UserProduct,
  ZQuoteRequest,
} from '@cargo/domain';
import { dayjs } from '../../../i18n/dayjs.ts';

/** What the antd form holds: the shared application form without its product (kept beside it). */
export type FormValues = Omit<ApplicationFormInput, 'productCode'>;

import { DATE_FORMAT } from '../../../ui/business-date-picker.tsx';

export { DATE_FORMAT };

/** '' and null mean "not filled in" for the schema; antd wants undefined for an empty control. */
export const withoutNulls = <T>(value: T): T => {
  if (value === null) return undefined as T;
  if (Array.isArray(value)) return value.map(withoutNulls) as T;
  if (typeof value === 'object' && value !== undefined) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, item]) => [key, withoutNulls(item)]),
    ) as T;
  }
  return value;
};

// ---------------------------------------------------------------------------------------------------
// Applicant and insured share one layout; their wire names differ by prefix.

export const CLIENT_FIELD_NAMES = {
  applicant: {
    kind: 'appliType',
    name: 'appliName',
    idType: 'appliIdType',
    idNo: 'appliIdNo',
    contact: 'appliContact',
    phone: 'appliPhone',
    address: 'appliAddress',
    email: 'appliEmail',
    birthday: 'appliBirthday',
    sex: 'appliSex',
  },
  insured: {
    kind: 'insuredType',
    name: 'insuredName',
    idType: 'insuredIdType',
    idNo: 'insuredIdNo',
    contact: 'insuredContact',
    phone: 'insuredPhone',
    address: 'insuredAddress',
    email: 'insuredEmail',
    birthday: 'insuredBirthday',
    sex: 'insuredSex',
  },
} as const;
export type ClientSide = keyof typeof CLIENT_FIELD_NAMES;
export type ClientPart = keyof (typeof CLIENT_FIELD_NAMES)['applicant'];
/** A client's facts by part, whatever the side. */
export type ClientFacts = Partial<Record<ClientPart, string>>;

const CLIENT_PARTS = Object.keys(CLIENT_FIELD_NAMES.applicant) as ClientPart[];

/** The section values of one side from its facts. */
export const clientSectionOf = (side: ClientSide, facts: ClientFacts): Record<string, string | undefined> =>
  Object.fromEntries(CLIENT_PARTS.map((part) => [CLIENT_FIELD_NAMES[side][part], facts[part]]));

/** The facts of one side of the form. */
export const clientFactsOf = (side: ClientSide, values: FormValues): ClientFacts => {
  const section = (values[side] ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    CLIENT_PARTS.map((part) => {
      const value = section[CLIENT_FIELD_NAMES[side][part]];
      return [part, typeof value === 'string' ? value : undefined];
    }),
  );
};

/** A frequent client as facts of the form. */
export const factsOfRecord = (record: ClientRecord): ClientFacts => ({
  kind: record.clientType,
  name: record.clientName,
  idType: record.idType,
  idNo: record.idNo,
  contact: record.contactName || undefined,
  phone: record.phone || undefined,
  address: record.address || undefined,
  email: record.email || undefined,
  birthday: record.birthday ?? undefined,
  sex: record.sex ?? undefined,
});

/** The form's client as a frequent-client save request (validated by the client schema before sending). */
export const recordInputOfFacts = (facts: ClientFacts): ClientRecordInput => ({
  clientType: facts.kind === 'personal' ? 'personal' : 'group',
  clientName: facts.name ?? '',
  idType: (facts.idType ?? '') as ClientRecordInput['idType'],
  idNo: facts.idNo ?? '',
  contactName: facts.contact ?? '',
  phone: facts.phone ?? '',
  address: facts.address ?? '',
  email: facts.email ?? '',
  birthday: facts.birthday ?? '',
  sex: facts.sex === 'M' || facts.sex === 'F' ? facts.sex : '',
});

// ---------------------------------------------------------------------------------------------------
// Initial values.

/** The invoice currency a new form starts with: USD for international cargo, else the first allowed. */
export const defaultCurrencyOf = (product: UserProduct): string | undefined => {
  const international = product.productKind === 'import' || product.productKind === 'export';
  if (international && product.currencyCodes.includes('03')) return '03';
  return product.currencyCodes[0];
};

export const isAnnualProduct = (product: UserProduct): boolean =>
  product.mainClauses.length > 0 && product.mainClauses.every((clause) => clause.isAnnual);

export const isLiabilityProduct = (product: UserProduct): boolean =>
  product.productKind === 'liabilityTrip' || product.productKind === 'liabilityAnnual';

/** A new form: today's start, the first clause, the default currency and addition, the default clients. */
export const newFormValues = (
  product: UserProduct,
  options: { today: string; applicant?: ClientRecord | null; insured?: ClientRecord | null },
): FormValues => {
  const { today, applicant, insured } = options;
  const annualEnd = dayjs(today).add(1, 'year').subtract(1, 'day').format(DATE_FORMAT);
  return {
    basic: {
      insuranceBeginDate: today,
      insuranceEndDate: isAnnualProduct(product) ? annualEnd : undefined,
    },
    applicant: {
      appliType: 'group',
      ...(applicant ? clientSectionOf('applicant', factsOfRecord(applicant)) : {}),
    },
    insured: {
      insuredType: 'group',
      ...(insured ? clientSectionOf('insured', factsOfRecord(insured)) : {}),
    },
    invoice: {},
    goods: {},
    transport: isLiabilityProduct(product) ? {} : { carryMode: '01', letterOfCredit: '0' },
    insurance: {
      mainClause: product.mainClauses[0]?.code,
      riders: [],
      currencyCode: defaultCurrencyOf(product),
      additionPercent: product.defaultAdditionPercent,
    },
    specialAgreements: [],
    other: { signDate: today, antiDatedConfirmed: false },
  } as FormValues;
};

// ---------------------------------------------------------------------------------------------------
// Quote request.

export interface QuoteReadiness {
  /** The request to price, once everything the price depends on is there and valid. */
  request?: QuoteRequest;
  /** Labels of what is still missing. */
  missing: MessageKey[];
  /** Everything is there, but a field the price depends on is not valid (its own message says why). */
  invalid?: boolean;
}

const AMOUNT = /^\d+(\.\d+)?$/;

/** What the server needs to price the form (SPEC: the page never computes the premium itself). */
export const quoteReadinessOf = (productCode: string, values: FormValues): QuoteReadiness => {
  const missing: MessageKey[] = [];
  const { insurance = {}, goods = {} } = values;
  if (isBlank(insurance.mainClause)) missing.push('field.mainClause');
  if (isBlank(insurance.currencyCode)) missing.push('field.currencyCode');
  const invoiceAmount = insurance.invoiceAmount == null ? '' : String(insurance.invoiceAmount).trim();
  if (!AMOUNT.test(invoiceAmount) || Number(invoiceAmount) <= 0) missing.push('field.invoiceAmount');
  if (isBlank(goods.majorCategory) || isBlank(goods.subCategory)) missing.push('field.subCategory');
  if (missing.length > 0) return { missing };
  const parsed = ZQuoteRequest.safeParse({ ...values, productCode });
  return parsed.success ? { request: parsed.data, missing } : { missing, invalid: true };
};

/** The figures the page showed, sent with the form (the server prices again and only compares). */
export const withShownPrice = (values: FormValues, quote: QuoteResult | undefined): FormValues => ({
  ...values,
  insurance: {
    ...values.insurance,
    insuredAmount: quote?.insuredAmount ?? null,
    rate: quote?.rate ?? null,
    premium: quote?.premium ?? null,
  },
});
