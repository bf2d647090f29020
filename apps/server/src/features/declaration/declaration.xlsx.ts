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
import { loadExcelJs, toSafeCellText } from '../../platform/xlsx.ts';
import { columnLetters, DamagedWorkbookError, type SheetXmlRow } from '../../platform/xlsx-sheet.ts';
import { readFirstWorksheetOffThread } from '../../platform/xlsx-sheet-thread.ts';
import { BATCH_COLUMNS, type BatchColumn, EXAMPLE_ROW_MARKER, header } from './declaration-batch-columns.ts';

/**
 * The spreadsheets of declarations: the streaming reader of an upload, the batch template, the error list
 * and a certificate. No database here.
 */

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

const corrupt = () => new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.corrupt');

/** The next row of the sheet; a file that cannot be read as a workbook is "damaged". */
const nextRow = async (rows: AsyncGenerator<SheetXmlRow>) => {
  try {
    return await rows.next();
  } catch (error) {
    if (error instanceof DamagedWorkbookError) throw corrupt();
    throw error;
  }
};

/**
 * The rows of the first worksheet, read on a worker thread as they are asked for
 * (`platform/xlsx-sheet-thread.ts`). Any formula refuses the file, naming its cell; a file that cannot be read as a
 * workbook is "damaged".
 */
export async function* readFirstSheetRows(buffer: Buffer, cellLimit: CellLimit): AsyncGenerator<SheetRow> {
  const rows = readFirstWorksheetOffThread(buffer);
  try {
    yield* checkedRows(rows, cellLimit);
  } finally {
    await rows.return(undefined);
  }
}

async function* checkedRows(
  rows: AsyncGenerator<SheetXmlRow>,
  cellLimit: CellLimit,
): AsyncGenerator<SheetRow> {
  for (let next = await nextRow(rows); !next.done; next = await nextRow(rows)) {
    const cells: string[] = [];
    const overLong: number[] = [];
    for (const cell of next.value.cells) {
      if (cell.isFormula) {
        throw new AppError(ERROR_CODES.badRequest, 'declaration.batch.error.formula', {
          cell: `${columnLetters(cell.column)}${next.value.rowNumber}`,
        });
      }
      // One long shared string may fill every cell: each cell keeps at most its column's limit.
      const cut = cutCell(cell.text, cellLimit(cell.column));
      cells[cell.column] = cut?.text ?? cell.text;
      if (cut?.isCut) overLong.push(cell.column);
    }
    for (let index = 0; index < cells.length; index++) cells[index] ??= '';
    yield { rowNumber: next.value.rowNumber, cells, overLong };
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
    const column = columnLetters(BATCH_COLUMNS.indexOf(name));
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
