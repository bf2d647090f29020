/** fontkit (pdfkit's font reader) ships no types; the portal uses only `create`. */
declare module 'fontkit' {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
