/** Where the claim screens live (SPEC §2 routes). */
export const CLAIM_PATHS = {
  /** Online claim reporting: the policy enquiry choosing a policy to report a loss on. */
  online: '/policy-query-download?type=compensation',
  /** The report page with nothing chosen: a number to start from and the drafts to continue. */
  start: '/report',
  report: (policyNo: string) => `/report?policyNo=${encodeURIComponent(policyNo)}`,
  draft: (draftId: number) => `/report?draft=${draftId}`,
  /** Claims enquiry. */
  enquiry: '/compensation',
  /** A claim, with its documents to upload. */
  detail: (reportNo: string) => `/claim-query/claim-detail?reportNo=${encodeURIComponent(reportNo)}`,
} as const;

/** The policy enquiry's query type of online claim reporting (/policy-query-download?type=compensation). */
export const COMPENSATION_QUERY_TYPE = 'compensation';

export { MONO } from '../../../ui/copyable-number.ts';
