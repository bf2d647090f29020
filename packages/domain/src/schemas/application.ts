import { z } from 'zod';
import { todayInChina } from '../clock/business-clock.ts';
import { codesOf } from '../codes/code-list.ts';
import { CURRENCIES } from '../codes/currency.ts';
import {
  CLIENT_KINDS,
  type ClientKind,
  GROUP_ID_TYPES,
  ID_TYPES,
  RESIDENT_ID_TYPE,
} from '../codes/id-type.ts';
import { productCodeSchema } from '../codes/product.ts';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../codes/status.ts';
import { CONVEYANCE_TYPES, LETTER_OF_CREDIT } from '../codes/transport.ts';
import { DEFAULT_PAGE_SIZE } from '../envelope.ts';
import { findPricingProduct, isLiability } from '../pricing/clauses.ts';
import { findGoodsCategory, findGoodsSubcategory } from '../pricing/goods-categories.ts';
import type { PricingInput } from '../pricing/quote.ts';
import { validateIdNumber, validateIdTypeForClient } from '../validation/client-id.ts';
import { isValidDate } from '../validation/dates.ts';
import { normalizeMobile, validateMobile } from '../validation/mobile.ts';
import { deriveBirthdayAndSex } from '../validation/resident-id.ts';
import { isBlank, type ValidationResult } from '../validation/result.ts';
import {
  CARGO_NAME_MAX_UNITS,
  GOODS_DESCRIPTION_MAX_UNITS,
  validateCargoName,
  validateDeclarationText,
  validateGoodsDescription,
  validateTaxNumber,
  validateTextUnits,
} from '../validation/text-length.ts';
import { validateShipAge } from '../validation/transport.ts';
import { validateUscc } from '../validation/uscc.ts';

/**
 * The online application form (SPEC §3 "Application form sections") shared by the web form and the server.
 *
 * Every field is optional in the base shape and validated when filled in ('' and null mean "not filled
 * in"). Two rule sets sit on top: `ZDraftApplication` (SPEC §5 draft rule: only the applicant's name, ID
 * type and number, the insured's name and the goods categories are required) and `ZApplication` (the
 * full form, required to submit). Wire names are unique across sections so that a message names its
 * field ("投保人名称：不能为空"). Issue messages are message keys of the catalogs.
 */

/** Limits of the application form (characters, or units where CJK counts 2). */
export const APPLICATION_LIMITS = {
  name: 100,
  contact: 50,
  address: 200,
  email: 100,
  invoiceTitle: 100,
  bankName: 100,
  shortText: 50,
  conveyanceName: 100,
  surveyAgent: 100,
  claimPayableAt: 100,
  /** Marks, quantity and packing: like the cargo name, 400 units (200 Chinese characters). */
  marksUnits: CARGO_NAME_MAX_UNITS,
  goodsDescriptionUnits: GOODS_DESCRIPTION_MAX_UNITS,
  /** The customer's entry in a semi-fixed special agreement. */
  agreementValueUnits: 100,
  /** A free-edit special agreement. */
  agreementTextUnits: 1000,
  riders: 5,
  specialAgreements: 10,
  attachments: 20,
} as const;

/** Sex derived from (or given with) a personal client's ID. */
export const SEXES = [
  { code: 'M', zh: '男', en: 'Male' },
  { code: 'F', zh: '女', en: 'Female' },
] as const;

/**
 * Special agreements (SPEC §3): fixed texts chosen by code, semi-fixed texts with one blank the customer
 * fills in (`agreementText`), and free-edit texts the customer writes. A free-edit agreement sends the
 * application to manual underwriting (docs/business-rules.md "Insuring").
 */
