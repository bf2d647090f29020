/**
 * Claims (SPEC §2 "Claims service", §3 "Claim", §5, §7 "Claims"): reporting a loss, drafts, fast claims, claim
 * documents and their checklist, enquiry, and the insurer's handling. Rules in `../claims/`; decisions in
 * docs/business-rules.md "Claims".
 */
export * from './claim/documents.ts';
export * from './claim/draft.ts';
export * from './claim/enquiry.ts';
export * from './claim/handling.ts';
export * from './claim/report.ts';
export * from './claim/subject.ts';
