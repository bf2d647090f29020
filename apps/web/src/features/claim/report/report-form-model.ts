import {
  type ClaimDraftForm,
  type ClaimReportInput,
  type ClaimSubject,
  currencyByCode,
  currencyByIso,
  DEFAULT_CURRENCY_CODE,
  GOODS_LOSS_TYPES,
  goodsLineLossOf,
  isValidMobile,
  minorUnitsOf,
  normalizeMobile,
  SETTLEMENT_PREFERENCES,
} from '@cargo/domain';

/**
 * The loss report form (报案) as the antd form holds it, and its ways to and from the draft (everything as
 * typed, kept on the server) and the report (what `verify/checkSubmitReport` and `submit/reportInfo` take).
 */

type YesNo = 'Y' | 'N';
export type LocationType = 'domestic' | 'overseas';

export interface GoodsLineValues {
  goodsName?: string;
  quantity?: string;
  unit?: string;
  unitPrice?: string;
  damageExtent?: string;
}

export interface ReportFormValues {
  reporterName?: string;
  reporterMobile?: string;
  reporterEmail?: string;
  /** China time 'YYYY-MM-DD HH:mm'; while half typed 'YYYY-MM-DD ' or ' HH:mm'. */
  incidentTime?: string;
  lossType?: string;
  locationType: LocationType;
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  continentCode?: string;
  countryCode?: string;
  locationDetail?: string;
  causeLevel1?: string;
  causeLevel2?: string;
  description?: string;
  propertyDamage: YesNo;
  propertyDamageDetail?: string;
  personalInjury: YesNo;
  outpatientCount?: number | null;
  inpatientCount?: number | null;
  deathCount?: number | null;
  vehicleDamage: YesNo;
  estimatedLoss?: string;
  estimatedCurrency?: string;
  settlementPreference?: string;
  goodsLines: GoodsLineValues[];
  carrierName?: string;
  accepted?: boolean;
}

/** Who reports, as the account knows them (user info), for a new report. */
export interface ReporterFacts {
  name: string;
  mobile: string;
  email: string;
}

// ---------------------------------------------------------------------------------------------------
// Incident time: one field of the form, typed as a date and a time

export const splitIncidentTime = (value: string | undefined): { date: string; time: string } => {
  const [date = '', time = ''] = (value ?? '').split(' ');
  return { date, time };
};

export const joinIncidentTime = (date: string | undefined, time: string | undefined): string => {
  const day = date ?? '';
  const clock = time ?? '';
  return day === '' && clock === '' ? '' : `${day} ${clock}`;
};

// ---------------------------------------------------------------------------------------------------
// Currency and goods lines

/** The portal currency code of the policy's currency (given as a portal or an ISO code). */
export const portalCurrencyOf = (code: string | undefined): string =>
  (code && (currencyByCode(code) ?? currencyByIso(code))?.code) || DEFAULT_CURRENCY_CODE;

const lineText = (line: GoodsLineValues | undefined) => ({
  quantity: line?.quantity ?? '',
  unitPrice: line?.unitPrice ?? '',
  damageExtent: line?.damageExtent ?? '',
});

/** The loss of a goods line in minor units, or undefined while a part of it is not a valid number. */
export const lineLossOf = (line: GoodsLineValues | undefined, currency: string | undefined) =>
  goodsLineLossOf(lineText(line), minorUnitsOf(currency ?? ''));

export interface GoodsLinesTotal {
  /** Sum of the lines that can be computed, in minor units. */
  total: number;
  /** Lines whose loss cannot be computed yet. */
  incomplete: number;
}

export const goodsLinesTotalOf = (
  lines: readonly GoodsLineValues[] | undefined,
  currency: string | undefined,
): GoodsLinesTotal => {
  const sum: GoodsLinesTotal = { total: 0, incomplete: 0 };
  for (const line of lines ?? []) {
    const loss = lineLossOf(line, currency);
    if (loss === undefined) sum.incomplete += 1;
    else sum.total += loss;
  }
  return sum;
};

/** Whether the loss type asks for the damaged goods to be listed. */
export const needsGoodsLines = (lossType: string | undefined): boolean =>
  lossType !== undefined && GOODS_LOSS_TYPES.includes(lossType);

// ---------------------------------------------------------------------------------------------------
// New form, draft → form, form → draft

const DEFAULT_PREFERENCE = SETTLEMENT_PREFERENCES[0].code;