export const SPECIAL_AGREEMENT_TYPES = ['fixed', 'semiFixed', 'free'] as const;
export type SpecialAgreementType = (typeof SPECIAL_AGREEMENT_TYPES)[number];
export const SPECIAL_AGREEMENTS = [
  { code: 'FA01', type: 'fixed' },
  { code: 'FA02', type: 'fixed' },
  { code: 'FA03', type: 'fixed' },
  { code: 'SA01', type: 'semiFixed' },
  { code: 'SA02', type: 'semiFixed' },
] as const satisfies readonly { code: string; type: SpecialAgreementType }[];
export const specialAgreementTextKey = (code: string) => `insuring.agreement.${code}`;
export const findSpecialAgreement = (code: string | null | undefined) =>
  SPECIAL_AGREEMENTS.find((agreement) => agreement.code === code);

/**
 * Application statuses of the portal: those of SPEC §4 plus two the SPEC does not name:
 * B6 rejected by the underwriter (final) and B7 cancelled by the customer (final, cannot be recovered).
 */
export const APPLICATION_STATUS = {
  draft: 'B1',
  issued: 'P1',
  pendingPayment: 'B3',
  pendingReview: 'B4',
  pendingModification: 'B5',
  internalReview: 'H0',
  rejected: 'B6',
  cancelled: 'B7',
} as const;
export type PortalApplicationStatus = (typeof APPLICATION_STATUS)[keyof typeof APPLICATION_STATUS];
export const PORTAL_APPLICATION_STATUSES = [
  ...APPLICATION_STATUSES,
  { code: 'B6', zh: '审核不通过', en: 'Rejected' },
  { code: 'B7', zh: '已撤销', en: 'Cancelled' },
] as const;
/** Statuses listed by the application enquiry (queryPolicyApplyList). */
export const ENQUIRY_APPLICATION_STATUSES = ['B3', 'B4', 'B5', 'H0', 'B6'] as const satisfies readonly (
  | ApplicationStatus
  | PortalApplicationStatus
)[];

// ---------------------------------------------------------------------------------------------------
// Field helpers. '' and null are accepted everywhere and mean "not filled in".

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^[0-9+()\- ]{5,20}$/;
const BANK_ACCOUNT = /^\d{8,30}$/;
const DECIMAL = /^\d+(\.\d+)?$/;
/** UN/LOCODE: country (2 letters) + location (3 letters or digits 2–9). */
const LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

type Check = (value: string) => ValidationResult | string;

/** An optional trimmed text of at most `max` characters, checked by `check` when not blank. */
const text = (max: number, check?: Check) =>
  z
    .string()
    .trim()
    .max(max)
    .superRefine((value, ctx) => {
      if (value === '' || !check) return;
      const result = check(value);
      if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
    })
    .nullish();

/** An optional text limited in units (CJK counts 2), with its own too-long message key. */
const unitsText = (check: (value: string) => ValidationResult) =>
  z
    .string()
    .superRefine((value, ctx) => {
      const result = check(value);
      if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
    })
    .nullish();

/** An optional code of a list. */
const optionalCode = <const T extends readonly [string, ...string[]]>(codes: T) =>
  z.enum(codes).or(z.literal('')).nullish();

const dateText = text(10, (value) => (isValidDate(value) ? true : 'validation.date.invalid'));
const amountText = text(20, (value) => (DECIMAL.test(value) ? true : 'pricing.error.amountInvalid'));
const idNumberText = z.string().trim().toUpperCase().max(30).nullish();
const emailText = text(APPLICATION_LIMITS.email, (value) =>
  EMAIL.test(value) ? true : 'insuring.error.emailInvalid',
);
const mobileText = z
  .string()
  .trim()
  .max(20)
  .superRefine((value, ctx) => {
    if (value === '') return;
    const result = validateMobile(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
  })
  .transform((value) => (value === '' ? value : normalizeMobile(value)))
  .nullish();
const portText = z
  .string()
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    if (value !== '' && !LOCODE.test(value))
      ctx.addIssue({ code: 'custom', message: 'insuring.error.portInvalid', input: value });
  })
  .nullish();
/** Percent as a string or a number (antd InputNumber); out as a trimmed string. */
const percentText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .superRefine((value, ctx) => {
    if (value !== '' && !/^\d{1,3}(\.\d{1,2})?$/.test(value))
      ctx.addIssue({ code: 'custom', message: 'pricing.error.additionInvalid', input: value });
  })
  .nullish();
