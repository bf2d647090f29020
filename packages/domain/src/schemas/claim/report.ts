import { z } from 'zod';
import { parseDamageExtent, parseQuantity } from '../../claims/goods-loss.ts';
import { INCIDENT_TIME_PATTERN } from '../../claims/incident.ts';
import { LOSS_TYPE } from '../../codes/claim-causes.ts';
import {
  lossLocationTypeSchema,
  lossTypeSchema,
  settlementPreferenceSchema,
} from '../../codes/code-schemas.ts';
import { currencyByCode } from '../../codes/currency.ts';
import type { ValidationIssue } from '../../issues.ts';
import { parseAmount } from '../../pricing/money.ts';
import { mobileSchema } from '../../validation/mobile.ts';
import { isBlank } from '../../validation/result.ts';
import { ZYesNo } from '../account.ts';
import { issue, limitedText, optionalText, required, requiredText } from '../declaration/field-kinds.ts';
import { ZRecordId } from '../record-id.ts';

/**
 * A loss report (报案, SPEC §3 "Claim", §5; docs/business-rules.md "Reporting a loss"). The form, the draft and
 * the server check the same schema; rules that need the policy (cover period, causes of the plan, fast claim)
 * are the server's, with the functions of `claims/`.
 */
export const CLAIM_LIMITS = {
  reporterName: 50,
  email: 100,
  locationDetail: 200,
  description: 1000,
  propertyDamageDetail: 500,
  goodsName: 100,
  unit: 20,
  carrierName: 100,
  maxGoodsLines: 50,
  maxPersons: 999,
} as const;

/** Loss types whose goods must be listed (the settlement is calculated per line). */
export const GOODS_LOSS_TYPES: readonly string[] = [
  LOSS_TYPE.cargoDamage,
  LOSS_TYPE.shortage,
  LOSS_TYPE.totalLoss,
  LOSS_TYPE.constructiveTotalLoss,
];

const personCount = z.coerce
  .number({ error: 'error.fieldInvalid' })
  .int('error.fieldInvalid')
  .min(0, 'error.fieldInvalid')
  .max(CLAIM_LIMITS.maxPersons, 'error.fieldInvalid')
  .default(0);

const code = (pattern: RegExp) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || pattern.test(value), 'error.fieldInvalid')
    .default('');

/** A damaged goods line: name, quantity, unit price in the estimated-loss currency, damage extent in %. */
export const ZGoodsDamageLine = z.object({
  goodsName: requiredText(CLAIM_LIMITS.goodsName),
  /** Up to 3 decimals ("12.5"). */
  quantity: z.string(required).trim().min(1, required),
  unit: optionalText(CLAIM_LIMITS.unit),
  /** Exact decimal in the estimated-loss currency ("1200.00"). */
  unitPrice: z.string(required).trim().min(1, required),
  /** Whole percent, 1–100. */
  damageExtent: z.string(required).trim().min(1, required),
});
export type GoodsDamageLine = z.output<typeof ZGoodsDamageLine>;

const claimReportFields = z.object({
  /** The policy or the certificate (declaration under an open policy) the loss is reported on: 20 digits. */
  policyNo: z
    .string(required)
    .trim()
    .min(1, required)
    .regex(/^\d{20}$/, 'validation.policyNo.length'),
  reporterName: requiredText(CLAIM_LIMITS.reporterName),
  reporterMobile: mobileSchema,
  reporterEmail: requiredText(CLAIM_LIMITS.email).pipe(z.email('error.emailInvalid')),
  /** China time, 'YYYY-MM-DD HH:mm'. */
  incidentTime: z
    .string(required)
    .trim()
    .min(1, required)
    .regex(INCIDENT_TIME_PATTERN, 'validation.date.invalid'),
  lossType: lossTypeSchema,
  locationType: lossLocationTypeSchema,
  provinceCode: code(/^\d{2,6}$/),
  cityCode: code(/^\d{4,6}$/),
  districtCode: code(/^\d{6}$/),
  continentCode: code(/^[A-Z]{2}$/),
  countryCode: code(/^[A-Z]{2}$/),
  locationDetail: optionalText(CLAIM_LIMITS.locationDetail),
  causeLevel1: z
    .string(required)
    .trim()
    .regex(/^\d{2}$/, required),
  causeLevel2: z
    .string(required)
    .trim()
    .regex(/^\d{4}$/, required),
  description: requiredText(CLAIM_LIMITS.description),
  propertyDamage: ZYesNo.default('N'),
  propertyDamageDetail: optionalText(CLAIM_LIMITS.propertyDamageDetail),
  personalInjury: ZYesNo.default('N'),
  outpatientCount: personCount,
  /** Inpatient or disabled. */
  inpatientCount: personCount,
  deathCount: personCount,
  vehicleDamage: ZYesNo.default('N'),
  /** Exact decimal in `estimatedCurrency`. */
  estimatedLoss: z.string(required).trim().min(1, required),
  estimatedCurrency: z
    .string(required)
    .trim()
    .min(1, required)
    .refine((value) => currencyByCode(value) !== undefined, 'error.fieldInvalid'),
  settlementPreference: settlementPreferenceSchema,
  goodsLines: z
    .array(ZGoodsDamageLine)
    .max(CLAIM_LIMITS.maxGoodsLines, 'claim.error.tooManyGoodsLines')
    .default([]),
  /** The carrier held liable, for the notice of claim (document 34). */
  carrierName: limitedText(CLAIM_LIMITS.carrierName).default(''),
});
type ClaimReportFields = z.output<typeof claimReportFields>;

