import { z } from 'zod';
import { pageOf, ZPaging } from '../paging.ts';
import { ZRecordId, ZRecordIdText } from '../record-id.ts';
import { CLAIM_LIMITS } from './report.ts';

/**
 * A half-filled report kept as a draft (docs/business-rules.md "Claim drafts"): whatever has been typed, each
 * field within its length, nothing else checked — the report is checked when it is submitted. The form saves
 * it on its own while the customer types, so nothing is lost when the session ends.
 */
const text = (max: number) => z.string().max(max, 'validation.text.tooLong').optional();

export const ZClaimDraftGoodsLine = z.object({
  goodsName: text(CLAIM_LIMITS.goodsName * 2),
  quantity: text(30),
  unit: text(CLAIM_LIMITS.unit * 2),
  unitPrice: text(30),
  damageExtent: text(10),
});

export const ZClaimDraftForm = z.object({
  policyNo: text(20),
  reporterName: text(CLAIM_LIMITS.reporterName * 2),
  reporterMobile: text(20),
  reporterEmail: text(CLAIM_LIMITS.email),
  incidentTime: text(16),
  lossType: text(2),
  locationType: text(10),
  provinceCode: text(6),
  cityCode: text(6),
  districtCode: text(6),
  continentCode: text(2),
  countryCode: text(2),
  locationDetail: text(CLAIM_LIMITS.locationDetail * 2),
  causeLevel1: text(2),
  causeLevel2: text(4),
  description: text(CLAIM_LIMITS.description * 2),
  propertyDamage: text(1),
  propertyDamageDetail: text(CLAIM_LIMITS.propertyDamageDetail * 2),
  personalInjury: text(1),
  outpatientCount: text(4),
  inpatientCount: text(4),
  deathCount: text(4),
  vehicleDamage: text(1),
  estimatedLoss: text(30),
  estimatedCurrency: text(3),
  settlementPreference: text(1),
  goodsLines: z
    .array(ZClaimDraftGoodsLine)
    .max(CLAIM_LIMITS.maxGoodsLines, 'claim.error.tooManyGoodsLines')
    .optional(),
  carrierName: text(CLAIM_LIMITS.carrierName * 2),
});
export type ClaimDraftForm = z.infer<typeof ZClaimDraftForm>;

/** Saves a draft: a new one without `draftId`, else that draft (the newest save wins). */
export const ZClaimDraftSaveRequest = z.object({
  draftId: ZRecordId.optional(),
  /** Makes a repeated first save (a double click, a retry) one draft. */
  requestKey: z.uuid(),
  form: ZClaimDraftForm,
});

export const ZClaimDraftIdRequest = z.object({ draftId: ZRecordIdText });

export const ZClaimDraftSummary = z.object({
  draftId: z.number().int(),
  policyNo: z.string(),
  insuredName: z.string(),
  lossTypeName: z.string(),
  incidentTime: z.string(),
  /** 'YYYY-MM-DD HH:mm:ss' China time. */
  savedAt: z.string(),
});
export type ClaimDraftSummary = z.infer<typeof ZClaimDraftSummary>;

export const ZClaimDraft = ZClaimDraftSummary.extend({ form: ZClaimDraftForm });
export type ClaimDraft = z.infer<typeof ZClaimDraft>;

export const ZClaimDraftListQuery = z.object({ ...ZPaging });
export const ZClaimDraftPage = pageOf(ZClaimDraftSummary);

export const ZClaimDraftSaved = z.object({ draftId: z.number().int(), savedAt: z.string() });
