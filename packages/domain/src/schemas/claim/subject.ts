import { z } from 'zod';
import { ZMoney } from '../money.ts';

/**
 * What a loss is reported on (`selfServiceReport`): an issued policy of the account, or a declared certificate
 * under one of its open policies, with the facts the report and its rules need.
 */
export const ZClaimSubjectRequest = z.object({
  policyNo: z
    .string()
    .trim()
    .regex(/^\d{20}$/, 'validation.policyNo.length'),
});

export const CLAIM_SUBJECT_KINDS = ['policy', 'certificate'] as const;

export const ZClaimSubject = z.object({
  /** The number reported on: the policy number, or the certificate number. */
  policyNo: z.string(),
  kind: z.enum(CLAIM_SUBJECT_KINDS),
  /** The open policy a certificate was declared under; null for a policy. */
  openPolicyNo: z.string().nullable(),
  productCode: z.string(),
  productName: z.string(),
  /** The main clause; the accident causes offered depend on it. */
  planCode: z.string(),
  planName: z.string(),
  insuredName: z.string(),
  insuranceBeginDate: z.string(),
  insuranceEndDate: z.string(),
  currencyCode: z.string(),
  /** Sum insured, decimal string in `currencyCode`. */
  sumInsured: ZMoney,
  conveyance: z.string(),
  billOfLadingNo: z.string(),
  loadingPort: z.string(),
  dischargePort: z.string(),
  /** Whether a loss may be reported on it now; if not, why, in the caller's language. */
  reportable: z.boolean(),
  notReportableReason: z.string().nullable(),
  /** Claims already reported on it. */
  claimCount: z.number().int(),
  /** The insurer's fast-claim switch. */
  fastClaimEnabled: z.boolean(),
});
export type ClaimSubject = z.infer<typeof ZClaimSubject>;

export const ZClaimOption = z.object({ valueCode: z.string(), valueName: z.string() });
export const ZClaimOptions = z.array(ZClaimOption);

export const ZAccidentCauseQuery = z.object({
  planCode: z.string().trim().max(40),
  level1Code: z
    .string()
    .trim()
    .regex(/^\d{2}$/, 'error.fieldInvalid')
    .optional(),
});

/** `verify/checkSubmitReport` and `checkFastTrackClaims`: what submitting would do; writes nothing. */
export const ZClaimCheck = z.object({
  /** Fast claim: qualifies, and every reason it does not, in the caller's language. */
  fastClaimEligible: z.boolean(),
  fastClaimRefusals: z.array(z.object({ reason: z.string(), message: z.string() })),
  /** The estimated loss in CNY (decimal string) at the day's rate. */
  estimatedLossCny: ZMoney,
  /** The policy currency (ISO code), in which the deductible and the expected payout are given. */
  policyCurrency: z.string(),
  /** The policy's deductible (decimal string), taken once from the loss. */
  deductible: ZMoney,
  /** What the estimate would pay after the deductible, capped by the sum insured (decimal string). */
  expectedPayout: ZMoney,
  /** Things to know before submitting (the 3-day notice to the carrier…), in the caller's language. */
  warnings: z.array(z.string()),
  /** Last day of the written notice to the carrier (incident day + 3). */
  carrierNoticeDue: z.string(),
});
export type ClaimCheck = z.infer<typeof ZClaimCheck>;

export const ZHighQualityCustomer = z.object({
  highQuality: z.boolean(),
  claimsInLastYear: z.number().int(),
});
