import { z } from 'zod';
import { correctionStatusSchema } from '../codes/code-schemas.ts';
import { CORRECTION_STATUSES, type CorrectionStatus } from '../codes/status.ts';
import { validateDateRangeQuery, validatePolicyNoQuery } from '../validation/query.ts';
import { isBlank, zodCheck } from '../validation/result.ts';
import {
  pageOf,
  ZApplicantSection,
  ZGoodsSection,
  ZInsuranceSection,
  ZInsuredSection,
  ZPaging,
  ZTransportSection,
} from './application.ts';
import { ZMoney } from './money.ts';
import { ZReferral } from './quotation.ts';
import { ZRecordIdText } from './record-id.ts';

/**
 * Corrections (endorsements, 批改) of an issued policy (SPEC §2 "Correction service", §4 correction types,
 * §7 "Correction"); rules in docs/business-rules.md "Corrections". The customer may ask for a whole-policy
 * correction (90001) of the shipment's facts and sum insured, the cancellation (00017) of a policy whose
 * cover has not started, its surrender (00006) once it has, and a change of the applicant (70001) or of the
 * insured (10001, the assignment of the policy). The other SPEC §4 types are not offered (each says why).
 */

export * from './correction-premium.ts';

export const CUSTOMER_CORRECTION_TYPES = ['90001', '00017', '00006', '70001', '10001'] as const;
export type CustomerCorrectionType = (typeof CUSTOMER_CORRECTION_TYPES)[number];
export const WHOLE_POLICY_CORRECTION = '90001';
export const CANCELLATION_CORRECTION = '00017';
export const SURRENDER_CORRECTION = '00006';
export const APPLICANT_CHANGE_CORRECTION = '70001';
export const INSURED_CHANGE_CORRECTION = '10001';
/** The named-party changes: 70001 the applicant, 10001 the insured (assignment to the buyer). */
export const PARTY_CHANGE_CORRECTIONS = [APPLICANT_CHANGE_CORRECTION, INSURED_CHANGE_CORRECTION] as const;
export const isPartyChange = (type: string): type is (typeof PARTY_CHANGE_CORRECTIONS)[number] =>
  (PARTY_CHANGE_CORRECTIONS as readonly string[]).includes(type);
/** The policy section a party change replaces. */
export const partySectionOf = (type: (typeof PARTY_CHANGE_CORRECTIONS)[number]) =>
  type === APPLICANT_CHANGE_CORRECTION ? 'applicant' : 'insured';

/**
 * SPEC §4 types this portal does not take, each refused with its reason
 * (`correction.error.typeNotOffered.<code>`, docs/business-rules.md "Corrections").
 */
export const NOT_OFFERED_CORRECTION_TYPES = ['90002', '60001', '80001', '90003'] as const;

const isCustomerType = (value: string): value is CustomerCorrectionType =>
  (CUSTOMER_CORRECTION_TYPES as readonly string[]).includes(value);

/** The requested type: one the customer may ask for; a SPEC type that is not offered says why. */
export const ZRequestedCorrectionType = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    if (isCustomerType(value)) return;
    const notOffered = (NOT_OFFERED_CORRECTION_TYPES as readonly string[]).includes(value);
    ctx.addIssue({
      code: 'custom',
      message: notOffered ? `correction.error.typeNotOffered.${value}` : 'error.fieldInvalid',
    });
  })
  .transform((value) => value as CustomerCorrectionType);

type CorrectionStatusEntry = (typeof CORRECTION_STATUSES)[number];
/** The name of a correction status in code: `pendingReview`, `effective`, `rejected`, `withdrawn`. */
export type CorrectionStatusKey = CorrectionStatusEntry['key'];

/** Correction application status codes by name, read from the one list (codes/status.ts). */
export const CORRECTION_STATUS = Object.fromEntries(
  CORRECTION_STATUSES.map((status) => [status.key, status.code]),
) as { readonly [S in CorrectionStatusEntry as S['key']]: S['code'] };
export type CorrectionStatusCode = CorrectionStatus;

