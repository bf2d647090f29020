import {
  type CodeItem,
  CURRENCIES,
  DECLARATION_FIELD_NAMES,
  DECLARATION_LIMITS,
  DECLARATION_REQUIRED_FIELDS,
  type DeclarationFieldName,
  type DeclarationInput,
  ERROR_CODES,
  LANGUAGES,
  LETTER_OF_CREDIT,
  MAIN_CLAUSES,
  PAPER_TYPES,
  PRINT_LANGUAGES,
  RIDERS,
  SEAL_TYPES,
  translate,
} from '@cargo/domain';
import { AppError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';

/**
 * The columns of a batch file: one per certificate field, headed in either language; a row's cells become
 * the input of `ZDeclaration`. No workbook and no database here.
 */

/** A column of a batch file: the certificate field it holds. */
export type BatchColumn = DeclarationFieldName;

/** One column per certificate field, in form order. */
export const BATCH_COLUMNS: readonly BatchColumn[] = DECLARATION_FIELD_NAMES;

/** Columns a file must have: the fields the declaration schema requires (the optional ones may be left out). */
export const BATCH_REQUIRED_COLUMNS: readonly BatchColumn[] = DECLARATION_REQUIRED_FIELDS;

/**
 * The example row of the template carries this in the policy number column, or at the start of the goods
 * description when the template was made for one policy (its number then fills the policy column); such
 * rows are skipped on upload.
 */
export const EXAMPLE_ROW_MARKER = '示例 EXAMPLE';

/** Header cells, and cells of the code, date, amount and number fields, are cut to this many characters. */
const SHORT_CELL_MAX_CHARS = 100;
/** Cells of a column holding no field (e.g. "Error" of an uploaded error list) are cut to this, silently. */
const OTHER_CELL_MAX_CHARS = 1000;
/** The text fields' limits in units (a character is at least one unit), and room for ten riders. */
const FIELD_CELL_MAX_CHARS: Partial<Record<BatchColumn, number>> = { ...DECLARATION_LIMITS, riders: 500 };

/** The longest text a cell of a field may hold: a longer cell fails its row and is cut in the error list. */
export const cellMaxChars = (field: BatchColumn) => FIELD_CELL_MAX_CHARS[field] ?? SHORT_CELL_MAX_CHARS;

/** The limit of each column (0-based) once the header is known; before it, the header's own. */
export const cellLimitsOf = (columns: ReadonlyMap<BatchColumn, number> | undefined) => {
  if (!columns) return () => SHORT_CELL_MAX_CHARS;
  const limits: number[] = [];
  for (const [field, index] of columns) limits[index] = cellMaxChars(field);
  return (column: number) => limits[column] ?? OTHER_CELL_MAX_CHARS;
};

/** The field a column (0-based) holds, if any. */
export const fieldAt = (columns: ReadonlyMap<BatchColumn, number>, column: number) => {
  for (const [field, index] of columns) if (index === column) return field;
  return undefined;
};

/**
 * The most characters the failed rows of one batch may keep for the error list (about 56 characters per
 * cell of 10,000 rows of 28 columns); a file past it is refused as a whole.
 */
export const BATCH_ERROR_LIST_MAX_CHARS = 16_000_000;

export const header = (name: BatchColumn) => translate(callerLanguage(), `field.${name}`);
const normalise = (text: string) => text.replace(/\s+/g, '').toLowerCase();

/** Header text (either language, or the wire name) → field. */
const HEADER_FIELDS = new Map<string, BatchColumn>(
  BATCH_COLUMNS.flatMap((name) => [
    [normalise(name), name],
    ...LANGUAGES.map((language) => [normalise(translate(language, `field.${name}`)), name] as const),
  ]),
);

/** Which column holds which field; columns with another header (e.g. "Error") are ignored. */
export const mapHeader = (cells: readonly string[]) => {
  const columns = new Map<BatchColumn, number>();
  cells.forEach((cell, index) => {
    const field = HEADER_FIELDS.get(normalise(cell));
    if (field && !columns.has(field)) columns.set(field, index);
  });
  const missing = BATCH_REQUIRED_COLUMNS.filter((name) => !columns.has(name));
  if (missing.length > 0) {
    // `fields` lets a stored refusal name the columns again in the language of whoever reads it.
    throw new AppError(
      ERROR_CODES.badRequest,
      'declaration.batch.error.columnsMissing',
      withColumnLabels({ fields: missing.join(',') }),
    );
  }
  return columns;
};

/** Params of a refusal with `fields` (missing columns): `columns` names them in the caller's language. */
export const withColumnLabels = (params: Record<string, string> | undefined) => {
  if (params?.fields === undefined) return params;
  const fields = params.fields.split(',') as BatchColumn[];
  return { ...params, columns: fields.map(header).join(callerLanguage() === 'zh-CN' ? '、' : ', ') };
};

/** Whether a row is the template's example row (skipped on upload). */
export const isExampleRow = (cells: readonly string[], columns: ReadonlyMap<BatchColumn, number>) => {
  const cell = (name: BatchColumn) => {
    const index = columns.get(name);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  return cell('policyNo') === EXAMPLE_ROW_MARKER || cell('goodsDescription').startsWith(EXAMPLE_ROW_MARKER);
};

/** Currencies are also written by their ISO code ("USD"). */
const isoOf = (item: CodeItem) => {
  const currency = CURRENCIES.find((entry) => entry.code === item.code);
  return currency ? [currency.iso] : [];
};
const EXTRA_LABELS = new Map<readonly CodeItem[], (item: CodeItem) => string[]>([[CURRENCIES, isoOf]]);

/** Each list's labels (code, Chinese, English and any extra, normalised) → code; the first item wins. */
const LABEL_INDEXES = new Map<readonly CodeItem[], Map<string, string>>();
const labelIndexOf = (list: readonly CodeItem[]) => {
  let index = LABEL_INDEXES.get(list);
  if (index === undefined) {
    index = new Map();
    const extra = EXTRA_LABELS.get(list);
    for (const item of list) {
      for (const label of [item.code, item.zh, item.en, ...(extra?.(item) ?? [])]) {
        const key = normalise(label);
        if (!index.has(key)) index.set(key, item.code);
      }
    }
    LABEL_INDEXES.set(list, index);
  }
  return index;
};

const codeByLabel = (list: readonly CodeItem[], text: string) => {
  const wanted = normalise(text);
  if (wanted === '') return '';
  // A lone digit for a two-digit code ("3" typed in a number cell for "03").
  const padded = /^\d$/.test(wanted) && list.some((item) => item.code.length === 2) ? `0${wanted}` : wanted;
  const found = labelIndexOf(list).get(padded);
  if (found !== undefined) return found;
  // "03 USD" / "03-美元": the code before the label.
  const leading = /^([0-9A-Za-z_]+)[\s\-:：]/.exec(text.trim())?.[1];
  return leading && list.some((item) => item.code === leading) ? leading : text.trim();
};

/** Country cell: alpha-2 code, or a Chinese or English name of the portCountry list. */
export type CountryResolver = (text: string) => string;

/**
 * The cells of a row → the input of `ZDeclaration`. Labels of code lists (in either language), ISO
 * currency codes, clause names and "10%" are turned into what the form sends; the schema judges the rest.
 */
export const rowToDeclarationInput = (
  cells: readonly string[],
  columns: ReadonlyMap<BatchColumn, number>,
  country: CountryResolver,
): DeclarationInput => {
  const text = (name: BatchColumn) => {
    const index = columns.get(name);
    return index === undefined ? '' : (cells[index] ?? '').trim();
  };
  const riders = text('riders')
    .split(/[,，、;；\s]+/)
    .filter(Boolean)
    .map((rider) => codeByLabel(RIDERS, rider));
  const addition = text('additionPercent').replace(/%$/, '').trim();
  return {
    policyNo: text('policyNo'),
    goodsDescription: text('goodsDescription'),
    marks: text('marks'),
    invoiceNo: text('invoiceNo'),
    billOfLadingNo: text('billOfLadingNo'),
    conveyance: text('conveyance'),
    loadingPort: text('loadingPort'),
    dischargePort: text('dischargePort'),
    viaPort: text('viaPort'),
    departureCountry: country(text('departureCountry')),
    destinationCountry: country(text('destinationCountry')),
    sailingDate: text('sailingDate'),
    surveyAgent: text('surveyAgent'),
    claimPayableAt: text('claimPayableAt'),
    letterOfCredit: codeByLabel(
      LETTER_OF_CREDIT,
      text('letterOfCredit'),
    ) as DeclarationInput['letterOfCredit'],
    letterOfCreditNo: text('letterOfCreditNo'),
    datePrintFormat: /^\d$/.test(text('datePrintFormat'))
      ? `0${text('datePrintFormat')}`
      : text('datePrintFormat'),
    mainClause: codeByLabel(MAIN_CLAUSES, text('mainClause')),
    riders,
    invoiceAmount: text('invoiceAmount'),
    invoiceCurrency: codeByLabel(CURRENCIES, text('invoiceCurrency')),
    additionPercent: addition === '' ? undefined : addition,
    additionalInsurance: text('additionalInsurance'),
    otherInformation: text('otherInformation'),
    issuingDate: text('issuingDate'),
    printLanguage: codeByLabel(PRINT_LANGUAGES, text('printLanguage')) as DeclarationInput['printLanguage'],
    paperType: codeByLabel(PAPER_TYPES, text('paperType')) as DeclarationInput['paperType'],
    sealType: codeByLabel(SEAL_TYPES, text('sealType')) as DeclarationInput['sealType'],
  };
};
