import type { CodeOf } from './code-list.ts';

/**
 * Application (proposal) status, the one list of them: SPEC §4's codes plus two the SPEC does not name,
 * B6 rejected by the underwriter (final) and B7 cancelled by the customer (final, cannot be recovered).
 * `key` names the status in code (`APPLICATION_STATUS.pendingPayment`), see schemas/application-status.ts.
 */
export const APPLICATION_STATUSES = [
  { code: 'B1', key: 'draft', zh: '暂存', en: 'Draft saved' },
  { code: 'P1', key: 'issued', zh: '已出单', en: 'Policy issued' },
  { code: 'B3', key: 'pendingPayment', zh: '待支付', en: 'Pending payment' },
  { code: 'B4', key: 'pendingReview', zh: '待审核', en: 'Pending review' },
  { code: 'B5', key: 'pendingModification', zh: '待修改', en: 'Pending modification' },
  { code: 'H0', key: 'internalReview', zh: '核保中', en: 'Under review' },
  { code: 'B6', key: 'rejected', zh: '审核不通过', en: 'Rejected' },
  { code: 'B7', key: 'cancelled', zh: '已撤销', en: 'Cancelled' },
] as const;
export type ApplicationStatus = CodeOf<typeof APPLICATION_STATUSES>;

/** Review (underwriting audit) result (SPEC §4). */
export const REVIEW_RESULTS = [
  { code: '00', key: 'approved', zh: '审核通过', en: 'Approved' },
  { code: '01', key: 'failed', zh: '未通过', en: 'Failed' },
  { code: '02', key: 'pendingAudit', zh: '待审核', en: 'Pending audit' },
  { code: '03', key: 'pendingPayment', zh: '待支付', en: 'Pending payment' },
  { code: '04', key: 'pendingModification', zh: '待修改', en: 'Pending modification' },
  { code: '05', key: 'auditFailed', zh: '审核不通过', en: 'Audit failed' },
] as const;
/** Review result codes by name (`REVIEW_RESULT.approved` → '00'), read from the list above. */
export const REVIEW_RESULT = Object.fromEntries(
  REVIEW_RESULTS.map((result) => [result.key, result.code]),
) as {
  readonly [R in (typeof REVIEW_RESULTS)[number] as R['key']]: R['code'];
};
export type ReviewResult = CodeOf<typeof REVIEW_RESULTS>;

/** Policy status (SPEC §4). Code 02 is not used. */
export const POLICY_STATUSES = [
  { code: '01', zh: '批改中', en: 'In correction' },
  { code: '03', zh: '已到期未续保', en: 'Expired, not renewed' },
  { code: '04', zh: '已到期已续保', en: 'Expired, renewed' },
  { code: '05', zh: '已退保', en: 'Surrendered' },
  { code: '99', zh: '已注销', en: 'Cancelled' },
] as const;
export type PolicyStatus = CodeOf<typeof POLICY_STATUSES>;

/** Policy validity (SPEC §4). */
export const VALIDITIES = [
  { code: '01', zh: '未生效', en: 'Not yet effective' },
  { code: '02', zh: '已生效', en: 'In force' },
] as const;
export type Validity = CodeOf<typeof VALIDITIES>;

/** Correction (endorsement, 批改) types (SPEC §4). 70001 and 10001 are both a named-applicant change. */
export const CORRECTION_TYPES = [
  { code: '00006', zh: '退保', en: 'Surrender' },
  { code: '00017', zh: '注销', en: 'Cancellation' },
  { code: '90001', zh: '整单批改', en: 'Whole-policy correction' },
  { code: '90002', zh: '分期批改', en: 'Instalment correction' },
  { code: '60001', zh: '暂保单转正式保单', en: 'Temporary to formal policy' },
  { code: '90003', zh: '运输申报', en: 'Transport declaration' },
  { code: '70001', zh: '投保人变更', en: 'Named-applicant change' },
  { code: '10001', zh: '投保人变更', en: 'Named-applicant change' },
  { code: '80001', zh: '营业额申报', en: 'Turnover declaration' },
] as const;
export type CorrectionType = CodeOf<typeof CORRECTION_TYPES>;

/**
 * Correction application status (portal codes: SPEC §4 names none), the one list of them: `key` names
 * the status in code (`CORRECTION_STATUS.pendingReview`, the `correction.message.<key>` text), see
 * schemas/correction.ts.
 */
export const CORRECTION_STATUSES = [
  { code: 'E1', key: 'pendingReview', zh: '待审核', en: 'Pending review' },
  { code: 'E2', key: 'effective', zh: '已生效', en: 'Effective' },
  { code: 'E3', key: 'rejected', zh: '审核不通过', en: 'Rejected' },
  { code: 'E4', key: 'withdrawn', zh: '已撤回', en: 'Withdrawn' },
] as const;
export type CorrectionStatus = CodeOf<typeof CORRECTION_STATUSES>;
