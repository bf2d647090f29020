import { z } from 'zod';
import { codesOf } from '../codes/code-list.ts';
import { productCodeSchema } from '../codes/code-schemas.ts';
import { CURRENCIES } from '../codes/currency.ts';
import { CLIENT_KINDS, ID_TYPES, SEXES } from '../codes/id-type.ts';
import { SPECIAL_AGREEMENT_TYPES } from '../codes/special-agreement.ts';
import { CONVEYANCE_TYPES, LETTER_OF_CREDIT } from '../codes/transport.ts';
import {
  CARGO_NAME_MAX_UNITS,
  GOODS_DESCRIPTION_MAX_UNITS,
  validateCargoName,
  validateDeclarationText,
  validateGoodsDescription,
  validateTaxNumber,
  validateTextUnits,
} from '../validation/text-length.ts';
import { validateUscc } from '../validation/uscc.ts';
import {
  amountText,
  BANK_ACCOUNT,
  dateText,
  EMAIL,
  idNumberText,
  mobileText,
  optionalCode,
  PHONE,
  percentText,
  portText,
  shipAgeField,
  text,
  unitsText,
} from './application-fields.ts';

export {
  findSpecialAgreement,
  SPECIAL_AGREEMENT_TYPES,
  SPECIAL_AGREEMENTS,
  type SpecialAgreementType,
  specialAgreementTextKey,
} from '../codes/special-agreement.ts';

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

const emailText = text(APPLICATION_LIMITS.email, (value) =>
  EMAIL.test(value) ? true : 'insuring.error.emailInvalid',
);

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
