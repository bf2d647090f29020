/** Spreadsheet helpers shared by every feature that writes or reads xlsx. */

/**
 * exceljs, for the spreadsheets the portal writes (uploads are read by `xlsx-sheet.ts`), loaded on the first one
 * written: about 30 MB a server does not hold from its start (issue 14, idle memory). Node loads it once; later
 * calls get the same module.
 */
export const loadExcelJs = async () => (await import('exceljs')).default;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell that a spreadsheet could take for a formula (=, +, -, @) is written with a leading apostrophe. */
export const toSafeCellText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
/** Reading back a file we wrote: the apostrophe added by `toSafeCellText` is removed. */
export const fromSafeCellText = (text: string) =>
  text.charCodeAt(0) === 39 && /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;

/**
 * What a workbook's sheets, shared strings, styles and workbook part may inflate to; an upload over it is
 * refused like a damaged file (a zip bomb). 10,000 declaration rows of 28 distinct ~25-character cells inflate
 * to 24 MB (shared strings), a typical batch to 12 MB: twice the larger figure. The declared sizes are trusted
 * because fflate never writes past them (a part that lies about its size comes out cut, damaged).
 */
export const MAX_WORKBOOK_INFLATED_BYTES = 48 * 1024 * 1024;
