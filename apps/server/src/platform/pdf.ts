import { businessNow, translate } from '@cargo/domain';
import { loadPortalFont } from './portal-font.ts';
import { rendersSpecimen } from './sandbox-account.ts';

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
  /**
   * Stamps every page "SPECIMEN — not valid / 样本 — 无效" (docs/business-rules.md "The sandbox"); by default,
   * whether the document is rendered for a sandbox account (`rendersSpecimen`).
   */
  readonly specimen?: boolean;
}

/** The stamp's text: both languages on every specimen, whatever the document's language. */
const SPECIMEN_TEXT = translate('en-US', 'sandbox.specimen');

/** A band across the top of the page and a large diagonal stamp across its middle, over the content. */
const stampPage = (doc: PdfDocument) => {
  const { width, height } = doc.page;
  doc.save();
  doc.rect(0, 0, width, 22).fill('#b42318');
  doc
    .fillColor('#ffffff')
    .fontSize(10)
    .text(SPECIMEN_TEXT, 0, 6, { width, align: 'center', lineBreak: false });
  doc.restore();
  doc.save();
  doc.rotate(-40, { origin: [width / 2, height / 2] });
  doc.fillColor('#b42318').fillOpacity(0.22).fontSize(34);
  doc.text(SPECIMEN_TEXT, 0, height / 2 - 20, { width, align: 'center', lineBreak: false });
  doc.restore();
};

/**
 * Stamps every page just before the document ends: its pages are kept (`bufferPages`) until then, so the stamp
 * lies over whatever each page holds, and a page added late is stamped too.
 */
const stampEveryPageAtEnd = (doc: PdfDocument) => {
  const end = doc.end.bind(doc);
  doc.end = () => {
    const range = doc.bufferedPageRange();
    for (let page = range.start; page < range.start + range.count; page += 1) {
      doc.switchToPage(page);
      stampPage(doc);
    }
    doc.flushPages();
    end();
  };
};

/** An A4 document with the font set, ready to write on; `end()` it, then await `bytes`. */
export const openPdf = async (options: PdfOptions): Promise<{ doc: PdfDocument; bytes: Promise<Buffer> }> => {
  const [font, PDFDocument] = await Promise.all([loadPortalFont(), loadPdfKit()]);
  const specimen = options.specimen ?? rendersSpecimen();
  const doc = new PDFDocument({
    bufferPages: specimen,
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
  if (specimen) stampEveryPageAtEnd(doc);
  return { doc, bytes };
};

/** Writes a whole document with `draw` and answers its bytes. */
export const renderPdf = async (options: PdfOptions, draw: (doc: PdfDocument) => void): Promise<Buffer> => {
  const { doc, bytes } = await openPdf(options);
  draw(doc);
  doc.end();
  return bytes;
};
