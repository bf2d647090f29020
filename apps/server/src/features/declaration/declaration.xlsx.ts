import { Readable } from 'node:stream';
import {
  type CodeItem,
  CURRENCIES,
  ERROR_CODES,
  LETTER_OF_CREDIT,
  PAPER_TYPES,
  PRINT_LANGUAGES,
  SEAL_TYPES,
  translate,
} from '@cargo/domain';
import type ExcelJS from 'exceljs';
import { AppError } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import { fromSafeCellText, loadExcelJs, toSafeCellText, withWorksheetsLast } from '../../platform/xlsx.ts';
import { BATCH_COLUMNS, type BatchColumn, EXAMPLE_ROW_MARKER, header } from './declaration-batch-columns.ts';

/**
 * The spreadsheets of declarations: the streaming reader of an upload, the batch template, the error list
 * and a certificate. No database here.
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** A cell's value as text; a date cell becomes YYYY-MM-DD (exceljs reads Excel dates as UTC). */
export const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return fromSafeCellText(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) {
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  if ('richText' in value) return fromSafeCellText(value.richText.map((part) => part.text).join(''));
  if ('text' in value && typeof value.text === 'string') return value.text;
  return '';
};

export interface SheetRow {
  /** Row number in the sheet (1-based). */
  rowNumber: number;
  cells: string[];
  /** Columns (0-based) whose text was longer than the column's limit and was cut to it. */
  overLong: number[];
}

/** The most characters kept of a cell in a column (0-based): a longer text is cut while it is read. */
export type CellLimit = (column: number) => number;

/** A cell's text cut to `limit` (after trimming); `undefined` when it fits as it is. */
const cutCell = (text: string, limit: number) => {
  if (text.length <= limit) return undefined;
  const trimmed = text.trim();
  return { text: trimmed.slice(0, limit), isCut: trimmed.length > limit };
};

const isFormula = (cell: ExcelJS.Cell, formulaType: ExcelJS.ValueType) => {
  if (cell.type === formulaType) return true;
  const value = cell.value;
  return typeof value === 'object' && value !== null && ('formula' in value || 'sharedFormula' in value);
};

/** Small pieces keep the reader's parse (and its memory) to a few rows at a time. */
function* inChunks(buffer: Buffer, size = 64 * 1024) {
  for (let start = 0; start < buffer.length; start += size) yield buffer.subarray(start, start + size);
}

/**
 * Streams the rows of the first worksheet (the file is never loaded as a whole workbook). Any formula
 * refuses the file; a file that cannot be read as a workbook is "damaged".
 */