/** Ship age: a whole number 1–39 (SPEC §5), as a number or numeric string; out as a number. */
const shipAgeField = z
  .union([z.number(), z.string()])
  .superRefine((value, ctx) => {
    if (isBlank(value)) return;
    const result = validateShipAge(value);
    if (result !== true) ctx.addIssue({ code: 'custom', message: result, input: value });
  })
  .transform((value) => (isBlank(value) ? undefined : Number(value)))
  .nullish();

const clientKindCodes = codesOf(CLIENT_KINDS);
const idTypeCodes = codesOf(ID_TYPES);
const sexCodes = codesOf(SEXES);

// ---------------------------------------------------------------------------------------------------
// Sections.

export const ZBasicSection = z.object({
  insuranceBeginDate: dateText,
  insuranceEndDate: dateText,
});

export const ZApplicantSection = z.object({
  appliType: optionalCode(clientKindCodes),
  appliName: text(APPLICATION_LIMITS.name),
  appliIdType: optionalCode(idTypeCodes),
  appliIdNo: idNumberText,
  appliContact: text(APPLICATION_LIMITS.contact),
  appliPhone: mobileText,
  appliAddress: text(APPLICATION_LIMITS.address),
  /** Needed to receive electronic invoices (SPEC §5). */
  appliEmail: emailText,
  /** Derived by the server from a resident ID number; given only for other ID types. */
  appliBirthday: dateText,
  appliSex: optionalCode(sexCodes),
});

export const ZInsuredSection = z.object({
  insuredType: optionalCode(clientKindCodes),
  insuredName: text(APPLICATION_LIMITS.name),
  insuredIdType: optionalCode(idTypeCodes),
  insuredIdNo: idNumberText,
  insuredContact: text(APPLICATION_LIMITS.contact),
  insuredPhone: mobileText,
  insuredAddress: text(APPLICATION_LIMITS.address),
  insuredEmail: emailText,
  insuredBirthday: dateText,
  insuredSex: optionalCode(sexCodes),
});

export const ZInvoiceSection = z.object({
  invoiceTitle: text(APPLICATION_LIMITS.invoiceTitle),
  /** At most 20 characters or blank (SPEC §5). */
  taxNo: text(40, validateTaxNumber),
  /** Unified social credit code of the invoice buyer. */
  creditCode: text(18, (value) => validateUscc(value)),
  billingAddress: text(APPLICATION_LIMITS.address),
  billingPhone: text(20, (value) => (PHONE.test(value) ? true : 'insuring.error.phoneInvalid')),
  bankName: text(APPLICATION_LIMITS.bankName),
  bankAccountNo: text(30, (value) => (BANK_ACCOUNT.test(value) ? true : 'insuring.error.bankAccountInvalid')),
});

export const ZGoodsSection = z.object({
  /** The goods "type" of SPEC §3: 400 characters or 200 Chinese (SPEC §5). */
  cargoName: unitsText(validateCargoName),
  /** GOODS_CATEGORIES code ('01'…'13') and subcategory code ('0101'…). */
  majorCategory: text(4),
  subCategory: text(6),
  /** A `packingType` base-data code. */
  packingCode: text(32),
  /** 2000 characters or 1000 Chinese (SPEC §5). */
  goodsDescription: unitsText(validateGoodsDescription),
  marks: unitsText((value) => validateTextUnits(value, APPLICATION_LIMITS.marksUnits)),
  internalBusinessNo: text(APPLICATION_LIMITS.shortText),
});

export const ZRiderInput = z.object({
  riderCode: z.string().trim().min(1, 'error.fieldRequired').max(20),
  /** Blank = the main sum insured (shared main coverage); never above it (SPEC §5). */
  riderSumInsured: amountText,
});

