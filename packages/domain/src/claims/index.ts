export * from './causes.ts';
export * from './checklist.ts';
export * from './claim-settlement.ts';
export * from './fast-claim.ts';
export * from './goods-loss.ts';
export * from './incident.ts';
export * from './lifecycle.ts';
export * from './report-number.ts';
