import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The portal's one font, Noto Sans SC (regular weight, 10 MB TTF from `@expo-google-fonts/noto-sans-sc`): it has
 * both Chinese and Latin letters. PDF documents write with it and the login's image codes are drawn from its
 * glyph outlines. It is read from disk and parsed by fontkit (pdfkit's own font reader) once per process, on
 * first use, not at the server's start.
 */

/** A fontkit glyph: its id, the characters it was made for, its outline and advance (font units). */
export type Glyph = { id: number; codePoints: number[]; path: GlyphPath; advanceWidth: number };

/** A fontkit outline: canvas-style commands (`moveTo`, `lineTo`, `quadraticCurveTo`, `bezierCurveTo`, `closePath`) on points in font units, y up. */
export type GlyphPath = { commands: readonly { command: string; args: readonly number[] }[] };

/** A font parsed by fontkit. */
export type PortalFont = {
  unitsPerEm: number;
  layout: (text: string) => unknown;
  getGlyph: (id: number, codePoints?: number[]) => Glyph;
  glyphForCodePoint: (codePoint: number) => Glyph;
};

const fontPath = createRequire(import.meta.url).resolve(
  '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
);
const sameCodePoints = (left: readonly number[], right: readonly number[]) =>
  left.length === right.length && left.every((codePoint, index) => codePoint === right[index]);

/**
 * fontkit keeps one glyph object per glyph id with the characters of its first use, and pdfkit maps a glyph
 * back to text (ToUnicode) by those characters. Noto Sans SC draws "·" (U+00B7) and "•" (U+2022) with one
 * glyph, so once any document of the process had written "•", every later "·" read back as "•". Here a glyph
 * asked for other characters answers them (a view on the cached glyph, which keeps its cached metrics).
 */
const withOwnCodePoints = (font: PortalFont): PortalFont => {
  const cachedGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = cachedGlyph(id, codePoints);
    if (codePoints.length === 0 || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints, enumerable: true } }) as Glyph;
  };
  return font;
};

let parsedFont: Promise<PortalFont> | undefined;

/** The parsed font, shared by every document and image of the process. */
export const loadPortalFont = (): Promise<PortalFont> => {
  parsedFont ??= Promise.all([readFile(fontPath), import('fontkit')]).then(([bytes, fontkit]) =>
    withOwnCodePoints(fontkit.create(bytes) as PortalFont),
  );
  return parsedFont;
};
