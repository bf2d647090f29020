import contentDisposition from 'content-disposition';

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;

/**
 * `Content-Disposition: attachment` by the `content-disposition` package (RFC 6266). A printable ASCII name
 * goes as it is (`filename="…"`); any other name as UTF-8 `filename*=UTF-8''…` (RFC 5987) with a plain
 * `filename` for old clients: `fallback` (printable ASCII) for a non-ASCII name, the name without quotes
 * and backslashes for an ASCII one that has them. Only the last part of a path is sent (`C:\…\a.pdf`).
 */
export const attachmentDisposition = (fileName: string, fallback: string) =>
  contentDisposition(fileName, {
    type: 'attachment',
    fallback: PRINTABLE_ASCII.test(fileName) ? fileName.replace(/["\\]/g, '') : fallback,
  });

/** The same for a file shown in the browser (`inline`): an image or PDF opened in the page. */
export const inlineDisposition = (fileName: string, fallback: string) =>
  contentDisposition(fileName, {
    type: 'inline',
    fallback: PRINTABLE_ASCII.test(fileName) ? fileName.replace(/["\\]/g, '') : fallback,
  });
