import { GRAY_COOKIE, type MessageKey, SESSION_COOKIE } from '@cargo/domain';
import type { EndpointDeclaration, EndpointInput, EndpointOutput } from '@cargo/domain/api/endpoint';
import { currentLanguage } from '../i18n/i18n.ts';
import { translate } from '../i18n/index.ts';
import { getCookie, removeCookie } from '../lib/cookies.ts';
import { isPublicPath } from '../lib/public-paths.ts';
import { clearSessionMarker, hadSession } from '../lib/session-marker.ts';
import { getFeedback } from './feedback.ts';
import { GatewayError } from './gateway-error.ts';
import {
  buildUrl,
  decodeHeader,
  type EnvelopeParts,
  failureMessage,
  formatErrorContent,
  isGatewaySuccess,
  isMaintenance,
  isSessionEnd,
  type QueryParams,
  readAnswerEnvelope,
} from './gateway-rules.ts';
import { beginLoading, endLoading } from './loading.ts';
import { requestSignal } from './request-signal.ts';
import { isIdempotentCall, pause, type RetryableAnswer, retryPauseMs } from './retry.ts';

export { GatewayError, isGatewayError } from './gateway-error.ts';
// The rules and the error live in their own modules; callers keep importing them from here.
export * from './gateway-rules.ts';

/** SPEC §7: every request carries the portal's fixed token (also embedded in print and image URLs). */
export const PORTAL_TOKEN = 'cargo-portal-web-7f3c9a2e';
export const PORTAL_TOKEN_HEADER = 'x-portal-token';
export const GRAY_HEADER = 'x-gray';

/** The message dialogs/toasts of one session end are shown once, not once per parallel request. */
const SESSION_END_NOTICE_GAP_MS = 3000;

export interface RequestOptions {
  /** Do not show the error dialog; the caller handles the rejection (session end and maintenance still act). */
  hideError?: boolean;
  /** Show the full-page loading mask while the call runs (default true). */
  loading?: boolean;
  /** Prefix of the error message, e.g. the policy or application number the call was about. */
  documentNo?: string;
  /** Cancels the call without any message (e.g. TanStack Query's signal). */
  signal?: AbortSignal;
}

// ---------------------------------------------------------------------------------------------------
// Wiring to the app (set at startup)

export interface GatewayHooks {
  /** Clears the menu / user state and goes to /login (SPEC §4 logout, §8 session end). */
  onSessionExpired: () => void;
  /** The page the user is on; public pages keep the user there on a 401. */
  currentPath: () => string;
  /** Maintenance (code 88888) answered: the app shows its maintenance page; without it, a dialog. */
  onMaintenance?: (message: string) => void;
}

const hooks: GatewayHooks = {
  onSessionExpired: () => window.location.assign('/login'),
  currentPath: () => (typeof window === 'undefined' ? '/' : window.location.pathname),
};

export const configureGateway = (next: Partial<GatewayHooks>): void => {
  Object.assign(hooks, next);
};

/** In the UI language of the moment (the `lang` cookie makes server messages match it). */
const t = (key: MessageKey, params?: Record<string, string>): string =>
  translate(currentLanguage(), key, params);

let lastSessionEndNotice = Number.NEGATIVE_INFINITY;
let maintenanceOpen = false;

const endSession = (): void => {
  if (isPublicPath(hooks.currentPath())) return;
  const now = Date.now();
  if (now - lastSessionEndNotice < SESSION_END_NOTICE_GAP_MS) return;
  lastSessionEndNotice = now;
  removeCookie(SESSION_COOKIE);
  // A visitor who never logged in is just sent to /login; someone whose session ended is told why.
  if (hadSession()) getFeedback()?.message.error(t('error.-99'));
  clearSessionMarker();
  hooks.onSessionExpired();
};

const showMaintenance = (message: string | undefined): void => {
  if (hooks.onMaintenance) {
    hooks.onMaintenance(message?.trim() || t('error.88888'));
    return;
  }
  const feedback = getFeedback();
  if (maintenanceOpen || !feedback) return;
  maintenanceOpen = true;
  feedback.modal.warning({
    title: t('shell.request.maintenanceTitle'),
    content: message && message.trim() !== '' ? message : t('error.88888'),
    afterClose: () => {
      maintenanceOpen = false;
    },
  });
};

