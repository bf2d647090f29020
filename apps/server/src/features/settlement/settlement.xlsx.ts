import { loadExcelJs, toSafeCellText } from '../../platform/xlsx.ts';

/** The NoPaySettlementList workbook. No database here. */

/** One sheet: a bold, frozen header row and the rows below it; every cell is a text cell. */
export const buildSettlementSheet = async (
  title: string,
  header: readonly string[],
  rows: readonly (readonly string[])[],
): Promise<Buffer> => {
  const excel = await loadExcelJs();
  const workbook = new excel.Workbook();
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  header.forEach((_, index) => {
    const column = sheet.getColumn(index + 1);
    column.numFmt = '@';
    column.width = index === 0 ? 32 : 20;
  });
  const headerRow = sheet.addRow(header.map(toSafeCellText));
  headerRow.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Strings only: exceljs writes a string as a string cell, never as a formula.
  for (const row of rows) sheet.addRow(row.map(toSafeCellText));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};