const locationIssues = (value: ClaimReportFields): ValidationIssue[] => {
  const needed =
    value.locationType === 'domestic'
      ? (['provinceCode', 'cityCode'] as const)
      : (['continentCode', 'countryCode'] as const);
  return needed.filter((field) => isBlank(value[field])).map((field) => issue(field, required));
};

const injuryIssues = (value: ClaimReportFields): ValidationIssue[] => {
  const persons = value.outpatientCount + value.inpatientCount + value.deathCount;
  if (value.personalInjury === 'Y' && persons === 0)
    return [issue('outpatientCount', 'claim.error.injuryCountMissing')];
  if (value.personalInjury === 'N' && persons > 0)
    return [issue('personalInjury', 'claim.error.injuryNotDeclared')];
  return [];
};

const goodsIssues = (value: ClaimReportFields, minorUnits: number): ValidationIssue[] => {
  if (value.goodsLines.length === 0) {
    return GOODS_LOSS_TYPES.includes(value.lossType)
      ? [issue('goodsLines', 'claim.error.goodsLinesRequired')]
      : [];
  }
  return value.goodsLines.flatMap((line, index) => {
    const at = (field: string, message: string): ValidationIssue => ({
      code: 'custom',
      path: ['goodsLines', index, field],
      message,
    });
    const found: ValidationIssue[] = [];
    const quantity = parseQuantity(line.quantity);
    if (!quantity.ok) found.push(at('quantity', quantity.error));
    const price = parseAmount(line.unitPrice, minorUnits);
    if (!price.ok) found.push(at('unitPrice', price.error));
    else if (price.value <= 0) found.push(at('unitPrice', 'pricing.error.amountNotPositive'));
    const extent = parseDamageExtent(line.damageExtent);
    if (!extent.ok) found.push(at('damageExtent', extent.error));
    return found;
  });
};

/** Cross-field rules of a report that need no policy. */
export const claimReportIssues = (value: ClaimReportFields): ValidationIssue[] => {
  const issues = [...locationIssues(value), ...injuryIssues(value)];
  if (!value.causeLevel2.startsWith(value.causeLevel1))
    issues.push(issue('causeLevel2', 'claim.error.causeMismatch'));
  if (value.propertyDamage === 'Y' && isBlank(value.propertyDamageDetail)) {
    issues.push(issue('propertyDamageDetail', required));
  }
  const currency = currencyByCode(value.estimatedCurrency);
  if (currency) {
    const amount = parseAmount(value.estimatedLoss, currency.minorUnits);
    if (!amount.ok) issues.push(issue('estimatedLoss', amount.error));
    else if (amount.value <= 0) issues.push(issue('estimatedLoss', 'pricing.error.amountNotPositive'));
    issues.push(...goodsIssues(value, currency.minorUnits));
  }
  return issues;
};

/** The report as the form holds it and `verify/checkSubmitReport` checks it. */
export const ZClaimReport = claimReportFields.superRefine((value, ctx) => {
  for (const found of claimReportIssues(value)) {
    ctx.addIssue({ code: 'custom', path: found.path, message: found.message });
  }
});
export type ClaimReport = z.output<typeof ZClaimReport>;
export type ClaimReportInput = z.input<typeof ZClaimReport>;

/**
 * Submitting a report (`submit/reportInfo`, `submitFastReport`): the report, the read-and-accept confirmation
 * (SPEC §5), the key that makes a double submit one claim, and the draft it came from (deleted with it).
 */
export const ZClaimSubmitRequest = z.object({
  report: ZClaimReport,
  accepted: z.literal(true, { error: 'claim.error.notAccepted' }),
  requestKey: z.uuid(),
  draftId: ZRecordId.optional(),
});
export type ClaimSubmitRequest = z.input<typeof ZClaimSubmitRequest>;
