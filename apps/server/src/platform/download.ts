import type { FastifyReply } from 'fastify';
import { XLSX_MIME } from './xlsx.ts';

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
/** A `%` followed by two hex digits: some browsers decode one in the plain `filename`. */
const HEX_ESCAPE = /%[0-9A-Fa-f]{2}/;

/** RFC 8187's attr-char set: what stays as it is in `filename*`; the rest is percent-encoded UTF-8. */
const encodeExtended = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;

/** The last part of a path (a browser may send `C:\…\name`). */
const baseName = (fileName: string) => fileName.split(/[\\/]/).pop() || fileName;

/**
 * `Content-Disposition` (RFC 6266). A printable ASCII name goes as it is (`filename="…"`); any other name, and
 * one with quotes, backslashes or something that looks percent-encoded, also as UTF-8 `filename*=UTF-8''…`
 * (RFC 8187), with a plain `filename` for old clients: `fallback` (printable ASCII) for a non-ASCII name, the
 * name without quotes and backslashes for an ASCII one. Only the last part of a path is sent.
 */
const disposition = (type: 'attachment' | 'inline', fileName: string, fallback: string) => {
  const name = baseName(fileName);
  const ascii = PRINTABLE_ASCII.test(name);
  const plain = quoted(ascii ? name : fallback);
  const needsExtended = !ascii || /["\\]/.test(name) || HEX_ESCAPE.test(name);
  return needsExtended
    ? `${type}; filename=${plain}; filename*=UTF-8''${encodeExtended(name)}`
    : `${type}; filename=${plain}`;
};

/** A file to download. */
export const attachmentDisposition = (fileName: string, fallback: string) =>
  disposition('attachment', fileName, fallback);

/** The same for a file shown in the browser (`inline`): an image or PDF opened in the page. */
export const inlineDisposition = (fileName: string, fallback: string) =>
  disposition('inline', fileName, fallback);

/** Sends a generated workbook as a download, never cached (UTF-8 file name, `fallback` for old clients). */
export const sendWorkbook = (
  reply: FastifyReply,
  file: { fileName: string; content: Buffer },
  fallback: string,
) =>
  reply
    .header('content-type', XLSX_MIME)
    .header('content-disposition', attachmentDisposition(file.fileName, fallback))
    .header('cache-control', 'no-store')
    .send(file.content);
