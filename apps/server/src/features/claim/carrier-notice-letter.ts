import { translate } from '@cargo/domain';
import type { PdfDocument } from '../../platform/pdf.ts';
import { callerLanguage } from '../../platform/request-language.ts';

/** The layout of the notice of claim to the carrier (see `carrier-notice.ts`), in the caller's language. */

export interface CarrierNoticeFacts {
  reportNo: string;
  insuredName: string;
  /** '' when the report named none: the letter leaves a line to fill in. */
  carrierName: string;
  policyNo: string;
  openPolicyNo: string | null;
  conveyance: string;
  billOfLadingNo: string;
  loadingPort: string;
  dischargePort: string;
  incidentTime: string;
  incidentPlace: string;
  lossTypeName: string;
  causeName: string;
  description: string;
  estimatedLoss: string;
  goods: { name: string; quantity: string; claimedLoss: string }[];
  /** China today, 'YYYY-MM-DD'. */
  date: string;
}

/** A line to fill in by hand where a fact is not known. */
const BLANK = '______________________';
const orBlank = (value: string) => (value.trim() === '' ? BLANK : value);

const say = (key: string, params: Record<string, string | number> = {}) =>
  translate(callerLanguage(), key, params);

interface Cell {
  text: string;
  x: number;
  width: number;
}

/** One row of cells side by side, on a new page when it does not fit; the cursor goes below the row. */
const row = (doc: PdfDocument, cells: readonly Cell[], gap = 4) => {
  const height = Math.max(...cells.map((cell) => doc.heightOfString(cell.text, { width: cell.width })));
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  for (const cell of cells) doc.text(cell.text, cell.x, top, { width: cell.width });
  doc.x = doc.page.margins.left;
  doc.y = top + height + gap;
};

const contentWidth = (doc: PdfDocument) => doc.page.width - doc.page.margins.left - doc.page.margins.right;

const drawHeading = (doc: PdfDocument, facts: CarrierNoticeFacts) => {
  doc.fontSize(18).text(say('claim.notice.title'), { align: 'center' });
  doc.fontSize(9).fillColor('#555555').text(say('claim.notice.subtitle'), { align: 'center' });
  doc.fillColor('#000000').moveDown(1.2);
  doc.fontSize(11).text(say('claim.notice.to', { carrier: orBlank(facts.carrierName) }));
  doc.text(say('claim.notice.date', { date: facts.date }), { align: 'right' });
  doc.moveDown(0.6);
  doc.fontSize(10).text(
    say('claim.notice.reference', {
      policyNo: facts.policyNo,
      billOfLadingNo: orBlank(facts.billOfLadingNo),
      conveyance: orBlank(facts.conveyance),
    }),
  );
  doc.moveDown(0.6).text(say('claim.notice.intro')).moveDown(0.6);
};

const drawFacts = (doc: PdfDocument, facts: CarrierNoticeFacts) => {
  const left = doc.page.margins.left;
  const labelWidth = 150;
  const entries: [string, string][] = [
    ['claim.notice.field.insured', facts.insuredName],
    ['claim.notice.field.policyNo', facts.policyNo],
    ...(facts.openPolicyNo
      ? [['claim.notice.field.openPolicyNo', facts.openPolicyNo] as [string, string]]
      : []),
    ['claim.notice.field.conveyance', facts.conveyance],
    ['claim.notice.field.billOfLadingNo', facts.billOfLadingNo],
    ['claim.notice.field.loadingPort', facts.loadingPort],
    ['claim.notice.field.dischargePort', facts.dischargePort],
    ['claim.notice.field.incidentTime', facts.incidentTime],
    ['claim.notice.field.incidentPlace', facts.incidentPlace],
    ['claim.notice.field.lossType', facts.lossTypeName],
    ['claim.notice.field.cause', facts.causeName],
    ['claim.notice.field.description', facts.description],
    ['claim.notice.field.estimatedLoss', facts.estimatedLoss],
    ['claim.notice.field.reportNo', facts.reportNo],
  ];
  doc.fontSize(10);
  for (const [key, value] of entries) {
    row(doc, [
      { text: say(key), x: left, width: labelWidth - 8 },
      { text: orBlank(value), x: left + labelWidth, width: contentWidth(doc) - labelWidth },
    ]);
  }
};

const drawGoods = (doc: PdfDocument, facts: CarrierNoticeFacts) => {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const columns = [
    { x: left, width: 32 },
    { x: left + 36, width: width - 36 - 224 },
    { x: left + width - 220, width: 100 },
    { x: left + width - 116, width: 116 },
  ];
  const cells = (texts: readonly string[]) =>
    texts.map((text, index) => ({ text, x: columns[index]!.x, width: columns[index]!.width }));
  doc.moveDown(0.6).fontSize(11).text(say('claim.notice.goods.title')).moveDown(0.3);
  doc.fontSize(9).fillColor('#555555');
  row(
    doc,
    cells([
      say('claim.notice.goods.no'),
      say('claim.notice.goods.name'),
      say('claim.notice.goods.quantity'),
      say('claim.notice.goods.claimedLoss'),
    ]),
  );
  doc.fillColor('#000000');
  if (facts.goods.length === 0) doc.text(say('claim.notice.goods.none'));
  facts.goods.forEach((line, index) => {
    row(doc, cells([String(index + 1), line.name, line.quantity, line.claimedLoss]));
  });
};

const drawClosing = (doc: PdfDocument, facts: CarrierNoticeFacts) => {
  doc.moveDown(0.8).fontSize(10);
  doc.text(say('claim.notice.liability')).moveDown(0.5);
  doc.text(say('claim.notice.timeBar')).moveDown(0.5);
  doc.text(say('claim.notice.subrogation', { reportNo: facts.reportNo })).moveDown(1);
  // The signature block (about 70 points) stays together.
  if (doc.y + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const signatureX = doc.page.margins.left + contentWidth(doc) / 2;
  const width = contentWidth(doc) / 2;
  doc.text(say('claim.notice.signature', { insured: facts.insuredName }), signatureX, doc.y, { width });
  doc.moveDown(1.2).text(say('claim.notice.signatureLine'), signatureX, doc.y, { width });
  doc.moveDown(0.6).text(say('claim.notice.date', { date: facts.date }), signatureX, doc.y, { width });
};

/** Writes the whole letter on `doc`. */
export const drawCarrierNotice = (doc: PdfDocument, facts: CarrierNoticeFacts) => {
  drawHeading(doc, facts);
  drawFacts(doc, facts);
  drawGoods(doc, facts);
  drawClosing(doc, facts);
};