export async function* readFirstSheetRows(buffer: Buffer, cellLimit: CellLimit): AsyncGenerator<SheetRow> {
  let repacked: Buffer;
  try {
    repacked = withWorksheetsLast(buffer);
  } catch {
    throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.corrupt');
  }
  const excel = await loadExcelJs();
  const reader = new excel.stream.xlsx.WorkbookReader(Readable.from(inChunks(repacked)), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
    entries: 'emit',
  });
  const sheets = reader[Symbol.asyncIterator]();
  try {
    let sheet: IteratorResult<ExcelJS.stream.xlsx.WorksheetReader>;
    try {
      sheet = await sheets.next();
    } catch {
      throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.corrupt');
    }
    if (sheet.done) return;
    const rows = sheet.value[Symbol.asyncIterator]();
    try {
      while (true) {
        let next: IteratorResult<ExcelJS.Row>;
        try {
          next = await rows.next();
        } catch {
          throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.corrupt');
        }
        if (next.done) break;
        const row = next.value;
        const cells: string[] = [];
        const overLong: number[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          if (isFormula(cell, excel.ValueType.Formula)) {
            throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.formula', {
              cell: cell.address,
            });
          }
          // One long shared string may fill every cell: each cell keeps at most its column's limit.
          const text = cellText(cell.value);
          const cut = cutCell(text, cellLimit(column - 1));
          cells[column - 1] = cut?.text ?? text;
          if (cut?.isCut) overLong.push(column - 1);
        });
        for (let index = 0; index < cells.length; index++) cells[index] ??= '';
        yield { rowNumber: row.number, cells, overLong };
      }
    } finally {
      // Stop reading when the caller stops early (a refused file) or after the first sheet.
      await rows.return?.(undefined).catch(() => undefined);
    }
  } finally {
    await sheets.return?.(undefined).catch(() => undefined);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Writing.

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFD9E1F2' } };

const writeBuffer = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

interface ListValidation {
  add(range: string, validation: ExcelJS.DataValidation): void;
}
/** exceljs supports range validations; its typings only know the per-cell form. */
const dataValidationsOf = (sheet: ExcelJS.Worksheet) =>
  (sheet as unknown as { dataValidations: ListValidation }).dataValidations;

const columnLetter = (index: number) => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

const labels = (list: readonly CodeItem[]) =>
  list.map((item) => (callerLanguage() === 'zh-CN' ? item.zh : item.en));

const addHeaderRow = (sheet: ExcelJS.Worksheet, titles: string[]) => {
  const row = sheet.addRow(titles);
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
};

/** Every cell of these sheets is text: codes keep their leading zeros and nothing becomes a formula. */
const textColumns = (sheet: ExcelJS.Worksheet, count: number, width = 18) => {
  for (let index = 1; index <= count; index++) {
    const column = sheet.getColumn(index);
    column.numFmt = '@';
    column.width = width;
  }
};

export interface TemplateOptions {
  policyNos: string[];
  mainClauses: string[];
  datePrintFormats: string[];
  /** The example row's dates. */
  sailingDate: string;
  /** A template for one open policy: the example row shows its number and terms. */
  example?: {
    policyNo: string;
    /** ISO code of the policy's currency. */
    currency: string;
    mainClause: string;
    riders: string;
    additionPercent: string;
  };
}

/**
 * The batch template: one header row in the caller's language, one example row (skipped on upload) and
 * drop-down lists where the values are few.
 */
export const buildTemplate = async (options: TemplateOptions): Promise<Buffer> => {
  const language = callerLanguage();
  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'declaration.batch.sheetName'));
  textColumns(sheet, BATCH_COLUMNS.length);
  addHeaderRow(sheet, BATCH_COLUMNS.map(header));
  const zh = language === 'zh-CN';
  const forPolicy = options.example;
  const goods = zh ? '服装（全棉针织T恤）' : 'Garments (cotton knitted T-shirts)';
  const example: Record<BatchColumn, string> = {
    policyNo: forPolicy?.policyNo ?? EXAMPLE_ROW_MARKER,
    // With the policy number filled in, the marker moves to the goods description (still skipped).
    goodsDescription: forPolicy ? `${EXAMPLE_ROW_MARKER} ${goods}` : goods,
    marks: 'N/M, 1200 CARTONS',
    invoiceNo: 'INV-2026-0001',
    billOfLadingNo: 'COSU6123456780',
    conveyance: 'COSCO SHIPPING ARIES V.032E',
    loadingPort: zh ? '上海' : 'Shanghai',
    dischargePort: zh ? '汉堡' : 'Hamburg',
    viaPort: '',
    departureCountry: 'CN',
    destinationCountry: 'DE',
    sailingDate: options.sailingDate,
    surveyAgent: '',
    claimPayableAt: zh ? '德国汉堡' : 'Hamburg, Germany',
    letterOfCredit: labels(LETTER_OF_CREDIT)[0]!,
    letterOfCreditNo: '',
    datePrintFormat: '01',
    mainClause: forPolicy?.mainClause ?? 'ICC_A',
    riders: forPolicy?.riders ?? 'WAR',
    invoiceAmount: '125000.00',
    invoiceCurrency: forPolicy?.currency ?? 'USD',
    additionPercent: forPolicy?.additionPercent ?? '10',
    additionalInsurance: '',
    otherInformation: '',
    issuingDate: options.sailingDate,
    printLanguage: labels(PRINT_LANGUAGES)[1]!,
    paperType: labels(PAPER_TYPES)[0]!,
    sealType: labels(SEAL_TYPES)[0]!,
  };
  const exampleRow = sheet.addRow(BATCH_COLUMNS.map((name) => example[name]));
  exampleRow.font = { italic: true, color: { argb: 'FF808080' } };

  const lists: Partial<Record<BatchColumn, string[]>> = {
    policyNo: options.policyNos,
    letterOfCredit: labels(LETTER_OF_CREDIT),
    datePrintFormat: options.datePrintFormats,
    mainClause: options.mainClauses,
    invoiceCurrency: CURRENCIES.map((currency) => currency.iso),
    printLanguage: labels(PRINT_LANGUAGES),
    paperType: labels(PAPER_TYPES),
    sealType: labels(SEAL_TYPES),
  };
  const validations = dataValidationsOf(sheet);
  for (const [name, values] of Object.entries(lists) as [BatchColumn, string[]][]) {
    const formula = `"${values.join(',')}"`;
    // An inline list is limited to 255 characters; longer lists stay free text.
    if (values.length === 0 || formula.length > 255 || values.some((value) => value.includes(','))) continue;
    const column = columnLetter(BATCH_COLUMNS.indexOf(name));
    validations.add(`${column}3:${column}${10_002}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
      showErrorMessage: true,
    });
  }
  return writeBuffer(workbook);
};

/** The error list: the failed rows with their cells as uploaded and the reason in the caller's language. */
export const buildErrorList = async (
  headerCells: readonly string[],
  rows: readonly { cells: readonly string[]; error: string }[],
): Promise<Buffer> => {
  const language = callerLanguage();
  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(translate(language, 'declaration.batch.errorSheetName'));
  const width = Math.max(headerCells.length, ...rows.map((row) => row.cells.length));
  textColumns(sheet, width + 1);
  sheet.getColumn(width + 1).width = 60;
  const titles = Array.from({ length: width }, (_, index) => toSafeCellText(headerCells[index] ?? ''));
  addHeaderRow(sheet, [...titles, translate(language, 'declaration.batch.errorColumn')]);
  for (const row of rows) {
    const cells = Array.from({ length: width }, (_, index) => toSafeCellText(row.cells[index] ?? ''));
    // Strings only: exceljs writes a string as a string cell, never as a formula.
    sheet.addRow([...cells, toSafeCellText(row.error)]);
  }
  return writeBuffer(workbook);
};
