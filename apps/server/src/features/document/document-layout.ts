import type { PdfDocument } from '../../platform/pdf.ts';
import { drawQrCode, type QrMatrix } from './qr-code.ts';

/**
 * The insurer's layout shared by every printed document (policy, certificate, application, draft,
 * correction inventory): insurer and title centred, the numbers on
 * the right, then one ruled row per printed field (label column, value column), and at the foot the QR code
 * with the verification caption. Sized so that a policy fits one A4 page.
 */

export type PrintedRow = readonly [label: string, value: string];

export interface PrintedDocument {
  insurerName: string;
  title: string;
  /** Document numbers printed under the title (policy No., endorsement No., …). */
  numbers: readonly PrintedRow[];
  rows: readonly PrintedRow[];
  /** A warning printed boxed in red under the numbers (a draft: "not a policy"). */
  notice?: string;
  /** A light diagonal mark across every page (a draft). */
  watermark?: string;
  /** Further titled parts after the rows (the correction inventory), each its own list of rows. */
  sections?: readonly { title: string; rows: readonly PrintedRow[] }[];
  /** Applications carry none: only policies and certificates are verifiable. */
  verification?: { url: string; caption: string; qr: QrMatrix };
}

const LABEL_WIDTH = 120;
const QR_SIZE = 84;
const RULE_COLOUR = '#b8b8b8';

const contentWidth = (doc: PdfDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

const drawHeader = (doc: PdfDocument, printed: PrintedDocument) => {
  doc.fontSize(13).text(printed.insurerName, { align: 'center' });
  doc.fontSize(16).text(printed.title, { align: 'center' });
  doc.moveDown(0.4).fontSize(9);
  for (const [label, value] of printed.numbers) doc.text(`${label}: ${value}`, { align: 'right' });
  doc.moveDown(0.3);
};

const NOTICE_COLOUR = '#a8071a';

const drawNotice = (doc: PdfDocument, notice: string) => {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  doc.fontSize(10);
  const height = doc.heightOfString(notice, { width: width - 16 }) + 10;
  const top = doc.y;
  doc.rect(left, top, width, height).lineWidth(1).strokeColor(NOTICE_COLOUR).stroke();
  doc.fillColor(NOTICE_COLOUR).text(notice, left + 8, top + 5, { width: width - 16, align: 'center' });
  doc.fillColor('#000000');
  doc.x = left;
  doc.y = top + height + 6;
};

const drawWatermark = (doc: PdfDocument, watermark: string) => {
  const { width, height } = doc.page;
  const { x, y } = doc;
  doc.save();
  doc.rotate(-35, { origin: [width / 2, height / 2] });
  doc.fontSize(54).fillColor(NOTICE_COLOUR).fillOpacity(0.12);
  doc.text(watermark, 0, height / 2 - 30, { width, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillOpacity(1).fillColor('#000000');
  doc.x = x;
  doc.y = y;
};

const drawSectionTitle = (doc: PdfDocument, title: string) => {
  if (doc.y + 60 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.8).fontSize(12).text(title, doc.page.margins.left, doc.y, { align: 'center' });
  doc.moveDown(0.3).fontSize(9);
};

const drawRow = (doc: PdfDocument, [label, value]: PrintedRow) => {
  const left = doc.page.margins.left;
  const valueWidth = contentWidth(doc) - LABEL_WIDTH - 8;
  const text = value.trim() === '' ? '—' : value;
  const height = Math.max(
    doc.heightOfString(label, { width: LABEL_WIDTH }),
    doc.heightOfString(text, { width: valueWidth }),
  );
  if (doc.y + height + 6 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 3;
  doc.fillColor('#444444').text(label, left, top, { width: LABEL_WIDTH });
  doc.fillColor('#000000').text(text, left + LABEL_WIDTH + 8, top, { width: valueWidth });
  doc.y = top + height + 3;
  doc
    .moveTo(left, doc.y)
    .lineTo(left + contentWidth(doc), doc.y)
    .lineWidth(0.4)
    .strokeColor(RULE_COLOUR)
    .stroke();
};

const drawVerification = (doc: PdfDocument, verification: NonNullable<PrintedDocument['verification']>) => {
  const left = doc.page.margins.left;
  if (doc.y + QR_SIZE + 12 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 10;
  drawQrCode(doc, verification.qr, left, top, QR_SIZE);
  // The same address as a link, for readers who open the PDF on screen.
  doc.link(left, top, QR_SIZE, QR_SIZE, verification.url);
  doc.fontSize(8).text(verification.caption, left + QR_SIZE + 10, top + 18, {
    width: contentWidth(doc) - QR_SIZE - 10,
  });
  doc.x = left;
  doc.y = top + QR_SIZE;
};

/** Writes a printed document on the (open) PDF. */
export const drawPrintedDocument = (doc: PdfDocument, printed: PrintedDocument) => {
  const { watermark } = printed;
  if (watermark !== undefined) {
    drawWatermark(doc, watermark);
    doc.on('pageAdded', () => drawWatermark(doc, watermark));
  }
  drawHeader(doc, printed);
  if (printed.notice !== undefined) drawNotice(doc, printed.notice);
  doc.fontSize(9);
  for (const row of printed.rows) drawRow(doc, row);
  for (const section of printed.sections ?? []) {
    drawSectionTitle(doc, section.title);
    for (const row of section.rows) drawRow(doc, row);
  }
  if (printed.verification !== undefined) drawVerification(doc, printed.verification);
};