export const ZTransportSection = z.object({
  invoiceNo: text(APPLICATION_LIMITS.shortText),
  /** Bill of lading or waybill number. */
  blNo: text(APPLICATION_LIMITS.shortText),
  /** Vessel name, plate number or flight number. */
  conveyanceName: text(APPLICATION_LIMITS.conveyanceName),
  /** 01 container, 02 non-container. */
  carryMode: optionalCode(codesOf(CONVEYANCE_TYPES)),
  departureDate: dateText,
  /** UN/LOCODE of a `port` base-data option (CNSHA…). */
  departurePort: portText,
  destinationPort: portText,
  transitPort: portText,
  /** 0 no, 1 yes. */
  letterOfCredit: optionalCode(codesOf(LETTER_OF_CREDIT)),
  creditNo: text(APPLICATION_LIMITS.shortText),
  surveyAgent: text(APPLICATION_LIMITS.surveyAgent),
  /** A `classificationSociety` base-data code (CCS, LR…; 99 other/unknown). */
  iacsClass: text(16),
  shipAge: shipAgeField,
  courierCompany: text(APPLICATION_LIMITS.shortText),
  trackingNo: text(APPLICATION_LIMITS.shortText),
});

export const ZInsuranceSection = z.object({
  /** A main clause of the product (MAIN_CLAUSES, e.g. ICC_A). */
  mainClause: text(40),
  riders: z.array(ZRiderInput).max(APPLICATION_LIMITS.riders).nullish(),
  currencyCode: optionalCode(codesOf(CURRENCIES)),
  invoiceAmount: amountText,
  additionPercent: percentText,
  /** What the page showed; the server computes its own and never uses these. */
  insuredAmount: amountText,
  rate: text(20),
  premium: amountText,
  claimPayableAt: text(APPLICATION_LIMITS.claimPayableAt),
});

export const ZSpecialAgreement = z.object({
  agreementType: z.enum(SPECIAL_AGREEMENT_TYPES),
  /** Code of a fixed or semi-fixed agreement; none for free text. */
  agreementCode: text(8),
  /** The value filled into a semi-fixed agreement, or the free text. */
  agreementText: unitsText((value) => validateTextUnits(value, APPLICATION_LIMITS.agreementTextUnits)),
});

export const ZOtherSection = z.object({
  signDate: dateText,
  /** The customer confirms an insurance start date before today (anti-dated application). */
  antiDatedConfirmed: z.boolean().nullish(),
  /** 400 characters or 200 Chinese (SPEC §5). */
  declaration: unitsText(validateDeclarationText),
});

/** The form with every field optional, before the draft or full rules (sections are `.shape.basic`, …). */
export const ZApplicationForm = z.object({
  productCode: productCodeSchema,
  quotationNo: text(20),
  basic: ZBasicSection.prefault({}),
  applicant: ZApplicantSection.prefault({}),
  insured: ZInsuredSection.prefault({}),
  invoice: ZInvoiceSection.prefault({}),
  goods: ZGoodsSection.prefault({}),
  transport: ZTransportSection.prefault({}),
  insurance: ZInsuranceSection.prefault({}),
  specialAgreements: z.array(ZSpecialAgreement).max(APPLICATION_LIMITS.specialAgreements).nullish(),
  other: ZOtherSection.prefault({}),
  /**
   * Ids of files uploaded beforehand (POST /cargo/file/upload, each with its document type); at most one
   * per document type (SPEC §5). The server checks that each is a file of the account.
   */
  attachments: z.array(z.string().trim().min(1).max(64)).max(APPLICATION_LIMITS.attachments).nullish(),
});

/** The application form once parsed (drafts and full applications have the same shape). */
export type ApplicationForm = z.output<typeof ZApplicationForm>;
/** What the form holds before parsing. */
export type ApplicationFormInput = z.input<typeof ZApplicationForm>;

// ---------------------------------------------------------------------------------------------------
// Rules.

type Ctx = z.RefinementCtx<ApplicationForm>;
const issue = (ctx: Ctx, path: PropertyKey[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });
const requireFilled = (ctx: Ctx, value: unknown, path: PropertyKey[]) => {
  if (isBlank(value)) issue(ctx, path, 'validation.required');
};

