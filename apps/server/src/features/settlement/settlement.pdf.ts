import {
  amountTextLabel,
  businessNow,
  chinaDateTime,
  type Language,
  type SettlementRow,
  type SettlementTotal,
  translate,
} from '@cargo/domain';
import { type PdfDocument, renderPdf } from '../../platform/pdf.ts';
import { dueDateOf } from './settlement.service.ts';

/**
 * The NoPaySettlementList PDF (docs/business-rules.md "Settlements"): the insurer, the title, the account
 * and the print time, one ruled table row per unpaid settlement (number, kind, document, month or period,
 * count, premium with its currency, due date), then the totals per currency. No database here.
 */

export interface SettlementListPrint {
  language: Language;
  accountName: string;
  rows: readonly SettlementRow[];
  totals: readonly SettlementTotal[];
}

/**
 * Widths in points at 7.5 pt (465 of the page's 467), 4 of each for the gap: each holds its heading in both
 * languages on one line ("Count", "保险期间/结算月份"), a settlement number and a premium up to
 * "USD 1,352,000.00" unbroken; only texts with spaces wrap.
 */
const COLUMNS = [
  { key: 'settlementNo', width: 121 },
  { key: 'kind', width: 52 },
  { key: 'documentNo', width: 88 },
  { key: 'period', width: 67 },
  { key: 'count', width: 26 },
  { key: 'premium', width: 68 },
  { key: 'dueDate', width: 43 },
] as const;

const cellsOf = (row: SettlementRow): string[] => [
  row.settlementNo,
  row.kindName,
  row.documentNo,
  row.month ?? `${row.periodStart ?? ''} ~ ${row.periodEnd ?? ''}`,
  String(row.count),
  amountTextLabel(row.premium, row.currency),
  dueDateOf(row),
];

const drawLine = (doc: PdfDocument, cells: readonly string[], colour: string) => {
  const left = doc.page.margins.left;
  const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: COLUMNS[index]!.width - 4 }));
  const height = Math.max(...heights);
  if (doc.y + height + 6 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y + 3;
  let x = left;
  cells.forEach((cell, index) => {
    doc.fillColor(colour).text(cell, x, top, { width: COLUMNS[index]!.width - 4 });
    x += COLUMNS[index]!.width;
  });
  doc.y = top + height + 3;
  doc.moveTo(left, doc.y).lineTo(x, doc.y).lineWidth(0.4).strokeColor('#b8b8b8').stroke();
};

/** Renders the list in its print language. */
export const renderSettlementListPdf = (print: SettlementListPrint): Promise<Buffer> => {
  const say = (key: string, params?: Record<string, string | number>) =>
    translate(print.language, key, params);
  return renderPdf({ title: say('settlement.pdf.title') }, (doc) => {
    doc.fontSize(13).text(say('document.insurerName'), { align: 'center' });
    doc.fontSize(16).text(say('settlement.pdf.title'), { align: 'center' });
    doc.moveDown(0.4).fontSize(9);
    doc.text(say('settlement.pdf.account', { account: print.accountName }), { align: 'right' });
    doc.text(say('settlement.pdf.printedAt', { time: chinaDateTime(businessNow()) }), { align: 'right' });
    doc.moveDown(0.5).fontSize(7.5);
    drawLine(
      doc,
      COLUMNS.map((column) => say(`settlement.pdf.column.${column.key}`)),
      '#444444',
    );
    for (const row of print.rows) drawLine(doc, cellsOf(row), '#000000');
    doc.x = doc.page.margins.left;
    doc.moveDown(0.8).fontSize(9).fillColor('#000000');
    if (print.rows.length === 0) doc.text(say('settlement.empty'));
    doc.text(say('settlement.totals.title'));
    for (const total of print.totals) {
      doc.text(
        say('settlement.pdf.totalLine', {
          ...total,
          insuredAmount: amountTextLabel(total.insuredAmount, total.currencyCode),
          premium: amountTextLabel(total.premium, total.currencyCode),
        }),
      );
    }
    doc.moveDown(0.5).fontSize(8).fillColor('#444444').text(say('settlement.pdf.dueNote'));
  });
};
