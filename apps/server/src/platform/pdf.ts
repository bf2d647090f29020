import { businessNow } from '@cargo/domain';
import { loadPortalFont } from './portal-font.ts';

/**
 * PDF documents the portal generates (letters, policies): A4 pages written with pdfkit in Noto Sans SC, which
 * has both Chinese and Latin letters, so one font serves both languages. The font ships in an npm package
 * (`@expo-google-fonts/noto-sans-sc`, regular weight, 10 MB TTF); pdfkit embeds only the glyphs a document
 * uses, so a letter stays small. The font is read from disk and parsed once per process: the parsed font is
 * shared by every document (each keeps its own subset), and no document loads pdfkit's default Helvetica.
 */

export type PdfDocument = PDFKit.PDFDocument;

/** The name the font is registered under in every document. */
export const PDF_FONT = 'NotoSansSC';

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
  const [font, PDFDocument] = await Promise.all([loadPortalFont(), loadPdfKit()]);
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
