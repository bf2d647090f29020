/*
 * Constants and types of the gateway envelope. No zod here: the web's entry chunk imports this module,
 * and a schema built at load time would bring zod onto the login page.
 */

/** SPEC §8: success is HTTP 200 with code 000000 (some services answer 00000). */
export const SUCCESS_CODE = '000000';
export const SUCCESS_CODES: readonly string[] = [SUCCESS_CODE, '00000'];
export const isSuccessCode = (code: string | undefined): boolean =>
  code !== undefined && SUCCESS_CODES.includes(code);

/** Error codes of the gateway. Each maps to an HTTP status on the server and a message in the catalogs. */
export const ERROR_CODES = {
  sessionExpired: '-99',
  maintenance: '88888',
  badRequest: '400000',
  notFound: '404000',
  forbidden: '403000',
  conflict: '409000',
  tooManyRequests: '429000',
  internal: '500000',
  overloaded: '503000',
  loginFailed: '401001',
  verifyCodeInvalid: '400101',
  accountNotMember: '404101',
  currentPasswordWrong: '400102',
  /** The customer API: no API key, or one unknown, revoked or expired. */
  apiKeyInvalid: '401101',
  /** The customer API: the Idempotency-Key was used with another request. */
  idempotencyMismatch: '422101',
  /** The customer API: an auto-insure rule of the open policy (or its default) refuses the shipment. */
  shipmentRefusedByRule: '422102',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/**
 * One field of a refused request: its path in the request (array positions as digit strings) and the
 * localised "Field: reason" text. An HTTP 400 answer carries them as `data.issues` beside the joined
 * `message`, so a form can put each one next to its field.
 */
export interface ErrorIssue {
  path: string[];
  message: string;
}

/** `data` of an HTTP 400 answer that names fields. */
export interface ErrorIssuesData {
  issues: ErrorIssue[];
}

export interface Envelope<T> {
  code: string;
  message: string;
  data: T;
  traceId: string;
}

/** Every gateway call goes through this prefix (SPEC §7). */
export const GATEWAY_PREFIX = '/gateway/icore-aaas.cloudInsuranceService';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_COOKIE = 'lang';
export const SESSION_COOKIE = 'Admin-Token';

/**
 * The element of the overview's page that holds, as JSON, the answers the server drew the overview with (issue 14):
 * the server writes it (apps/server/src/platform/overview-frame.ts), the web app reads it into its query cache.
 */
export const DRAWN_ANSWERS_ELEMENT_ID = 'portal-answers';
export const ACCOUNT_NAME_COOKIE = 'accountName';
export const GRAY_COOKIE = 'gray';
/** SPEC §9: language and account-name cookies live 7 days. */
export const LANGUAGE_COOKIE_DAYS = 7;
export const REQUEST_TIMEOUT_MS = 60000;
export const DEFAULT_PAGE_SIZE = 10;

export const parseLanguage = (value: string | undefined | null): Language | undefined => {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  if (lower.startsWith('zh')) return 'zh-CN';
  if (lower.startsWith('en')) return 'en-US';
  return undefined;
};
