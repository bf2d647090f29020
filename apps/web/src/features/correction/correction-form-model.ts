import {
  CANCELLATION_CORRECTION,
  CORRECTABLE_FIELDS,
  type Correctability,
  type CorrectionChanges,
  type CorrectionRequest,
  type CustomerCorrectionType,
  findPricingProduct,
  isParcelProduct,
  isPartyChange,
  type ParsedCorrectionChanges,
  partySectionOf,
  SURRENDER_CORRECTION,
  type UserProduct,
  WHOLE_POLICY_CORRECTION,
  ZCorrectionPreviewRequest,
} from '@cargo/domain';
import { withoutNulls } from '../application/index.ts';

export type ChangeSection = keyof typeof CORRECTABLE_FIELDS;
export const CHANGE_SECTIONS = Object.keys(CORRECTABLE_FIELDS) as ChangeSection[];

/** What the antd form of the apply page holds. */
export interface CorrectionFormValues {
  correctionType: CustomerCorrectionType;
  reason?: string;
  changes: CorrectionChanges;
  /** The new applicant (70001) or insured (10001), starting from the policy's. */
  applicant?: Record<string, unknown>;
  insured?: Record<string, unknown>;
  /** Surrender: the goods were never shipped. */
  goodsNotShipped?: boolean;
}

type Parties = Correctability['parties'];

/** A cancellation or a surrender ends the policy and changes no details. */
export const takesNoDetails = (type: string) =>
  type === CANCELLATION_CORRECTION || type === SURRENDER_CORRECTION;

type Section = Record<string, unknown>;

const sectionOf = (changes: CorrectionChanges | ParsedCorrectionChanges, section: ChangeSection): Section =>
  (changes[section] ?? {}) as Section;

/** The form's values of a policy as it stands (`current` of correct/able): blanks are empty controls. */
export const formValuesOf = (
  current: ParsedCorrectionChanges,
  correctionType: CustomerCorrectionType = WHOLE_POLICY_CORRECTION,
  parties?: Parties,
): CorrectionFormValues => ({
  correctionType,
  reason: undefined,
  applicant: withoutNulls({ ...parties?.applicant }) as Record<string, unknown>,
  insured: withoutNulls({ ...parties?.insured }) as Record<string, unknown>,
  goodsNotShipped: false,
  changes: withoutNulls({
    goods: { ...current.goods },
    transport: { ...current.transport },
    insurance: { ...current.insurance, riders: current.insurance.riders ?? [] },
  }) as CorrectionChanges,
});

const isBlankValue = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The changes to send: every correctable field (the server compares the whole set with the policy), a
 * field the customer emptied as null, so it is cleared rather than left as it was.
 */
export const changesOf = (changes: CorrectionChanges | undefined): CorrectionChanges => {
  const given = changes ?? {};
  const fill = (section: ChangeSection) =>
    Object.fromEntries(
      CORRECTABLE_FIELDS[section].map((field) => {
        const value = sectionOf(given, section)[field];
        if (field === 'riders') return [field, Array.isArray(value) ? value : []];
        return [field, isBlankValue(value) ? null : value];
      }),
    );
  return {
    goods: fill('goods'),
    transport: fill('transport'),
    insurance: fill('insurance'),
  } as CorrectionChanges;
};

/** '250000.00' and '250000' are one amount; other texts are compared as typed (less outer blanks). */
const amountText = (text: string) =>
  /^\d+\.\d*$/.test(text) ? text.replace(/0+$/, '').replace(/\.$/, '') : text;

const AMOUNT_FIELDS: readonly string[] = ['invoiceAmount', 'additionPercent'];

/** One value as the customer sees it, so '', null and a number typed as text compare equal. */
export const comparableValue = (value: unknown, field = ''): string => {
  if (isBlankValue(value)) return '';
  if (Array.isArray(value)) {
    const riders = value as { riderCode: string; riderSumInsured?: string | null }[];
    return riders
      .map((rider) => `${rider.riderCode}=${comparableValue(rider.riderSumInsured, 'invoiceAmount')}`)
      .sort()
      .join(';');
  }
  const text = String(value).trim();
  return AMOUNT_FIELDS.includes(field) ? amountText(text) : text;
};

