import { z } from 'zod';
import { claimCaseStatusSchema } from '../../codes/code-schemas.ts';
import { isValidDate } from '../../validation/dates.ts';
import { policyNoQuerySchema, reportNoQuerySchema } from '../../validation/query.ts';
import { ZMoney } from '../money.ts';
import { pageOf, ZPaging } from '../paging.ts';

const optionalDateQuery = z
  .string()
  .trim()
  .refine((value) => value === '' || isValidDate(value), 'validation.date.invalid')
  .optional();

/** Claims enquiry (`list`, SPEC §2 /compensation, §5 report-number rule). Report dates are China days. */
export const ZClaimListQuery = z
  .object({
    /** The full 20 digits, or the last 8. */
    reportNo: reportNoQuerySchema.optional(),
    /** The full 20 digits of the policy or certificate, or the last 4. */
    policyNo: policyNoQuerySchema.optional(),
    status: z.union([claimCaseStatusSchema, z.literal('')]).optional(),
    /** Reported from / to, 'YYYY-MM-DD'. */
    startDate: optionalDateQuery,
    endDate: optionalDateQuery,
    ...ZPaging,
  })
  .refine((query) => !query.startDate || !query.endDate || query.startDate <= query.endDate, {
    message: 'validation.dateRange.order',
    path: ['startDate'],
  });
export type ClaimListQuery = z.input<typeof ZClaimListQuery>;

export const ZClaimRow = z.object({
  reportNo: z.string(),
  policyNo: z.string(),
  insuredName: z.string(),
  productName: z.string(),
  lossType: z.string(),
  lossTypeName: z.string(),
  /** China time, 'YYYY-MM-DD HH:mm'. */
  incidentTime: z.string(),
  /** China time, 'YYYY-MM-DD HH:mm:ss'. */
  reportedAt: z.string(),
  estimatedLoss: ZMoney,
  estimatedCurrency: z.string(),
  status: z.string(),
  statusName: z.string(),
  fastClaim: z.boolean(),
  /** The payable amount once calculated (policy currency), else null. */
  payable: ZMoney.nullable(),
  currencyCode: z.string(),
  /** Expected or requested documents not uploaded yet. */
  missingDocuments: z.number().int(),
});
export type ClaimRow = z.infer<typeof ZClaimRow>;
export const ZClaimListPage = pageOf(ZClaimRow);

export const ZClaimReportNoRequest = z.object({
  reportNo: z
    .string()
    .trim()
    .regex(/^\d+$/, 'validation.reportNo.numeric')
    .regex(/^\d{20}$/, 'validation.reportNo.length'),
});

export const ZClaimGoodsLineView = z.object({
  lineNo: z.number().int(),
  goodsName: z.string(),
  quantity: z.string(),
  unit: z.string(),
  unitPrice: ZMoney,
  damageExtent: z.string(),
  /** quantity × unit price × extent, in the estimated-loss currency. */
  claimedLoss: ZMoney,
});

export const ZClaimHistoryEntry = z.object({
  action: z.string(),
  actionName: z.string(),
  status: z.string(),
  statusName: z.string(),
  note: z.string(),
  /** China time, 'YYYY-MM-DD HH:mm:ss'. */
  at: z.string(),
});

export const ZClaimSettlementLine = z.object({
  lineNo: z.number().int(),
  goodsName: z.string(),
  claimedLoss: ZMoney,
  assessedLoss: ZMoney,
});

export const ZClaimSettlement = z.object({
  currencyCode: z.string(),
  lines: z.array(ZClaimSettlementLine),
  totalClaimed: ZMoney,
  totalAssessed: ZMoney,
  deductible: ZMoney,
  payable: ZMoney,
  cappedBySumInsured: z.boolean(),
  /** CNY per one unit of the policy currency, and the payable amount in CNY. */
  exchangeRate: z.string(),
  payableCny: ZMoney,
  note: z.string(),
  calculatedAt: z.string(),
});
export type ClaimSettlement = z.infer<typeof ZClaimSettlement>;

export const ZClaimDocumentRequestView = z.object({
  typeCode: z.string(),
  typeName: z.string(),
  note: z.string(),
  requestedAt: z.string(),
  /** A file of the type has been uploaded since. */
  satisfied: z.boolean(),
});

/** `cliamDetail` (sic, SPEC §7): the report as made, its history, the settlement and the insurer's requests. */
export const ZClaimDetail = ZClaimRow.extend({
  /** Raised by each step the insurer takes: the handler's next step names it (optimistic concurrency). */
  version: z.number().int(),
  kind: z.enum(['policy', 'certificate']),
  planName: z.string(),
  sumInsured: ZMoney,
  insuranceBeginDate: z.string(),
  insuranceEndDate: z.string(),
  reporterName: z.string(),
  reporterMobile: z.string(),
  reporterEmail: z.string(),
  locationType: z.string(),
  /** The place in the caller's language: "浙江省 杭州市 西湖区 …" or "Asia, Japan, …". */
  locationName: z.string(),
  causeLevel1: z.string(),
  causeLevel2: z.string(),
  causeName: z.string(),
  description: z.string(),
  propertyDamage: z.enum(['Y', 'N']),
  propertyDamageDetail: z.string(),
  personalInjury: z.enum(['Y', 'N']),
  casualtyCount: z.number().int(),
  outpatientCount: z.number().int(),
  inpatientCount: z.number().int(),
  deathCount: z.number().int(),
  vehicleDamage: z.enum(['Y', 'N']),
  settlementPreference: z.string(),
  settlementPreferenceName: z.string(),
  carrierName: z.string(),
  carrierNoticeDue: z.string(),
  goodsLines: z.array(ZClaimGoodsLineView),
  history: z.array(ZClaimHistoryEntry),
  settlement: ZClaimSettlement.nullable(),
  documentRequests: z.array(ZClaimDocumentRequestView),
});
export type ClaimDetail = z.infer<typeof ZClaimDetail>;

/** What `submit/reportInfo` and `submitFastReport` answer. */
export const ZClaimSubmitResult = z.object({
  reportNo: z.string(),
  status: z.string(),
  statusName: z.string(),
  fastClaim: z.boolean(),
  reportedAt: z.string(),
  carrierNoticeDue: z.string(),
});
export type ClaimSubmitResult = z.infer<typeof ZClaimSubmitResult>;

/** `claim/globalSearch`: claims whose report, policy number or insured contains the keyword. */
export const ZClaimSearchRequest = z.object({
  keyword: z.string().trim().min(1, 'error.fieldRequired').max(50),
});
export const ZClaimSearchHit = ZClaimRow.pick({
  reportNo: true,
  policyNo: true,
  insuredName: true,
  status: true,
  statusName: true,
  reportedAt: true,
});
export const ZClaimSearchResult = z.array(ZClaimSearchHit);
