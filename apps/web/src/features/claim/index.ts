/** What other features may use of claims: the only way in from outside the folder. */
export { claimKeys } from './claim.api.ts';
export { ClaimBar, REPORT_NO } from './claim-bar.tsx';
export { ClaimCaseFacts } from './claim-case-facts.tsx';
export { ClaimGoodsLines, ClaimPolicyFacts, ClaimReportFacts } from './claim-facts.tsx';
export { ClaimHistory, ClaimProgress } from './claim-history.tsx';
export { ClaimDocumentRequests } from './claim-requests.tsx';
export { ClaimSettlementCard } from './claim-settlement-card.tsx';
export { ClaimStatusTag, FastClaimTag } from './claim-status-tag.tsx';
export { CLAIM_PATHS, COMPENSATION_QUERY_TYPE } from './report/report-paths.ts';