/** A new report on a policy: the reporter from the account, the policy's currency, nothing else chosen. */
export const newFormValues = (subject: Pick<ClaimSubject, 'currencyCode'>, reporter?: ReporterFacts) => {
  const mobile = reporter ? normalizeMobile(reporter.mobile) : '';
  return {
    reporterName: reporter?.name || undefined,
    reporterMobile: isValidMobile(mobile) ? mobile : undefined,
    reporterEmail: reporter?.email || undefined,
    locationType: 'domestic',
    propertyDamage: 'N',
    personalInjury: 'N',
    vehicleDamage: 'N',
    estimatedCurrency: portalCurrencyOf(subject.currencyCode),
    settlementPreference: DEFAULT_PREFERENCE,
    goodsLines: [],
    accepted: false,
  } satisfies ReportFormValues;
};

const orUndefined = (text: string | undefined): string | undefined => (text ? text : undefined);
const yesNo = (text: string | undefined): YesNo => (text === 'Y' ? 'Y' : 'N');
const count = (text: string | undefined): number | null => (text && /^\d+$/.test(text) ? Number(text) : null);

/** The form of a draft being continued: what was typed, the defaults of a new form where nothing was. */
export const formValuesOfDraft = (
  draft: ClaimDraftForm,
  subject: Pick<ClaimSubject, 'currencyCode'>,
): ReportFormValues => ({
  ...newFormValues(subject),
  reporterName: orUndefined(draft.reporterName),
  reporterMobile: orUndefined(draft.reporterMobile),
  reporterEmail: orUndefined(draft.reporterEmail),
  incidentTime: orUndefined(draft.incidentTime),
  lossType: orUndefined(draft.lossType),
  locationType: draft.locationType === 'overseas' ? 'overseas' : 'domestic',
  provinceCode: orUndefined(draft.provinceCode),
  cityCode: orUndefined(draft.cityCode),
  districtCode: orUndefined(draft.districtCode),
  continentCode: orUndefined(draft.continentCode),
  countryCode: orUndefined(draft.countryCode),
  locationDetail: orUndefined(draft.locationDetail),
  causeLevel1: orUndefined(draft.causeLevel1),
  causeLevel2: orUndefined(draft.causeLevel2),
  description: orUndefined(draft.description),
  propertyDamage: yesNo(draft.propertyDamage),
  propertyDamageDetail: orUndefined(draft.propertyDamageDetail),
  personalInjury: yesNo(draft.personalInjury),
  outpatientCount: count(draft.outpatientCount),
  inpatientCount: count(draft.inpatientCount),
  deathCount: count(draft.deathCount),
  vehicleDamage: yesNo(draft.vehicleDamage),
  estimatedLoss: orUndefined(draft.estimatedLoss),
  estimatedCurrency: draft.estimatedCurrency || portalCurrencyOf(subject.currencyCode),
  settlementPreference: draft.settlementPreference || DEFAULT_PREFERENCE,
  goodsLines: (draft.goodsLines ?? []).map((line) => ({
    goodsName: orUndefined(line.goodsName),
    quantity: orUndefined(line.quantity),
    unit: orUndefined(line.unit),
    unitPrice: orUndefined(line.unitPrice),
    damageExtent: orUndefined(line.damageExtent),
  })),
  carrierName: orUndefined(draft.carrierName),
});

const text = (value: string | number | null | undefined): string =>
  value === undefined || value === null ? '' : String(value);

/** The goods lines as text, as the draft and the report both send them. */
const goodsLinesOf = (values: ReportFormValues) =>
  (values.goodsLines ?? []).map((line) => ({
    goodsName: text(line?.goodsName),
    quantity: text(line?.quantity),
    unit: text(line?.unit),
    unitPrice: text(line?.unitPrice),
    damageExtent: text(line?.damageExtent),
  }));

