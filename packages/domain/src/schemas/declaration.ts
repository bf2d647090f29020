/**
 * Transport declarations under an open policy (SPEC §2 /transport-declaration, /fill-transport-declaration,
 * /batch-declaration; §3 "Declaration (certificate)"; §4 declaration outcomes; §5 declaration rules).
 * One schema, `ZDeclaration`, checks a shipment wherever it comes from: the web form, POST submit and each
 * row of a batch file. Rules that need the open policy are in `openPolicyIssues`, the self-check that sends
 * a declaration to manual review in `selfCheckReasons`. Decisions: docs/business-rules.md "Declarations".
 */

export * from './declaration/answers.ts';
export * from './declaration/codes.ts';
export * from './declaration/fields.ts';
export * from './declaration/review.ts';
export * from './declaration/rules.ts';