/** The client kind, or the one implied by the ID type when the kind is not chosen yet. */
export const clientKindOf = (
  kind: string | null | undefined,
  idType: string | null | undefined,
): ClientKind =>
  kind === 'group' || kind === 'personal'
    ? kind
    : GROUP_ID_TYPES.some((t) => t.code === idType)
      ? 'group'
      : 'personal';

const checkClient = (
  ctx: Ctx,
  section: 'applicant' | 'insured',
  fields: {
    kind: string | null | undefined;
    idType: string | null | undefined;
    idNo: string | null | undefined;
  },
  names: { idType: string; idNo: string },
) => {
  if (isBlank(fields.idType)) return;
  const kind = clientKindOf(fields.kind, fields.idType);
  const typeResult = validateIdTypeForClient(kind, fields.idType);
  if (typeResult !== true) return issue(ctx, [section, names.idType], typeResult);
  if (isBlank(fields.idNo)) return;
  const numberResult = validateIdNumber(fields.idType, fields.idNo);
  if (numberResult !== true) issue(ctx, [section, names.idNo], numberResult);
};

/** Rules for every saved form, draft or full: cross-field checks on what is filled in. */
const checkFilledIn = (form: ApplicationForm, ctx: Ctx) => {
  const { applicant, insured, goods, basic } = form;
  checkClient(
    ctx,
    'applicant',
    { kind: applicant.appliType, idType: applicant.appliIdType, idNo: applicant.appliIdNo },
    { idType: 'appliIdType', idNo: 'appliIdNo' },
  );
  checkClient(
    ctx,
    'insured',
    { kind: insured.insuredType, idType: insured.insuredIdType, idNo: insured.insuredIdNo },
    { idType: 'insuredIdType', idNo: 'insuredIdNo' },
  );
  if (!isBlank(goods.majorCategory) && findGoodsCategory(goods.majorCategory) === undefined) {
    issue(ctx, ['goods', 'majorCategory'], 'insuring.error.goodsCategoryUnknown');
  } else if (
    !isBlank(goods.majorCategory) &&
    !isBlank(goods.subCategory) &&
    findGoodsSubcategory(goods.majorCategory, goods.subCategory) === undefined
  ) {
    issue(ctx, ['goods', 'subCategory'], 'insuring.error.goodsCategoryUnknown');
  }
  if (
    !isBlank(basic.insuranceBeginDate) &&
    !isBlank(basic.insuranceEndDate) &&
    basic.insuranceEndDate < basic.insuranceBeginDate
  ) {
    issue(ctx, ['basic', 'insuranceEndDate'], 'pricing.error.periodOrder');
  }
  (form.specialAgreements ?? []).forEach((agreement, index) => {
    const path = ['specialAgreements', index];
    if (agreement.agreementType === 'free') {
      requireFilledText(ctx, agreement.agreementText, [...path, 'agreementText']);
      return;
    }
    const known = findSpecialAgreement(agreement.agreementCode);
    if (known === undefined || known.type !== agreement.agreementType) {
      issue(ctx, [...path, 'agreementCode'], 'insuring.error.agreementUnknown');
    } else if (known.type === 'semiFixed') {
      requireFilledText(ctx, agreement.agreementText, [...path, 'agreementText']);
      if (validateTextUnits(agreement.agreementText, APPLICATION_LIMITS.agreementValueUnits) !== true)
        issue(ctx, [...path, 'agreementText'], 'validation.text.tooLong');
    }
  });
};

const requireFilledText = (ctx: Ctx, value: string | null | undefined, path: PropertyKey[]) => {
  if (isBlank(value)) issue(ctx, path, 'insuring.error.agreementTextRequired');
};

/** SPEC §5 draft rule. */
const checkDraftRequired = (form: ApplicationForm, ctx: Ctx) => {
  requireFilled(ctx, form.applicant.appliName, ['applicant', 'appliName']);
  requireFilled(ctx, form.applicant.appliIdType, ['applicant', 'appliIdType']);
  requireFilled(ctx, form.applicant.appliIdNo, ['applicant', 'appliIdNo']);
  requireFilled(ctx, form.insured.insuredName, ['insured', 'insuredName']);
  requireFilled(ctx, form.goods.majorCategory, ['goods', 'majorCategory']);
  requireFilled(ctx, form.goods.subCategory, ['goods', 'subCategory']);
};

