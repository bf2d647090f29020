import type { PdfDocument } from '../../platform/pdf.ts';

/** The dark and light squares of a QR code, computed before drawing (the drawing itself is synchronous). */
export interface QrMatrix {
  size: number;
  isDark: (row: number, column: number) => boolean;
}

/**
 * `text` as a QR code (medium error correction). qrcode is imported on the first document, not at the
 * server's start (idle memory, issue 14); Node loads it once.
 */
export const qrMatrixOf = async (text: string): Promise<QrMatrix> => {
  const QRCode = (await import('qrcode')).default;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, isDark: (row, column) => Boolean(modules.get(row, column)) };
};

/** Draws a QR code of `size` points at (x, y), as vector squares. */
export const drawQrCode = (doc: PdfDocument, qr: QrMatrix, x: number, y: number, size: number) => {
  const quiet = 2;
  const cell = size / (qr.size + quiet * 2);
  doc.save().fillColor('#000000');
  for (let row = 0; row < qr.size; row += 1) {
    for (let column = 0; column < qr.size; column += 1) {
      if (qr.isDark(row, column)) {
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill().restore();
};

/** The text a QR code of the document holds: its verification page's address. */
export const verificationUrl = (origin: string, token: string, pagePath: string) =>
  `${origin.replace(/\/+$/, '')}${pagePath}/${token}`;
