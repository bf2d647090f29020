import { currencyByIso, DRAFT_REQUIRED_FIELDS, fieldLabel, LANGUAGES, PRICED_FIELDS } from '@cargo/domain';

/**
 * The columns of a batch application file: each is a field of the application form (its header is the
 * field's label, in Chinese or English), in the form's section. Riders are codes separated by commas; the
 * currency is its ISO code (USD) or the portal's code (03).
 */
export const APPLICATION_BATCH_COLUMNS = [
  ['applicant', 'appliType'],
  ['applicant', 'appliName'],
  ['applicant', 'appliIdType'],
  ['applicant', 'appliIdNo'],
  ['applicant', 'appliContact'],
  ['applicant', 'appliPhone'],
  ['applicant', 'appliEmail'],
  ['insured', 'insuredType'],
  ['insured', 'insuredName'],
  ['insured', 'insuredIdType'],
  ['insured', 'insuredIdNo'],
  ['goods', 'cargoName'],
  ['goods', 'majorCategory'],
  ['goods', 'subCategory'],
  ['goods', 'packingCode'],
  ['goods', 'goodsDescription'],
  ['goods', 'marks'],
  ['transport', 'invoiceNo'],
  ['transport', 'blNo'],
  ['transport', 'conveyanceName'],
  ['transport', 'carryMode'],
  ['transport', 'departureDate'],
  ['transport', 'departurePort'],
  ['transport', 'destinationPort'],
  ['transport', 'letterOfCredit'],
  ['transport', 'iacsClass'],
  ['transport', 'shipAge'],
  ['basic', 'insuranceBeginDate'],
  ['basic', 'insuranceEndDate'],
  ['insurance', 'mainClause'],
  ['insurance', 'riders'],
  ['insurance', 'currencyCode'],
  ['insurance', 'invoiceAmount'],
  ['insurance', 'additionPercent'],
  ['insurance', 'claimPayableAt'],
  ['other', 'signDate'],
  ['other', 'declaration'],
] as const;

export type BatchField = (typeof APPLICATION_BATCH_COLUMNS)[number][1];

/** Columns a file must have (the others may be left out of the header): a draft's fields and the price's. */
const REQUIRED_COLUMNS: readonly BatchField[] = [...DRAFT_REQUIRED_FIELDS, ...PRICED_FIELDS].map(
  ([, field]) => field,
);

/** The most characters kept of a cell: longer text is cut while it is read (the schema then refuses it). */
export const BATCH_CELL_LIMIT = 2100;

/** Which field each column of the uploaded header is (by its label in either language, or its wire name). */
export const columnsOfHeader = (header: readonly string[]) => {
  const byTitle = new Map<string, BatchField>();
  for (const [, field] of APPLICATION_BATCH_COLUMNS) {
    byTitle.set(field.toLowerCase(), field);
    for (const language of LANGUAGES) byTitle.set(fieldLabel(language, [field]).toLowerCase(), field);
  }
  const fields = header.map((title) => byTitle.get(title.trim().toLowerCase()));
  const missing = REQUIRED_COLUMNS.filter((field) => !fields.includes(field));
  return { fields, missing };
};

const currencyCodeOf = (text: string) => (text === '' ? '' : (currencyByIso(text)?.code ?? text));

/** The application form (before parsing) of a row's cells. */
export const formInputOfRow = (
  productCode: string,
  fields: readonly (BatchField | undefined)[],
  cells: readonly string[],
) => {
  const sections: Record<string, Record<string, unknown>> = {};
  for (const [section] of APPLICATION_BATCH_COLUMNS) sections[section] ??= {};
  fields.forEach((field, index) => {
    if (field === undefined) return;
    const section = APPLICATION_BATCH_COLUMNS.find(([, name]) => name === field)![0];
    const text = (cells[index] ?? '').trim();
    if (field === 'riders') {
      const codes = text.split(/[,，;；\s]+/).filter((code) => code !== '');
      sections[section]![field] = codes.map((riderCode) => ({ riderCode }));
    } else if (field === 'currencyCode') {
      sections[section]![field] = currencyCodeOf(text);
    } else {
      sections[section]![field] = text;
    }
  });
  return { productCode, ...sections };
};
