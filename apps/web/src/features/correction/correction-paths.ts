/** Where the correction screens live (SPEC §2 routes). */
export const CORRECTION_PATHS = {
  /** Online correction: the policy enquiry choosing a policy to correct. */
  online: '/policy-query-download?type=correct',
  apply: (policyNo: string) => `/policy-correction-apply/${encodeURIComponent(policyNo)}`,
  enquiry: '/pending-task/correcting',
  /** The policy enquiry showing one policy. */
  policy: (policyNo: string) => `/policy-query-download?policyNo=${encodeURIComponent(policyNo)}`,
} as const;

export { MONO } from '../../ui/copyable-number.ts';