/** The name of a status code (`E1` → `pendingReview`), undefined for a code the list does not hold. */
export const correctionStatusKeyOf = (code: string): CorrectionStatusKey | undefined =>
  CORRECTION_STATUSES.find((status) => status.code === code)?.key;

/** Only a correction under review may be withdrawn (correct/cancel). */
export const isCorrectionWithdrawable = (status: string) => status === CORRECTION_STATUS.pendingReview;
/** A rejected or withdrawn correction may be deleted, for good (SPEC §4); an effective one is history. */
export const isCorrectionDeletable = (status: string) =>
  status === CORRECTION_STATUS.rejected || status === CORRECTION_STATUS.withdrawn;

/** The facts a whole-policy correction may change. Product, parties, currency, clause and period may not. */
export const ZCorrectionChanges = z.object({
  goods: ZGoodsSection.pick({
    cargoName: true,
    goodsDescription: true,
    marks: true,
    packingCode: true,
  }).prefault({}),
  transport: ZTransportSection.pick({
    invoiceNo: true,
    blNo: true,
    conveyanceName: true,
    departureDate: true,
    departurePort: true,
    destinationPort: true,
    transitPort: true,
    surveyAgent: true,
    iacsClass: true,
    shipAge: true,
    courierCompany: true,
    trackingNo: true,
    creditNo: true,
  }).prefault({}),
  insurance: ZInsuranceSection.pick({
    invoiceAmount: true,
    additionPercent: true,
    riders: true,
    claimPayableAt: true,
  }).prefault({}),
});
export type CorrectionChanges = z.input<typeof ZCorrectionChanges>;
export type ParsedCorrectionChanges = z.output<typeof ZCorrectionChanges>;

/** The correctable fields of each section, in the order the page and a change list show them. */
export const CORRECTABLE_FIELDS = {
  goods: ['cargoName', 'goodsDescription', 'marks', 'packingCode'],
  transport: [
    'invoiceNo',
    'blNo',
    'conveyanceName',
    'departureDate',
    'departurePort',
    'destinationPort',
    'transitPort',
    'surveyAgent',
    'iacsClass',
    'shipAge',
    'courierCompany',
    'trackingNo',
    'creditNo',
  ],
  insurance: ['invoiceAmount', 'additionPercent', 'riders', 'claimPayableAt'],
} as const satisfies { [S in keyof ParsedCorrectionChanges]: readonly (keyof ParsedCorrectionChanges[S])[] };

export const CORRECTION_REASON_MAX = 500;

/**
 * POST /cargo/correct/preview (prices, writes nothing) and /cargo/correct/apply. `changes` is the whole set
 * of correctable fields as the customer wants them (unchanged ones included); a cancellation has none.
 * `requestKey` makes a double submit one correction.
 */
export const ZCorrectionRequest = z.object({
  policyId: ZRecordIdText,
  correctionType: ZRequestedCorrectionType,
  reason: z.string().trim().min(1, 'error.fieldRequired').max(CORRECTION_REASON_MAX),
  changes: ZCorrectionChanges.optional(),
  /** The new applicant (70001), checked like the application form's. */
  applicant: ZApplicantSection.optional(),
  /** The new insured (10001): the buyer the policy is assigned to. */
  insured: ZInsuredSection.optional(),
  /** Surrender (00006): the goods were never shipped, so the risk never attached (goes to review). */
  goodsNotShipped: z.boolean().optional(),
  requestKey: z.uuid().optional(),
});
export type CorrectionRequest = z.input<typeof ZCorrectionRequest>;

/** POST /cargo/correct/preview prices before the reason is written: the reason is optional there. */
export const ZCorrectionPreviewRequest = ZCorrectionRequest.omit({ requestKey: true }).extend({
  reason: z.string().trim().max(CORRECTION_REASON_MAX).optional(),
});
export type CorrectionPreviewRequest = z.input<typeof ZCorrectionPreviewRequest>;
/** What pricing a correction needs (preview and apply). */
export type CorrectionPricingRequest = Pick<
  z.output<typeof ZCorrectionRequest>,
  'policyId' | 'correctionType' | 'changes' | 'applicant' | 'insured' | 'goodsNotShipped'