const showError = (content: string): void => {
  getFeedback()?.modal.error({
    title: t('shell.request.errorTitle'),
    content,
    className: 'portal-error-modal',
  });
};

/** SPEC §8 "Request-building failure": a persistent notice. */
const showBuildFailure = (): void => {
  getFeedback()?.notification.error({ title: t('shell.request.statusOther'), duration: 0 });
};

interface Prepared {
  url: string;
  init: RequestInit;
}

/** SPEC §7: the portal token on every request, the gray-release header when the gray cookie exists. */
export const gatewayHeaders = (accept = 'application/json'): Headers => {
  const headers = new Headers({ accept, [PORTAL_TOKEN_HEADER]: PORTAL_TOKEN });
  if (getCookie(GRAY_COOKIE) !== undefined) headers.set(GRAY_HEADER, '1');
  return headers;
};

export type GatewayMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** POST always sends a body (`{}` when none is given); PUT and DELETE only when one is given. */
const prepare = (method: GatewayMethod, url: string, body: unknown): Prepared => {
  const headers = gatewayHeaders();
  const init: RequestInit = { method, headers, credentials: 'include' };
  const hasBody = method === 'POST' || ((method === 'PUT' || method === 'DELETE') && body !== undefined);
  if (hasBody) {
    if (body instanceof FormData) {
      init.body = body;
    } else {
      headers.set('content-type', 'application/json');
      init.body = JSON.stringify(body ?? {});
    }
  }
  return { url, init };
};

/** One answer as read from the wire: HTTP status 0 when none came. */
interface WireAnswer extends FailedAnswer, Omit<RetryableAnswer, 'code'> {}

/** Sends the prepared call once; a call cancelled by the caller rejects with the cause, without a message. */
const fetchAnswer = async (prepared: Prepared, signal: AbortSignal | undefined): Promise<WireAnswer> => {
  const call = requestSignal(signal);
  const answer: WireAnswer = {
    httpStatus: 0,
    parts: { code: undefined, message: undefined, traceId: undefined, data: undefined },
    retryAfter: null,
    timedOut: false,
  };
  try {
    const response = await fetch(prepared.url, { ...prepared.init, signal: call.signal });
    answer.httpStatus = response.status;
    answer.headerMessage = decodeHeader(response.headers.get('error-message'));
    answer.retryAfter = response.headers.get('retry-after');
    answer.parts = await readAnswerEnvelope(response);
  } catch (cause) {
    // Cancelled by the caller: no message, the caller asked for it.
    if (call.cancelled()) throw cause;
    answer.httpStatus = 0;
    answer.timedOut = call.timedOut();
  }
  return answer;
};

/** The prepared call, or the SPEC §8 request-building failure. */
const prepareOrFail = (method: GatewayMethod, buildTarget: () => string, body: unknown): Prepared => {
  try {
    return prepare(method, buildTarget(), body);
  } catch {
    showBuildFailure();
    throw new GatewayError({
      message: t('shell.request.statusOther'),
      code: '',
      traceId: '',
      httpStatus: -1,
    });
  }
};

const send = async <T>(
  method: GatewayMethod,
  buildTarget: () => string,
  body: unknown,
  options: RequestOptions,
): Promise<T> => {
  const { hideError = false, loading = true, documentNo, signal } = options;
  const prepared = prepareOrFail(method, buildTarget, body);
  if (loading) beginLoading();
  let answer: WireAnswer;
  try {
    answer = await fetchAnswer(prepared, signal);
    // An idempotent call that got no answer, or "busy", is sent once more (api/retry.ts).
    const pauseMs = isIdempotentCall(method, body)
      ? retryPauseMs({ ...answer, code: answer.parts.code })
      : undefined;
    if (pauseMs !== undefined) {
      await pause(pauseMs, signal);
      // Cancelled while waiting: as when cancelled during the call, no message.
      if (signal?.aborted) throw signal.reason;
      answer = await fetchAnswer(prepared, signal);
    }
  } finally {
    if (loading) endLoading();
  }
  if (isGatewaySuccess(answer.httpStatus, answer.parts.code)) return answer.parts.data as T;
  return rejectFailedAnswer(answer, { hideError, documentNo });
};

