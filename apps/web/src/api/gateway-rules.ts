import { ERROR_CODES, type ErrorIssue, GATEWAY_PREFIX, isSuccessCode, type MessageKey } from '@cargo/domain';

// The pure rules of SPEC §7–8 the request wrapper applies (unit tested in request.test.ts): what counts as
// success, session end and maintenance, how an answer is read and how its failure is worded.

/** SPEC §8: the gateway also answers 403 + 950102 when the session has been ended elsewhere. */
export const SESSION_KICKED_CODE = '950102';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type QueryParams = Record<string, QueryValue>;

/** The `data.issues` of a failed answer (HTTP 400 naming fields), read without trusting its shape. */
export const issuesOf = (data: unknown): ErrorIssue[] => {
  if (typeof data !== 'object' || data === null) return [];
  const list = (data as { issues?: unknown }).issues;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { path, message } = item as { path?: unknown; message?: unknown };
    return Array.isArray(path) &&
      path.every((segment) => typeof segment === 'string') &&
      typeof message === 'string'
      ? [{ path: path as string[], message }]
      : [];
  });
};

/** SPEC §8: success requires HTTP 200 and code 000000 or 00000. */
export const isGatewaySuccess = (httpStatus: number, code: string | undefined): boolean =>
  httpStatus === 200 && isSuccessCode(code);

/** SPEC §8 "Session end": HTTP 401 (whatever the code), or HTTP 403 with code 950102. */
export const isSessionEnd = (httpStatus: number, code: string | undefined): boolean =>
  httpStatus === 401 || (httpStatus === 403 && code === SESSION_KICKED_CODE);

/** SPEC §4: maintenance mode is signalled by code 88888. */
export const isMaintenance = (code: string | undefined): boolean => code === ERROR_CODES.maintenance;

/** SPEC §8 HTTP table: the text shown for a failed HTTP status when the server sent no message. */
export const statusTextKey = (httpStatus: number): MessageKey => {
  switch (httpStatus) {
    case 0:
      return 'shell.request.status0';
    case 401:
      return 'error.-99';
    case 403:
      return 'shell.request.status403';
    case 404:
      return 'shell.request.status404';
    case 405:
      return 'shell.request.status405';
    case 500:
      return 'shell.request.status500';
    default:
      return 'shell.request.statusOther';
  }
};

export interface EnvelopeParts {
  code: string | undefined;
  /** `message`, else `msg`; undefined when the body has neither. */
  message: string | undefined;
  traceId: string | undefined;
  data: unknown;
}

const asText = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** Reads `{ code, message | msg, data, traceId }` from any JSON body without trusting its shape. */
export const readEnvelope = (body: unknown): EnvelopeParts => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { code: undefined, message: undefined, traceId: undefined, data: undefined };
  }
  const record = body as Record<string, unknown>;
  return {
    code: asText(record.code),
    message: asText(record.message) ?? asText(record.msg),
    traceId: asText(record.traceId),
    data: record.data,
  };
};

/** The envelope of an answer's body (any body: not JSON reads as none), its trace id from the header if not inside. */
export const readAnswerEnvelope = async (response: Response): Promise<EnvelopeParts> => {
  const text = await response.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const parts = readEnvelope(json);
  parts.traceId ??= response.headers.get('x-trace-id') ?? undefined;
  return parts;
};

/**
 * The message of a failed call. HTTP 200 with a business code: the server's message, else
 * "request failed, retry" ("operation error, retry" when it sent an empty one). Other statuses: the
 * server's message when it sent an envelope, else a decoded error-message header, else the status text.
 */
export const failureMessage = (input: {
  httpStatus: number;
  serverMessage: string | undefined;
  headerMessage?: string | undefined;
  translate: (key: MessageKey) => string;
}): string => {
  const { httpStatus, serverMessage, headerMessage, translate } = input;
  if (httpStatus === 200) {
    if (serverMessage === undefined) return translate('shell.request.failed');
    return serverMessage.trim() === '' ? translate('shell.request.emptyMessage') : serverMessage;
  }
  if (httpStatus !== 0 && serverMessage !== undefined && serverMessage.trim() !== '') return serverMessage;
  if (httpStatus !== 0 && headerMessage) return headerMessage;
  return translate(statusTextKey(httpStatus));
};

/** "{documentNo}: {message}" then, on a second line, the error code and traceId. */
export const formatErrorContent = (input: {
  message: string;
  documentNo?: string;
  code: string;
  traceId: string;
  translate: (key: MessageKey, params?: Record<string, string>) => string;
}): string => {
  const { message, documentNo, code, traceId, translate } = input;
  const head = documentNo ? translate('shell.request.documentPrefix', { documentNo, message }) : message;
  const tail = [
    code ? translate('shell.request.errorCode', { code }) : '',
    traceId ? translate('shell.request.traceId', { traceId }) : '',
  ]
    .filter((part) => part !== '')
    .join('  ');
  return tail === '' ? head : `${head}\n${tail}`;
};

/** The URL with the query's parameters added (empty values left out, arrays joined by commas). */
export const appendQuery = (url: string, query?: QueryParams): string => {
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) search.append(name, value.join(','));
    else search.append(name, String(value));
  }
  const text = search.toString();
  return text === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${text}`;
};

export const buildUrl = (path: string, query?: QueryParams): string =>
  appendQuery(`${GATEWAY_PREFIX}${path.startsWith('/') ? path : `/${path}`}`, query);

export const decodeHeader = (value: string | null): string | undefined => {
  if (!value) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};