>;

/** One changed field: `field` is the wire name (a `field.<name>` label key exists), values as shown. */
export const ZCorrectionChange = z.object({
  section: z.enum(['goods', 'transport', 'insurance', 'applicant', 'insured']),
  field: z.string(),
  label: z.string(),
  before: z.string(),
  after: z.string(),
});
export type CorrectionChange = z.infer<typeof ZCorrectionChange>;

/**
 * The price of a correction in the policy currency, exact decimal strings. `premiumDifference` is signed;
 * `additionalPremium` is what the customer owes, `returnPremium` what the insurer owes (never both).
 */
export const ZCorrectionPricing = z.object({
  currencyCode: z.string(),
  oldPremium: ZMoney,
  newPremium: ZMoney,
  premiumDifference: ZMoney,
  additionalPremium: ZMoney,
  returnPremium: ZMoney,
  /** Cancellation handling fee (5 % of the premium). */
  cancellationFee: ZMoney,
  oldInsuredAmount: ZMoney,
  newInsuredAmount: ZMoney,
  /** Cover has started (today is on or after the insurance start date): no returns, no cancellation. */
  isAfterDeparture: z.boolean(),
});
export type CorrectionPricing = z.infer<typeof ZCorrectionPricing>;

/** Answer of preview. `outcome`: what apply would do now. */
export const ZCorrectionPreview = z.object({
  policyId: z.number().int(),
  policyNo: z.string(),
  correctionType: z.string(),
  changes: z.array(ZCorrectionChange),
  pricing: ZCorrectionPricing,
  referrals: z.array(ZReferral),
  outcome: z.enum(['effective', 'pendingReview']),
  notices: z.array(z.string()),
});
export type CorrectionPreview = z.infer<typeof ZCorrectionPreview>;

/** Answer of correct/cancel, deleteEdrProcess and the underwriter's decision: where the correction stands. */
export const ZCorrectionStatusChange = z.object({
  id: z.number().int(),
  correctionNo: z.string(),
  /** The endorsement number (批单号), once effective. */
  endorsementNo: z.string().nullable(),
  status: z.string(),
  statusName: z.string(),
  message: z.string(),
});
export type CorrectionStatusChange = z.infer<typeof ZCorrectionStatusChange>;

/** Answer of apply: the preview as applied, and where the correction stands. */
export const ZCorrectionResult = ZCorrectionPreview.extend(ZCorrectionStatusChange.shape);
export type CorrectionResult = z.infer<typeof ZCorrectionResult>;

/**
 * GET /cargo/correct/able/{policyNo} (the 20-digit policy number): whether the policy may be corrected now
 * and how. `reason` says why not, in the caller's language. `current` holds the correctable fields as they
 * stand.
 */
export const ZCorrectability = z.object({
  policyId: z.number().int(),
  policyNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  insuredName: z.string(),
  currencyCode: z.string(),
  insuranceBeginDate: z.string(),
  insuranceEndDate: z.string(),
  premium: ZMoney,
  insuredAmount: ZMoney,
  isCorrectable: z.boolean(),
  reason: z.string().nullable(),
  allowedTypes: z.array(z.enum(CUSTOMER_CORRECTION_TYPES)),
  /** Types the customer could otherwise ask for that this policy does not allow now, with why. */
  unavailableTypes: z.array(z.object({ type: z.enum(CUSTOMER_CORRECTION_TYPES), reason: z.string() })),
  isAfterDeparture: z.boolean(),
  /** The policy's main clause (not correctable here): riders it already includes cannot be added. */
  mainClause: z.string(),
  current: ZCorrectionChanges,
  /** The applicant and insured as they stand (the party changes start from them). */
  parties: z.object({ applicant: ZApplicantSection, insured: ZInsuredSection }),
});
export type Correctability = z.infer<typeof ZCorrectability>;

