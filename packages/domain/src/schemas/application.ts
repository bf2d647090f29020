/**
 * Online applications (drafts and submitted applications), one responsibility per file:
 * - application-status.ts: the status codes by name (the one list is codes/status.ts);
 * - application-form.ts: the form, its sections and limits (field helpers in application-fields.ts);
 * - application-rules.ts: the draft and full rules, and the client facts derived from an ID number;
 * - application-pricing.ts: the pricing engine's input of a form and the form field of a pricing issue;
 * - application-requests.ts: requests, responses and paging.
 */
export * from './application-batch.ts';
export * from './application-form.ts';
export * from './application-pricing.ts';
export * from './application-requests.ts';
export * from './application-required.ts';
export * from './application-rules.ts';
export * from './application-status.ts';
