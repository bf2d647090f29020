import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { businessNow } from '@cargo/domain';

/**
 * PDF documents the portal generates (letters, policies): A4 pages written with pdfkit in Noto Sans SC, which
 * has both Chinese and Latin letters, so one font serves both languages. The font ships in an npm package
 * (`@expo-google-fonts/noto-sans-sc`, regular weight, 10 MB TTF); pdfkit embeds only the glyphs a document
 * uses, so a letter stays small. The font is read from disk and parsed once per process: the parsed font is
 * shared by every document (each keeps its own subset), and no document loads pdfkit's default Helvetica.
 */

export type PdfDocument = PDFKit.PDFDocument;

/** A fontkit glyph: its id and the characters it was made for. */
type Glyph = { id: number; codePoints: number[] };

/** A font parsed by fontkit (pdfkit's own font reader). */
type ParsedFont = {
  layout: (text: string) => unknown;
  getGlyph: (id: number, codePoints?: number[]) => Glyph;
};

/** The name the font is registered under in every document. */
export const PDF_FONT = 'NotoSansSC';

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
const withOwnCodePoints = (font: ParsedFont): ParsedFont => {
  const cachedGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints = []) => {
    const glyph = cachedGlyph(id, codePoints);
    if (codePoints.length === 0 || sameCodePoints(glyph.codePoints, codePoints)) return glyph;
    return Object.create(glyph, { codePoints: { value: codePoints, enumerable: true } }) as Glyph;
  };
  return font;
};

let parsedFont: Promise<ParsedFont> | undefined;
const loadFont = () => {
  parsedFont ??= Promise.all([readFile(fontPath), import('fontkit')]).then(([bytes, fontkit]) =>
    withOwnCodePoints(fontkit.create(bytes) as ParsedFont),
  );
  return parsedFont;
};

/**
 * pdfkit and fontkit are loaded on the first document, not at the server's start (about 50 MB of idle
 * memory, issue 14); Node loads each once.
 */
const loadPdfKit = async () => (await import('pdfkit')).default;

export interface PdfOptions {
  /** The document's title in its properties. */
  readonly title: string;
  /** False writes page contents uncompressed (for reading a document in a test). */
  readonly compress?: boolean;
}

/** An A4 document with the font set, ready to write on; `end()` it, then await `bytes`. */
export const openPdf = async (options: PdfOptions): Promise<{ doc: PdfDocument; bytes: Promise<Buffer> }> => {
  const [font, PDFDocument] = await Promise.all([loadFont(), loadPdfKit()]);
  const doc = new PDFDocument({
    size: 'A4',
    // No default font: pdfkit would parse Helvetica's metrics for each document.
    font: '',
    margins: { top: 56, bottom: 56, left: 64, right: 64 },
    compress: options.compress ?? true,
    info: { Title: options.title, Creator: 'Cargo Portal', CreationDate: businessNow() },
  });
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit takes a parsed fontkit font where its types say bytes.
  doc.registerFont(PDF_FONT, font as unknown as Buffer);
  doc.font(PDF_FONT);
  return { doc, bytes };
};

/** Writes a whole document with `draw` and answers its bytes. */
export const renderPdf = async (options: PdfOptions, draw: (doc: PdfDocument) => void): Promise<Buffer> => {
  const { doc, bytes } = await openPdf(options);
  draw(doc);
  doc.end();
  return bytes;
};
