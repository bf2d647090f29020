import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by `platform/pdf.ts`, for tests: pdfkit writes text in an embedded font as glyph
 * ids (`[<0001 0002> 12 <0003>] TJ`) and maps them back to Unicode in the font's ToUnicode CMap. This reads
 * every stream (inflating compressed ones), builds the map from the CMaps and decodes the glyph strings of
 * the text operators, one line of text per operator. It knows only what pdfkit writes with one font.
 */

/** A stream's dictionary (with its byte length) up to the start of its bytes. */
const STREAM_START = /\/Length (\d+)\b[^>]*>>\s*stream\r?\n/g;

/** Every stream's content, read by its length: inflated when it inflates, else as written (`compress: false`). */
const streamsOf = (pdf: Buffer): string[] =>
  [...pdf.toString('latin1').matchAll(STREAM_START)].map((match) => {
    const start = match.index + match[0].length;
    const body = pdf.subarray(start, start + Number(match[1]));
    try {
      return inflateSync(body).toString('latin1');
    } catch {
      return body.toString('latin1');
    }
  });

const codePointsOf = (hex: string) => {
  const units = hex.match(/[0-9a-f]{4}/gi)?.map((unit) => Number.parseInt(unit, 16)) ?? [];
  return String.fromCharCode(...units);
};

/** Glyph id → text, from `beginbfrange` sections (`<start> <end> [<u> <u> …]` or `<start> <end> <u>`). */
const glyphMapOf = (streams: readonly string[]) => {
  const map = new Map<number, string>();
  for (const stream of streams.filter((text) => text.includes('beginbfrange'))) {
    const ranges = stream.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f]+>)/gi);
    for (const [, start = '0', end = '0', target = ''] of ranges) {
      const from = Number.parseInt(start, 16);
      const to = Number.parseInt(end, 16);
      if (target.startsWith('[')) {
        const entries = [...target.matchAll(/<([0-9a-f\s]*)>/gi)].map(([, hex = '']) => codePointsOf(hex));
        entries.forEach((text, offset) => {
          map.set(from + offset, text);
        });
      } else {
        const first = Number.parseInt(target.slice(1, -1), 16);
        for (let glyph = from; glyph <= to; glyph += 1)
          map.set(glyph, String.fromCharCode(first + glyph - from));
      }
    }
  }
  return map;
};

/** The document's text, one line per text operator. */
export const pdfText = (pdf: Buffer): string => {
  const streams = streamsOf(pdf);
  const glyphs = glyphMapOf(streams);
  const decode = (hex: string) =>
    (hex.match(/[0-9a-f]{4}/gi) ?? []).map((id) => glyphs.get(Number.parseInt(id, 16)) ?? '').join('');
  const lines: string[] = [];
  for (const stream of streams) {
    for (const [, operand = ''] of stream.matchAll(/(\[[^\]]*\]|<[0-9a-f]*>)\s*T[Jj]/gi)) {
      lines.push([...operand.matchAll(/<([0-9a-f]*)>/gi)].map(([, hex = '']) => decode(hex)).join(''));
    }
  }
  return lines.join('\n');
};