/** A failed answer as read from the wire (HTTP status 0: no answer). */
export interface FailedAnswer {
  httpStatus: number;
  parts: EnvelopeParts;
  headerMessage?: string | undefined;
}

/**
 * The SPEC §8 reaction to a failed answer: session end, maintenance dialog, or the error dialog (unless
 * hidden); always throws a GatewayError. Shared with the file helpers (api/files.ts).
 */
export const rejectFailedAnswer = (
  { httpStatus, parts, headerMessage }: FailedAnswer,
  { hideError = false, documentNo }: Pick<RequestOptions, 'hideError' | 'documentNo'> = {},
): never => {
  const code = parts.code ?? '';
  const traceId = parts.traceId ?? '';
  const message = failureMessage({ httpStatus, serverMessage: parts.message, headerMessage, translate: t });

  const { data } = parts;

  if (isSessionEnd(httpStatus, code)) {
    endSession();
    throw new GatewayError({ message: parts.message || t('error.-99'), code, traceId, httpStatus, data });
  }
  if (isMaintenance(code)) {
    showMaintenance(parts.message);
    throw new GatewayError({ message: parts.message || t('error.88888'), code, traceId, httpStatus, data });
  }
  if (!hideError) showError(formatErrorContent({ message, documentNo, code, traceId, translate: t }));
  throw new GatewayError({ message, code, traceId, httpStatus, data });
};

/**
 * The error dialog of SPEC §8 for a call made with `hideError` whose caller decided to show it after all
 * (e.g. nothing of the answer could be put next to a field). Session end and maintenance were dealt with.
 */
export const showGatewayError = (error: GatewayError, documentNo?: string): void => {
  if (error.isSessionEnd || isMaintenance(error.code)) return;
  showError(
    formatErrorContent({
      message: error.message,
      documentNo,
      code: error.code,
      traceId: error.traceId,
      translate: t,
    }),
  );
};

/** THE request wrapper: resolves with the envelope's `data`, rejects with a GatewayError (SPEC §7–8). */
export const gateway = {
  post: <T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
    send<T>('POST', () => buildUrl(path), body, options),
  get: <T>(path: string, query?: QueryParams, options: RequestOptions = {}): Promise<T> =>
    send<T>('GET', () => buildUrl(path, query), undefined, options),
  /** PUT (e.g. SPEC §7 putDefault/{id}); a JSON body only when one is given. */
  put: <T>(path: string, body?: unknown, options: RequestOptions = {}): Promise<T> =>
    send<T>('PUT', () => buildUrl(path), body, options),
  delete: <T>(path: string, query?: QueryParams, options: RequestOptions = {}): Promise<T> =>
    send<T>('DELETE', () => buildUrl(path, query), undefined, options),
};

/**
 * A call through an endpoint's zod-free route (`@cargo/domain/api/first-screen-calls` for the login page and every
 * route, `portal-first-screen-calls` for the portal's shell and overview), which the endpoint's declaration
 * spreads: these calls are made before the page loads any schema, and so zod (issue 14). The declaration `E`,
 * imported as a type only, types the input and the answer. A route is a GET or a POST without path parameters or
 * a query beside its body (`first-screen-calls.test.ts`): the input is the GET's query or the POST's body. Every
 * other call goes through `call()` (endpoint-call.ts) with its declaration.
 */
export const callRoute = <E extends EndpointDeclaration>(
  route: Pick<E, 'method' | 'path'>,
  input: EndpointInput<E>,
  options: RequestOptions,
): Promise<EndpointOutput<E>> =>
  route.method === 'GET'
    ? gateway.get(route.path, input as QueryParams, options)
    : gateway.post(route.path, input, options);
