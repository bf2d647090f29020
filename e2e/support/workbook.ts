import ExcelJS from 'exceljs';

/** A downloaded batch template: its first sheet, a column's index by its header title, and the example row. */
export const openTemplate = async (templatePath: string) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.worksheets[0]!;
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((value) => String(value ?? ''));
  const column = (title: string) => {
    const index = header.indexOf(title);
    if (index < 1) throw new Error(`template has no column ${title}`);
    return index;
  };
  return { workbook, sheet, header, column, example: sheet.getRow(2) };
};
