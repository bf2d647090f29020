import {
  amountInChineseCapitals,
  amountLabel,
  formatPercent,
  todayInChina,
  usccCheckChar,
} from '@cargo/domain';
import { type PdfDocument, renderPdf } from '../../platform/pdf.ts';
import type { InvoiceRow } from './invoice.repository.ts';
import { invoiceRemarkLines } from './invoice-remarks.ts';

/**
 * The invoice PDF (docs/business-rules.md "E-invoices"). A Chinese e-invoice is Chinese: every value is
 * printed as issued, in Chinese; each label carries its English name in small type beside it, so a reader
 * abroad can follow it. Generated on each download from the stored invoice, so it is the same every time.
 */

/** The insurer's unified social credit code printed as the seller. */
const SELLER_FIRST17 = '91310000132200821';
export const SELLER_TAXPAYER_NO = `${SELLER_FIRST17}${usccCheckChar(SELLER_FIRST17)}`;
export const SELLER_NAME = '货运险服务平台保险股份有限公司';
/** The item line of an insurance premium (tax classification "insurance services"). */
export const INVOICE_ITEM = '*保险服务*货物运输保险费';

/** CNY fen as every document prints money (docs/business-rules.md "Documents speak names"): 'CNY 2,661.66'. */
const yuan = (fen: number) => amountLabel(fen, 'CNY');

const GREY = '#555555';
const LINE = '#9a7b4f';

/** A label in Chinese with its English name in small grey type, then the value. */
const labelled = (doc: PdfDocument, zh: string, en: string, value: string, x: number, width: number) => {
  const top = doc.y;
  doc.fontSize(9).fillColor('#000000').text(`${zh}`, x, top, { continued: true, width });
  doc.fontSize(7).fillColor(GREY).text(` ${en}`, { continued: true });
  doc.fontSize(9).fillColor('#000000').text(`：${value}`);
};

const rule = (doc: PdfDocument) => {
  const left = doc.page.margins.left;
  const right = doc.page.width - doc.page.margins.right;
  doc.moveDown(0.3);
  doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.6).strokeColor(LINE).stroke();
  doc.moveDown(0.4);
};

const drawHeader = (doc: PdfDocument, row: InvoiceRow, issuedOn: string) => {
  doc.fontSize(16).fillColor(LINE).text('电子发票（普通发票）', { align: 'center' });
  doc.fontSize(8).fillColor(GREY).text('Electronic invoice (VAT ordinary invoice)', { align: 'center' });
  doc.moveDown(0.6);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.x = left;
  labelled(doc, '发票号码', 'Invoice No.', row.invoiceNo, left, width);
  labelled(doc, '开票日期', 'Date of issue', issuedOn, left, width);
  rule(doc);
};

const drawParties = (doc: PdfDocument, row: InvoiceRow) => {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fontSize(10).fillColor('#000000').text('购买方信息  Buyer', left);
  labelled(doc, '名称', 'Name', row.invoiceTitle, left, width);
  labelled(doc, '统一社会信用代码/纳税人识别号', 'Taxpayer number', row.taxpayerNo, left, width);
  doc.moveDown(0.4);
  doc.fontSize(10).fillColor('#000000').text('销售方信息  Seller', left);
  labelled(doc, '名称', 'Name', SELLER_NAME, left, width);
  labelled(doc, '统一社会信用代码/纳税人识别号', 'Taxpayer number', SELLER_TAXPAYER_NO, left, width);
  rule(doc);
};

const COLUMNS = [
  { zh: '项目名称', en: 'Item', width: 190 },
  { zh: '金额', en: 'Amount', width: 100 },
  { zh: '税率', en: 'Tax rate', width: 70 },
  { zh: '税额', en: 'Tax', width: 100 },
] as const;

const drawCells = (doc: PdfDocument, cells: readonly string[], size: number) => {
  const top = doc.y;
  let x = doc.page.margins.left;
  let bottom = top;
  cells.forEach((cell, index) => {
    doc
      .fontSize(size)
      .fillColor('#000000')
      .text(cell, x, top, { width: COLUMNS[index]!.width - 6 });
    bottom = Math.max(bottom, doc.y);
    x += COLUMNS[index]!.width;
  });
  doc.x = doc.page.margins.left;
  doc.y = bottom + 4;
};

const drawItems = (doc: PdfDocument, row: InvoiceRow) => {
  drawCells(
    doc,
    COLUMNS.map((column) => `${column.zh} ${column.en}`),
    8,
  );
  const rate = `${formatPercent(row.taxRatePpm, 0)}%`;
  drawCells(doc, [INVOICE_ITEM, yuan(row.netAmount), rate, yuan(row.taxAmount)], 9);
  drawCells(doc, ['合计 Total', yuan(row.netAmount), '', yuan(row.taxAmount)], 9);
  rule(doc);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  labelled(
    doc,
    '价税合计（大写）',
    'Total in words',
    amountInChineseCapitals(row.amountCny, 'CNY'),
    left,
    width,
  );
  labelled(doc, '（小写）', 'Total', yuan(row.amountCny), left, width);
  rule(doc);
};

const drawRemarks = (doc: PdfDocument, row: InvoiceRow) => {
  const left = doc.page.margins.left;
  doc.fontSize(9).fillColor('#000000').text('备注', left, doc.y, { continued: true });
  doc.fontSize(7).fillColor(GREY).text(' Remarks');
  doc.fontSize(9).fillColor('#000000');
  for (const line of invoiceRemarkLines(row)) doc.text(line, left + 12);
  rule(doc);
  doc.fontSize(9).text('开票人：货运险服务平台（电子开具）', left, doc.y, { continued: true });
  doc.fontSize(7).fillColor(GREY).text(' Issued by: Cargo Portal (electronic)');
};

/** Renders an invoice; `issuedOn` is its China day as 'YYYY年MM月DD日'. */
export const renderInvoicePdf = (row: InvoiceRow, issuedOn: string): Promise<Buffer> =>
  renderPdf({ title: `电子发票 ${row.invoiceNo}` }, (doc) => {
    drawHeader(doc, row, issuedOn);
    drawParties(doc, row);
    drawItems(doc, row);
    drawRemarks(doc, row);
  });

/** The China day of an issue as the invoice prints it: '2026年11月24日'. */
const issuedOn = (at: Date) => {
  const [year, month, day] = todayInChina(at).split('-');
  return `${year}年${month}月${day}日`;
};

/** The invoice's PDF, dated on its day of issue. */
export const renderIssuedInvoicePdf = (row: InvoiceRow) => renderInvoicePdf(row, issuedOn(row.issuedAt));
