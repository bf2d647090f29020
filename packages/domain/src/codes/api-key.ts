import { type CodeOf, codesOf } from './code-list.ts';

/**
 * What an API key may do (docs/business-rules.md "The customer API"): each `/api/v1` endpoint names the one scope
 * it needs (`{ apiKey: scope }` of `api/endpoint.ts`); a key without it is answered 403.
 */
export const API_SCOPE_LIST = [
  { code: 'quote', zh: '询价', en: 'Quotes' },
  { code: 'declare', zh: '申报', en: 'Declare shipments' },
  { code: 'read', zh: '查阅保单和申报', en: 'Read policies and declarations' },
  { code: 'claims', zh: '理赔', en: 'Claims' },
  { code: 'documents', zh: '单证', en: 'Documents' },
  { code: 'webhooks', zh: '事件通知', en: 'Webhooks' },
] as const;

export type ApiScope = CodeOf<typeof API_SCOPE_LIST>;
export const API_SCOPES = codesOf(API_SCOPE_LIST);

/** Where a key acts: the account itself (live) or its sandbox twin. */
export const API_KEY_ENVIRONMENT_LIST = [
  { code: 'live', zh: '正式', en: 'Live' },
  { code: 'sandbox', zh: '沙箱', en: 'Sandbox' },
] as const;

export type ApiKeyEnvironment = CodeOf<typeof API_KEY_ENVIRONMENT_LIST>;
export const API_KEY_ENVIRONMENTS = codesOf(API_KEY_ENVIRONMENT_LIST);

/** The start of a key's secret per environment: `cp_live_…`, `cp_test_…`. */
export const API_KEY_SECRET_START: Record<ApiKeyEnvironment, string> = {
  live: 'cp_live_',
  sandbox: 'cp_test_',
};