/** Parcel post needs the courier and the tracking number. */
const PARCEL_PRODUCT_CODE = 'MP09110011';

/** What a full application needs on top of the draft rule. */
const checkFullRequired = (form: ApplicationForm, ctx: Ctx, today: string) => {
  checkDraftRequired(form, ctx);
  const { basic, applicant, insured, goods, transport, insurance, other } = form;
  requireFilled(ctx, basic.insuranceBeginDate, ['basic', 'insuranceBeginDate']);
  requireFilled(ctx, basic.insuranceEndDate, ['basic', 'insuranceEndDate']);
  requireFilled(ctx, applicant.appliType, ['applicant', 'appliType']);
  requireFilled(ctx, insured.insuredType, ['insured', 'insuredType']);
  requireFilled(ctx, insured.insuredIdType, ['insured', 'insuredIdType']);
  requireFilled(ctx, insured.insuredIdNo, ['insured', 'insuredIdNo']);
  requireFilled(ctx, goods.cargoName, ['goods', 'cargoName']);
  requireFilled(ctx, goods.goodsDescription, ['goods', 'goodsDescription']);
  requireFilled(ctx, insurance.mainClause, ['insurance', 'mainClause']);
  requireFilled(ctx, insurance.currencyCode, ['insurance', 'currencyCode']);
  requireFilled(ctx, insurance.invoiceAmount, ['insurance', 'invoiceAmount']);
  const product = findPricingProduct(form.productCode);
  // Carrier liability products insure the carrier's year or trip, not one shipment.
  if (product !== undefined && !isLiability(product.kind)) {
    requireFilled(ctx, transport.conveyanceName, ['transport', 'conveyanceName']);
    requireFilled(ctx, transport.carryMode, ['transport', 'carryMode']);
    requireFilled(ctx, transport.departureDate, ['transport', 'departureDate']);
    requireFilled(ctx, transport.departurePort, ['transport', 'departurePort']);
    requireFilled(ctx, transport.destinationPort, ['transport', 'destinationPort']);
    // SPEC §5: at least one of the invoice number and the bill of lading / waybill number.
    if (isBlank(transport.invoiceNo) && isBlank(transport.blNo)) {
      issue(ctx, ['transport', 'invoiceNo'], 'validation.invoiceOrBl.required');
    }
  }
  if (transport.letterOfCredit === '1' && isBlank(transport.creditNo)) {
    issue(ctx, ['transport', 'creditNo'], 'insuring.error.creditNoRequired');
  }
  if (form.productCode === PARCEL_PRODUCT_CODE) {
    requireFilled(ctx, transport.courierCompany, ['transport', 'courierCompany']);
    requireFilled(ctx, transport.trackingNo, ['transport', 'trackingNo']);
  }
  // An anti-dated start must be confirmed by the customer (and is referred to an underwriter).
  if (
    !isBlank(basic.insuranceBeginDate) &&
    basic.insuranceBeginDate < today &&
    other.antiDatedConfirmed !== true
  ) {
    issue(ctx, ['other', 'antiDatedConfirmed'], 'insuring.error.antiDatedNotConfirmed');
  }
};

/** A draft (B1): SPEC §5 draft rule; everything else optional but valid when filled in. */
export const ZDraftApplication = ZApplicationForm.superRefine(checkFilledIn).superRefine(checkDraftRequired);

/** A full application, as submitted (applyPolicy). `today` defaults to today in China. */
export const fullApplicationSchema = (today: () => string = () => todayInChina()) =>
  ZApplicationForm.superRefine(checkFilledIn).superRefine((form, ctx) =>
    checkFullRequired(form, ctx, today()),
  );
export const ZApplication = fullApplicationSchema();

// ---------------------------------------------------------------------------------------------------
// Derivations and the pricing input.

const RESIDENT_ID_FORMAT_TYPES: readonly string[] = [RESIDENT_ID_TYPE, '09'];

