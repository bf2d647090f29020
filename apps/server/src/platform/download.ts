/**
 * `Content-Disposition: attachment` with the UTF-8 file name (RFC 6266 / 5987) and a plain ASCII name for
 * old clients (`fallback` when the name is not printable ASCII).
 */
export const attachmentDisposition = (fileName: string, fallback: string) => {
  const plain = /^[\x20-\x7e]+$/.test(fileName) ? fileName.replace(/["\\]/g, '') : fallback;
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
};