/** The fields ('section.field') the form changes against the policy as it stands. */
export const changedFieldsOf = (
  current: ParsedCorrectionChanges,
  changes: CorrectionChanges | undefined,
): string[] =>
  CHANGE_SECTIONS.flatMap((section) =>
    CORRECTABLE_FIELDS[section]
      .filter(
        (field) =>
          comparableValue(sectionOf(current, section)[field], field) !==
          comparableValue(sectionOf(changes ?? {}, section)[field], field),
      )
      .map((field) => `${section}.${field}`),
  );

/** A party as sent: blank fields left out (the server derives birthday and sex from a resident ID). */
const partyOf = (party: Record<string, unknown> | undefined) =>
  Object.fromEntries(Object.entries(party ?? {}).filter(([, value]) => !isBlankValue(value)));

/** The party fields ('applicant.appliName') the form changes against the policy's party. */
export const changedPartyFieldsOf = (
  section: 'applicant' | 'insured',
  parties: Parties,
  party: Record<string, unknown> | undefined,
): string[] => {
  const before = parties[section] as Record<string, unknown>;
  const keys = new Set([...Object.keys(before), ...Object.keys(party ?? {})]);
  return [...keys]
    .filter((field) => comparableValue(before[field]) !== comparableValue(party?.[field]))
    .map((field) => `${section}.${field}`);
};

/** What each type sends besides the reason. */
const partsOf = (values: CorrectionFormValues): Partial<CorrectionRequest> => {
  const type = values.correctionType;
  if (type === CANCELLATION_CORRECTION) return {};
  if (type === SURRENDER_CORRECTION) return { goodsNotShipped: values.goodsNotShipped === true };
  if (isPartyChange(type)) {
    const section = partySectionOf(type);
    return { [section]: partyOf(values[section]) };
  }
  return { changes: changesOf(values.changes) };
};

/** The request of the form (no key). */
export const requestOf = (policyId: number, values: CorrectionFormValues): CorrectionRequest => ({
  policyId,
  correctionType: values.correctionType,
  reason: values.reason ?? '',
  ...partsOf(values),
});

/**
 * The request to preview, once the form is valid by the shared schema and (for a whole-policy
 * correction) changes something; undefined while it does not.
 */
export const previewRequestOf = (
  policyId: number,
  current: ParsedCorrectionChanges,
  values: CorrectionFormValues,
  parties?: Parties,
): CorrectionRequest | undefined => {
  const request = requestOf(policyId, values);
  if (!ZCorrectionPreviewRequest.safeParse(request).success) return undefined;
  const type = request.correctionType;
  if (isPartyChange(type) && parties !== undefined) {
    const section = partySectionOf(type);
    return changedPartyFieldsOf(section, parties, values[section]).length === 0 ? undefined : request;
  }
  if (
    request.correctionType === WHOLE_POLICY_CORRECTION &&
    changedFieldsOf(current, request.changes).length === 0
  )
    return undefined;
  return request;
};

/** One submission: the body sent and its idempotency key. */
export interface Attempt {
  body: string;
  requestKey: string;
}

/**
 * The attempt of a submission: the same body as the last attempt (a double click, a retry after a
 * timeout) keeps its key, so the server makes one correction; a changed body is a new correction.
 */
export const attemptFor = (last: Attempt | undefined, body: string, newKey: () => string): Attempt =>
  last && last.body === body ? last : { body, requestKey: newKey() };

/** Which groups of transport fields the policy's product has (the application form shows the same). */
export interface TransportShape {
  /** Vessel facts (classification society, ship age): sea legs. */
  vessel: boolean;
  /** Courier and tracking number: parcel post. */
  parcel: boolean;
}

const SEA_LEG_PRODUCT = 'MP09110015';

/** A field the policy already has a value in is always shown, whatever the product says. */
export const transportShapeOf = (
  productCode: string,
  product: Pick<UserProduct, 'productKind'> | undefined,
  current: ParsedCorrectionChanges,
): TransportShape => {
  const kind = product?.productKind ?? findPricingProduct(productCode)?.kind;
  const has = (field: 'iacsClass' | 'shipAge' | 'courierCompany' | 'trackingNo') =>
    !isBlankValue(current.transport[field]);
  return {
    vessel:
      kind === 'import' ||
      kind === 'export' ||
      productCode === SEA_LEG_PRODUCT ||
      has('iacsClass') ||
      has('shipAge'),
    parcel: isParcelProduct(productCode) || has('courierCompany') || has('trackingNo'),
  };
};
