import { ERROR_CODES, type ErrorCode } from '@cargo/domain';

const HTTP_STATUS: Record<ErrorCode, number> = {
  [ERROR_CODES.sessionExpired]: 401,
  [ERROR_CODES.maintenance]: 200,
  [ERROR_CODES.badRequest]: 400,
  [ERROR_CODES.notFound]: 404,
  [ERROR_CODES.forbidden]: 403,
  [ERROR_CODES.conflict]: 409,
  [ERROR_CODES.tooManyRequests]: 429,
  [ERROR_CODES.internal]: 500,
  [ERROR_CODES.overloaded]: 503,
  [ERROR_CODES.loginFailed]: 401,
  [ERROR_CODES.verifyCodeInvalid]: 400,
  [ERROR_CODES.accountNotMember]: 404,
  [ERROR_CODES.currentPasswordWrong]: 400,
  [ERROR_CODES.apiKeyInvalid]: 401,
  [ERROR_CODES.idempotencyMismatch]: 422,
  [ERROR_CODES.shipmentRefusedByRule]: 422,
};

/**
 * A field of the request and the message key of what is wrong with it: the answer names the field
 * ("Field: reason") and lists it in `data.issues` so a form can show it next to that field.
 */
export interface FieldIssue {
  readonly path: readonly (string | number)[];
  readonly messageKey: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

/**
 * A failure the caller should see. `messageKey` is looked up in the caller's language;
 * without it the code's own message (`error.<code>`) is used. With `issues`, the message is the issues'
 * "Field: reason" texts and the envelope's `data` lists them.
 */
export class AppError extends Error {
  readonly httpStatus: number;
  readonly issues: readonly FieldIssue[];
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string = `error.${code}`,
    readonly params: Record<string, string | number> = {},
    httpStatus?: number,
    issues: readonly FieldIssue[] = [],
  ) {
    super(messageKey);
    this.httpStatus = httpStatus ?? HTTP_STATUS[code];
    this.issues = issues;
  }
}

export const notFound = () => new AppError(ERROR_CODES.notFound);
export const badRequest = (messageKey: string, params: Record<string, string | number> = {}) =>
  new AppError(ERROR_CODES.badRequest, messageKey, params);

/** HTTP 400 naming each field: for problems only the server can see (unknown codes, balances, files). */
export const fieldErrors = (issues: readonly FieldIssue[]) =>
  new AppError(ERROR_CODES.badRequest, 'error.400000', {}, undefined, issues);

/** HTTP 400 naming one field. */
export const fieldError = (
  path: readonly (string | number)[],
  messageKey: string,
  params: Record<string, string | number> = {},
) => fieldErrors([{ path, messageKey, params }]);
