import QRCode from 'qrcode';
import type { PdfDocument } from '../../platform/pdf.ts';

/** Draws `text` as a QR code (medium error correction) of `size` points at (x, y), as vector squares. */
export const drawQrCode = (doc: PdfDocument, text: string, x: number, y: number, size: number) => {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + quiet * 2);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (modules.get(row, column)) {
        doc.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
      }
    }
  }
  doc.fill().restore();
};

/** The text a QR code of the document holds: its verification page's address. */
export const verificationUrl = (origin: string, token: string, pagePath: string) =>
  `${origin.replace(/\/+$/, '')}${pagePath}/${token}`;
