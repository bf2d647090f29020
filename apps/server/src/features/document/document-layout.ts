import type { PdfDocument } from '../../platform/pdf.ts';
import { drawQrCode } from './qr-code.ts';

/**
 * The insurer's layout shared by the policy and the certificate: insurer and title centred, the numbers on
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
  verification: { url: string; caption: string };
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

const drawVerification = (doc: PdfDocument, verification: PrintedDocument['verification']) => {
  const left = doc.page.margins.left;
  if (doc.y + QR_SIZE + 12 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 10;
  drawQrCode(doc, verification.url, left, top, QR_SIZE);
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
  drawHeader(doc, printed);
  doc.fontSize(9);
  for (const row of printed.rows) drawRow(doc, row);
  drawVerification(doc, printed.verification);
};
