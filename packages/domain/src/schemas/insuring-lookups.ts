import { z } from 'zod';
import { ZPunishState } from './basedata-lookups.ts';
import { ZClientRecord } from './client.ts';
import { ZPolicyListRow } from './policy.ts';
import { ZQuoteResult } from './quotation.ts';

/**
 * Lookups of online insuring (SPEC §7 "Queries", "Quotation", "Correction", "Account"): a policy's
 * quotation, a client's record and punish state, whether a voucher can be modified, the account's policies
 * at a glance. Decisions in docs/business-rules.md "Insuring".
 */

const policyNoText = z
  .string()
  .trim()
  .min(1, 'error.fieldRequired')
  .regex(/^\d{20}$/, 'insuring.error.policyNoFull');

/** GET queryQuotationInfoByPolicyNo?policyNo= (the full 20 digits). */
export const ZPolicyNoQuery = z.object({ policyNo: policyNoText });
export type PolicyNoQuery = z.infer<typeof ZPolicyNoQuery>;

/** The price a policy was issued at (corrected since, if a correction changed it). */
export const ZPolicyQuotation = ZQuoteResult.extend({ policyNo: z.string() });
export type PolicyQuotation = z.infer<typeof ZPolicyQuotation>;

/** POST queryClientInfo: a client by exact ID number and/or exact name; at least one. */
export const ZClientInfoRequest = z
  .object({
    idNo: z.string().trim().max(30).optional(),
    clientName: z.string().trim().max(200).optional(),
  })
  .refine((request) => Boolean(request.idNo || request.clientName), {
    message: 'error.fieldRequired',
    path: ['idNo'],
  });
export type ClientInfoRequest = z.infer<typeof ZClientInfoRequest>;

export const ZClientInfo = z.object({
  /** The account's client records (applicants and insureds) with that identity; none when unknown. */
  clients: z.array(ZClientRecord),
  /** Whether the party may be insured online (isPunishState). */
  punish: ZPunishState,
});
export type ClientInfo = z.infer<typeof ZClientInfo>;

/** POST /cargo/verify/checkVoucherModify: an application number or a policy number of the account. */
export const ZVoucherModifyRequest = z.object({
  voucherNo: z.string().trim().min(1, 'error.fieldRequired').max(30),
});
export type VoucherModifyRequest = z.infer<typeof ZVoucherModifyRequest>;

export const ZVoucherModifyCheck = z.object({
  voucherNo: z.string(),
  voucherType: z.enum(['application', 'policy']),
  /** Application status (B1…) or, for a policy, its SPEC §4 policy status or null when normal. */
  status: z.string().nullable(),
  statusName: z.string(),
  modifiable: z.boolean(),
  /** How it can be changed instead, or why not, in the caller's language; null when modifiable. */
  reason: z.string().nullable(),
});
export type VoucherModifyCheck = z.infer<typeof ZVoucherModifyCheck>;

/** GET /tag/policy/myPolicy: the account's policies at a glance. */
export const ZMyPolicySummary = z.object({
  total: z.number().int(),
  /** Live policies by validity today: 02 in force, 01 not yet effective. */
  inForce: z.number().int(),
  notYetEffective: z.number().int(),
  /** Expired, surrendered or cancelled. */
  ended: z.number().int(),
  /** The five latest issued, newest first. */
  latest: z.array(ZPolicyListRow),
});
export type MyPolicySummary = z.infer<typeof ZMyPolicySummary>;
