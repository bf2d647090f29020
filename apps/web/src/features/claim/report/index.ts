/** What other features may use of claim reporting: the only way in from outside the folder. */
export { CompensationEntryNotice, ReportClaimButton } from './report-entry.tsx';
export { CLAIM_PATHS, COMPENSATION_QUERY_TYPE } from './report-paths.ts';
