import { readAnswerEnvelope } from './gateway-rules.ts';
import { beginLoading, endLoading } from './loading.ts';
import {
  appendQuery,
  buildUrl,
  decodeHeader,
  type EnvelopeParts,
  gateway,
  gatewayHeaders,
  type QueryParams,
  type RequestOptions,
  rejectFailedAnswer,
} from './request.ts';
import { requestSignal } from './request-signal.ts';

/**
 * File transfers through the gateway with the request wrapper's rules (SPEC §7–8): portal token and gray
 * headers, the session cookie, the 60 s timeout, the loading mask, and the same reaction to a failure
 * (session end, maintenance dialog, error dialog with code and traceId).
 */

/**
 * Multipart upload of one file (field `file`, plus text fields and an optional query); resolves with the
 * envelope's data.
 */
export const uploadFile = <T>(
  path: string,
  file: Blob,
  options: RequestOptions & { fileName?: string; fields?: Record<string, string>; query?: QueryParams } = {},
): Promise<T> => {
  const { fileName, fields = {}, query, ...requestOptions } = options;
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, fileName ?? (file instanceof File ? file.name : 'upload'));
  // The wrapper sends FormData as is (the browser sets the multipart boundary).
  return gateway.post<T>(appendQuery(path, query), body, requestOptions);
};

export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header: the UTF-8 `filename*` first (RFC 6266 / 5987). */
export const fileNameOf = (disposition: string | null, fallback: string): string => {
  if (!disposition) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1];
  return plain?.trim() || fallback;
};

const isEnvelope = (response: Response) =>
  (response.headers.get('content-type') ?? '').toLowerCase().includes('application/json');

/** GET a file. A JSON answer is the gateway's error envelope and is handled like any failed call. */
export const fetchFile = async (
  path: string,
  query?: QueryParams,
  options: RequestOptions & { fallbackName?: string } = {},
): Promise<DownloadedFile> => {
  const { loading = true, signal, fallbackName = 'download', hideError, documentNo } = options;
  const call = requestSignal(signal);
  if (loading) beginLoading();

  let httpStatus = 0;
  let parts: EnvelopeParts = { code: undefined, message: undefined, traceId: undefined, data: undefined };
  let headerMessage: string | undefined;
  try {
    const response = await fetch(buildUrl(path, query), {
      method: 'GET',
      headers: gatewayHeaders('*/*'),
      credentials: 'include',
      signal: call.signal,
    });
    httpStatus = response.status;
    if (response.ok && !isEnvelope(response)) {
      const blob = await response.blob();
      return { blob, fileName: fileNameOf(response.headers.get('content-disposition'), fallbackName) };
    }
    headerMessage = decodeHeader(response.headers.get('error-message'));
    parts = await readAnswerEnvelope(response);
  } catch (cause) {
    // Cancelled by the caller: no message, the caller asked for it.
    if (call.cancelled()) throw cause;
    httpStatus = 0;
  } finally {
    if (loading) endLoading();
  }
  // A JSON answer to a download is a failure whatever its status: a file never comes as an envelope.
  return rejectFailedAnswer({ httpStatus, parts, headerMessage }, { hideError, documentNo });
};

/** Hands a blob to the browser as a download under the given name. */
export const saveFile = ({ blob, fileName }: DownloadedFile): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start reading the blob before it is released.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
};

/** GET a file and save it. */
export const downloadFile = async (
  path: string,
  query?: QueryParams,
  options: RequestOptions & { fallbackName?: string } = {},
): Promise<DownloadedFile> => {
  const file = await fetchFile(path, query, options);
  saveFile(file);
  return file;
};