/**
 * Birthday and sex of personal clients holding a resident ID (or a residence permit numbered like one)
 * are derived from the number, whatever the form says (SPEC §3 "Derivations"); groups have neither.
 */
export function withDerivedClientFacts(form: ApplicationForm, today?: string): ApplicationForm {
  const derive = (
    kind: string | null | undefined,
    idType: string | null | undefined,
    idNo: string | null | undefined,
    birthday: string | null | undefined,
    sex: string | null | undefined,
  ): { birthday: string | null | undefined; sex: string | null | undefined } => {
    if (clientKindOf(kind, idType) === 'group') return { birthday: undefined, sex: undefined };
    if (idType != null && RESIDENT_ID_FORMAT_TYPES.includes(idType)) {
      const derived = deriveBirthdayAndSex(idNo, today === undefined ? undefined : { today });
      return derived
        ? { birthday: derived.birthday, sex: derived.sex }
        : { birthday: undefined, sex: undefined };
    }
    return { birthday, sex };
  };
  const a = form.applicant;
  const i = form.insured;
  const applicantFacts = derive(a.appliType, a.appliIdType, a.appliIdNo, a.appliBirthday, a.appliSex);
  const insuredFacts = derive(i.insuredType, i.insuredIdType, i.insuredIdNo, i.insuredBirthday, i.insuredSex);
  return {
    ...form,
    applicant: {
      ...a,
      appliBirthday: applicantFacts.birthday,
      appliSex: applicantFacts.sex as (typeof a)['appliSex'],
    },
    insured: {
      ...i,
      insuredBirthday: insuredFacts.birthday,
      insuredSex: insuredFacts.sex as (typeof i)['insuredSex'],
    },
  };
}

/** The parts of the form the price depends on (a quote request carries only these). */
export interface PricingFields {
  readonly productCode: string;
  readonly basic?: { readonly insuranceBeginDate?: string | null; readonly insuranceEndDate?: string | null };
  readonly goods?: { readonly majorCategory?: string | null; readonly subCategory?: string | null };
  readonly transport?: {
    readonly carryMode?: string | null;
    readonly departurePort?: string | null;
    readonly destinationPort?: string | null;
    readonly transitPort?: string | null;
    readonly letterOfCredit?: string | null;
    readonly iacsClass?: string | null;
    readonly shipAge?: number | null;
  };
  readonly insurance?: {
    readonly mainClause?: string | null;
    readonly riders?:
      | readonly { readonly riderCode: string; readonly riderSumInsured?: string | null }[]
      | null;
    readonly currencyCode?: string | null;
    readonly invoiceAmount?: string | null;
    readonly additionPercent?: string | null;
  };
}

const countryOfPort = (port: string | null | undefined): string | undefined =>
  port != null && LOCODE.test(port) ? port.slice(0, 2) : undefined;

/** The pricing engine's input for a form; the server adds the exchange rate and today's date. */
export function pricingInputOf(
  form: PricingFields,
  context: { readonly exchangeRate?: string | null; readonly today: string },
): PricingInput {
  const { basic = {}, goods = {}, transport = {}, insurance = {} } = form;
  const transit = countryOfPort(transport.transitPort);
  return {
    productCode: form.productCode,
    mainClause: insurance.mainClause ?? '',
    riders: (insurance.riders ?? []).map((rider) => ({
      code: rider.riderCode,
      sumInsured: rider.riderSumInsured,
    })),
    goods:
      isBlank(goods.majorCategory) || isBlank(goods.subCategory)
        ? null
        : { majorCode: goods.majorCategory, subCode: goods.subCategory },
    currency: insurance.currencyCode ?? '',
    invoiceAmount: insurance.invoiceAmount ?? '',
    additionPercent: insurance.additionPercent,
    letterOfCredit: transport.letterOfCredit === '1' ? '1' : '0',
    exchangeRate: context.exchangeRate,
    startDate: basic.insuranceBeginDate,
    endDate: basic.insuranceEndDate,
    today: context.today,
    conveyanceType: transport.carryMode,
    vessel: {
      age: transport.shipAge,
      classSociety: isBlank(transport.iacsClass) ? null : transport.iacsClass,
    },
    departureCountry: countryOfPort(transport.departurePort),
    destinationCountry: countryOfPort(transport.destinationPort),
    transitCountries: transit === undefined ? [] : [transit],
  };
}

