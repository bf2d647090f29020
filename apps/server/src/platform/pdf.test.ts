import { describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text.ts';
import { renderPdf } from './pdf.ts';

describe('renderPdf', () => {
  it('writes an A4 PDF with Chinese and Latin text in the embedded font', async () => {
    const pdf = await renderPdf({ title: '索赔通知书' }, (doc) => {
      doc.fontSize(16).text('索赔通知书 NOTICE OF CLAIM');
      doc.fontSize(10).text('报案号 52026112400000000012, 上海 → Rotterdam');
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/FontFile2');
    const text = pdfText(pdf);
    expect(text).toContain('索赔通知书 NOTICE OF CLAIM');
    expect(text).toContain('报案号 52026112400000000012, 上海 → Rotterdam');
  });

  it('embeds only the glyphs used, so a letter stays small', async () => {
    const pdf = await renderPdf({ title: 'x' }, (doc) => {
      doc.text('货物在运输途中受损。'.repeat(40));
    });
    expect(pdf.length).toBeLessThan(60_000);
  });

  it('reads the same text uncompressed', async () => {
    const pdf = await renderPdf({ title: 'x', compress: false }, (doc) => {
      doc.text('提单 B/L COSU6281234560');
    });
    expect(pdfText(pdf)).toContain('提单 B/L COSU6281234560');
  });

  it('reads a middle dot back as "·" even after a document wrote a bullet "•" (one glyph in the font)', async () => {
    const bullet = await renderPdf({ title: 'x' }, (doc) => doc.text('• ICC (A) • ICC (B)'));
    const dot = await renderPdf({ title: 'x' }, (doc) => doc.text('DRAFT · NOT A POLICY 暂存稿 · 非保险单'));
    expect(pdfText(bullet)).toContain('• ICC (A) • ICC (B)');
    expect(pdfText(dot)).toContain('DRAFT · NOT A POLICY 暂存稿 · 非保险单');
    expect(pdfText(dot)).not.toContain('•');
  });
});
