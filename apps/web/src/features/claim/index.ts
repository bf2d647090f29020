/** What other features may use of claims: the only way in from outside the folder. */
export { claimKeys } from './claim.api.ts';
export { ClaimStatusTag } from './claim-status-tag.tsx';
export { CLAIM_PATHS, COMPENSATION_QUERY_TYPE } from './report/report-paths.ts';