/**
 * POST getEdrProcessListByExternal: the account's correction applications, newest first. Dates (on the
 * application day) are optional; when either is given the SPEC §5 range rules apply.
 */
export const ZCorrectionListQuery = z
  .object({
    ...ZPaging,
    policyNo: z.string().trim().superRefine(zodCheck(validatePolicyNoQuery)).optional(),
    correctionType: z.enum(CUSTOMER_CORRECTION_TYPES).or(z.literal('')).optional(),
    status: correctionStatusSchema.or(z.literal('')).optional(),
    startDate: z.string().trim().max(19).optional(),
    endDate: z.string().trim().max(19).optional(),
  })
  .superRefine(
    zodCheck(
      (q: { startDate?: string; endDate?: string }) =>
        isBlank(q.startDate) && isBlank(q.endDate) ? true : validateDateRangeQuery(q),
      ['startDate'],
    ),
  );
export type CorrectionListQuery = z.input<typeof ZCorrectionListQuery>;

export const ZCorrectionRow = z.object({
  id: z.number().int(),
  correctionNo: z.string(),
  endorsementNo: z.string().nullable(),
  policyId: z.number().int(),
  policyNo: z.string(),
  productCode: z.string(),
  productName: z.string(),
  insuredName: z.string(),
  correctionType: z.string(),
  correctionTypeName: z.string(),
  status: z.string(),
  statusName: z.string(),
  reason: z.string(),
  changes: z.array(ZCorrectionChange),
  pricing: ZCorrectionPricing,
  /** Why it is under review or was rejected, in the caller's language. */
  reviewReasons: z.array(z.string()),
  /** 'YYYY-MM-DD HH:mm:ss' China time. */
  appliedAt: z.string(),
  decidedAt: z.string().nullable(),
  canWithdraw: z.boolean(),
  canDelete: z.boolean(),
});
export type CorrectionRow = z.infer<typeof ZCorrectionRow>;
export const ZCorrectionListPage = pageOf(ZCorrectionRow);
export type CorrectionListPage = z.infer<typeof ZCorrectionListPage>;

/** POST deleteEdrProcess and correct/cancel. */
export const ZCorrectionIdRequest = z.object({ id: ZRecordIdText });

/** `{policyNo}` of correct/able, checkPolicyCorrect and checkPolicyUserLevl: a full 20-digit number. */
export const ZCorrectionPolicyParams = z.object({
  policyNo: z
    .string()
    .trim()
    .regex(/^\d{20}$/, 'validation.policyNo.length'),
});

/** GET checkPolicyCorrect/{policyNo}: the verify call of SPEC §7 (same check as correct/able). */
export const ZPolicyCorrectCheck = z.object({ isCorrectable: z.boolean(), reason: z.string().nullable() });
export type PolicyCorrectCheck = z.infer<typeof ZPolicyCorrectCheck>;

/** GET checkPolicyUserLevl/{policyNo}: false for a subordinate account's policy (switch to it first). */
export const ZPolicyUserLevelCheck = z.object({ isOwnPolicy: z.boolean(), reason: z.string().nullable() });
export type PolicyUserLevelCheck = z.infer<typeof ZPolicyUserLevelCheck>;

/** POST /cargo/backoffice/correction/{id}: an underwriter's decision on a correction under review. */
export const ZCorrectionDecisionRequest = z.object({
  decision: z.enum(['approve', 'reject']),
  comment: z.string().trim().max(CORRECTION_REASON_MAX).optional(),
});
export type CorrectionDecisionRequest = z.infer<typeof ZCorrectionDecisionRequest>;
export type CorrectionListQueryParsed = z.output<typeof ZCorrectionListQuery>;
export type CorrectionRequestParsed = z.output<typeof ZCorrectionRequest>;