/** Everything typed, as the draft keeps it (the read-and-accept tick is given again on submit). */
export const draftFormOf = (values: ReportFormValues, policyNo: string): ClaimDraftForm => ({
  policyNo,
  reporterName: text(values.reporterName),
  reporterMobile: text(values.reporterMobile),
  reporterEmail: text(values.reporterEmail),
  incidentTime: text(values.incidentTime),
  lossType: text(values.lossType),
  locationType: values.locationType,
  provinceCode: text(values.provinceCode),
  cityCode: text(values.cityCode),
  districtCode: text(values.districtCode),
  continentCode: text(values.continentCode),
  countryCode: text(values.countryCode),
  locationDetail: text(values.locationDetail),
  causeLevel1: text(values.causeLevel1),
  causeLevel2: text(values.causeLevel2),
  description: text(values.description),
  propertyDamage: values.propertyDamage,
  propertyDamageDetail: text(values.propertyDamageDetail),
  personalInjury: values.personalInjury,
  outpatientCount: text(values.outpatientCount),
  inpatientCount: text(values.inpatientCount),
  deathCount: text(values.deathCount),
  vehicleDamage: values.vehicleDamage,
  estimatedLoss: text(values.estimatedLoss),
  estimatedCurrency: text(values.estimatedCurrency),
  settlementPreference: text(values.settlementPreference),
  goodsLines: goodsLinesOf(values),
  carrierName: text(values.carrierName),
});

// ---------------------------------------------------------------------------------------------------
// Form → report

/**
 * The report of the form. What the form hides is sent empty (the other kind of location, the detail of a
 * property damage answered "no", the counts of an injury answered "no"), so a hidden value never fails.
 */
export const reportOf = (values: ReportFormValues, policyNo: string): ClaimReportInput => {
  const domestic = values.locationType !== 'overseas';
  const injured = values.personalInjury === 'Y';
  return {
    policyNo,
    reporterName: text(values.reporterName),
    reporterMobile: text(values.reporterMobile),
    reporterEmail: text(values.reporterEmail),
    incidentTime: text(values.incidentTime).trim(),
    lossType: text(values.lossType) as ClaimReportInput['lossType'],
    locationType: domestic ? 'domestic' : 'overseas',
    provinceCode: domestic ? text(values.provinceCode) : '',
    cityCode: domestic ? text(values.cityCode) : '',
    districtCode: domestic ? text(values.districtCode) : '',
    continentCode: domestic ? '' : text(values.continentCode),
    countryCode: domestic ? '' : text(values.countryCode),
    locationDetail: text(values.locationDetail),
    causeLevel1: text(values.causeLevel1),
    causeLevel2: text(values.causeLevel2),
    description: text(values.description),
    propertyDamage: values.propertyDamage,
    propertyDamageDetail: values.propertyDamage === 'Y' ? text(values.propertyDamageDetail) : '',
    personalInjury: values.personalInjury,
    outpatientCount: injured ? (values.outpatientCount ?? 0) : 0,
    inpatientCount: injured ? (values.inpatientCount ?? 0) : 0,
    deathCount: injured ? (values.deathCount ?? 0) : 0,
    vehicleDamage: values.vehicleDamage,
    estimatedLoss: text(values.estimatedLoss),
    estimatedCurrency: text(values.estimatedCurrency),
    settlementPreference: text(values.settlementPreference) as ClaimReportInput['settlementPreference'],
    goodsLines: goodsLinesOf(values),
    carrierName: text(values.carrierName),
  };
};

/** A path of the submit request (`report.…`) as a path of the form. */
export const formPathOf = (path: readonly PropertyKey[]): PropertyKey[] =>
  path[0] === 'report' ? path.slice(1) : [...path];

// ---------------------------------------------------------------------------------------------------
// Submission attempts

/** One submission: the report sent and its idempotency key. */
export interface SubmitAttempt {
  body: string;
  requestKey: string;
}

/**
 * The attempt of a submission: the same report as the last attempt (a double click, a retry after a
 * timeout) keeps its key, so the server makes one claim; a changed report is a new claim.
 */
export const attemptFor = (
  last: SubmitAttempt | undefined,
  body: string,
  newKey: () => string,
): SubmitAttempt => (last && last.body === body ? last : { body, requestKey: newKey() });

/** The choices that depend on a changed one, emptied: a city of another province, a cause of another level 1. */
export const dependentsClearedBy = (changed: Partial<ReportFormValues>): Partial<ReportFormValues> => {
  const cleared: Partial<ReportFormValues> = {};
  if ('provinceCode' in changed) Object.assign(cleared, { cityCode: undefined, districtCode: undefined });
  if ('cityCode' in changed) Object.assign(cleared, { districtCode: undefined });
  if ('continentCode' in changed) Object.assign(cleared, { countryCode: undefined });
  if ('causeLevel1' in changed) Object.assign(cleared, { causeLevel2: undefined });
  return cleared;
};