const PRICING_FIELD_PATHS: Readonly<Record<string, readonly string[]>> = {
  productCode: ['productCode'],
  mainClause: ['insurance', 'mainClause'],
  goods: ['goods', 'subCategory'],
  currency: ['insurance', 'currencyCode'],
  exchangeRate: ['insurance', 'currencyCode'],
  invoiceAmount: ['insurance', 'invoiceAmount'],
  additionPercent: ['insurance', 'additionPercent'],
  startDate: ['basic', 'insuranceBeginDate'],
  today: ['basic', 'insuranceBeginDate'],
  endDate: ['basic', 'insuranceEndDate'],
  transportModes: ['transport', 'carryMode'],
  departureCountry: ['transport', 'departurePort'],
  destinationCountry: ['transport', 'destinationPort'],
  transitCountries: ['transport', 'transitPort'],
  'vessel.age': ['transport', 'shipAge'],
  'vessel.type': ['transport', 'carryMode'],
};

/** The form path of a pricing issue path ('riders.0.sumInsured' → insurance.riders.0.riderSumInsured). */
export function formPathOfPricingIssue(path: string): (string | number)[] {
  const rider = /^riders\.(\d+)(\.sumInsured)?$/.exec(path);
  if (rider) return ['insurance', 'riders', Number(rider[1]), rider[2] ? 'riderSumInsured' : 'riderCode'];
  const known = PRICING_FIELD_PATHS[path] ?? PRICING_FIELD_PATHS[path.split('.')[0] ?? ''];
  return known ? [...known] : path.split('.');
}

// ---------------------------------------------------------------------------------------------------
// Requests and responses of drafts and applications.

const ZId = z.coerce.number().int().positive().max(2_147_483_647);

/** Paging of every list (SPEC §9: page size 10 by default). */
export const ZPaging = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(DEFAULT_PAGE_SIZE),
};
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    list: z.array(row),
    total: z.number().int(),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
  });
export interface Page<T> {
  list: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** `{ id }` in a body or a path. */
export const ZIdParams = z.object({ id: ZId });
export type IdParams = z.infer<typeof ZIdParams>;

/**
 * POST tempApply: creates a draft, or with `id` saves a draft (B1) or an application pending modification
 * (B5). `requestKey` makes a repeated create answer the same draft.
 */
export const ZTempApplyRequest = z.object({
  id: ZId.optional(),
  requestKey: z.uuid().optional(),
  form: ZDraftApplication,
});
export type TempApplyRequest = z.infer<typeof ZTempApplyRequest>;

/** POST applyPolicy: submits a new form, or with `id` a draft or an application pending modification. */
export const ZApplyPolicyRequest = z.object({
  id: ZId.optional(),
  requestKey: z.uuid(),
  form: ZApplication,
});
export type ApplyPolicyRequest = z.infer<typeof ZApplyPolicyRequest>;

/** POST /cargo/backoffice/review/{id}: 00 approve (→ B3), 01 reject (→ B6). */
export const ZReviewDecisionRequest = z.object({
  result: z.enum(['00', '01']),
  comment: z.string().trim().max(500).optional(),
});
export type ReviewDecisionRequest = z.infer<typeof ZReviewDecisionRequest>;

export const ZCopyPolicyRequest = z.object({
  policyNo: z
    .string()
    .trim()
    .regex(/^\d{20}$/, 'validation.policyNo.length'),
});
export type CopyPolicyRequest = z.infer<typeof ZCopyPolicyRequest>;

export const ZBatchIdsRequest = z.object({ ids: z.array(ZId).min(1).max(100) });
export type BatchIdsRequest = z.infer<typeof ZBatchIdsRequest>;
