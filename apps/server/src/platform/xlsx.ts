import { unzipSync, zipSync } from 'fflate';

/** Spreadsheet helpers shared by every feature that writes or reads xlsx. */

/**
 * exceljs, loaded on the first spreadsheet read or written: about 30 MB a server does not hold from its
 * start (issue 14, idle memory). Node loads it once; later calls get the same module.
 */
export const loadExcelJs = async () => (await import('exceljs')).default;
export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A cell that a spreadsheet could take for a formula (=, +, -, @) is written with a leading apostrophe. */
export const toSafeCellText = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
/** Reading back a file we wrote: the apostrophe added by `toSafeCellText` is removed. */
export const fromSafeCellText = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/**
 * What a workbook's sheets, shared strings and styles may inflate to; an upload over it is refused like a
 * damaged file (a zip bomb). 10,000 declaration rows of 28 distinct ~25-character cells inflate to 24 MB
 * (exceljs, shared strings), a typical batch to 12 MB: twice the larger figure. The declared sizes are
 * trusted because fflate never writes past them (a part that lies about its size comes out cut, damaged).
 */
export const MAX_WORKBOOK_INFLATED_BYTES = 48 * 1024 * 1024;

const WORKSHEET_PATH = /^xl\/worksheets\/sheet\d+\.xml$/;
/** The parts exceljs' streaming reader uses, in the order it needs them: everything before the sheets. */
const READER_PART_ORDER = [
  'xl/_rels/workbook.xml.rels',
  'xl/workbook.xml',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
];
const partRank = (name: string) => {
  const rank = READER_PART_ORDER.indexOf(name);
  return rank >= 0 ? rank : READER_PART_ORDER.length;
};

/**
 * Repacks an uploaded workbook (uncompressed) so its worksheets come after the workbook, shared strings and
 * styles. Excel and exceljs write sheets first, which sends exceljs' streaming reader through a temp-file
 * path that intermittently drops the rest of the archive ("damaged" on a good file). Throws on a file that
 * is not a zip, or that would inflate past `MAX_WORKBOOK_INFLATED_BYTES`.
 */
export const withWorksheetsLast = (workbook: Uint8Array): Buffer => {
  let inflated = 0;
  const parts = unzipSync(workbook, {
    filter: (file) => {
      const wanted = READER_PART_ORDER.includes(file.name) || WORKSHEET_PATH.test(file.name);
      if (wanted) inflated += file.originalSize;
      if (inflated > MAX_WORKBOOK_INFLATED_BYTES) throw new Error('workbook inflates too far');
      return wanted;
    },
  });
  const names = Object.keys(parts).sort(
    (a, b) => partRank(a) - partRank(b) || a.localeCompare(b, 'en', { numeric: true }),
  );
  return Buffer.from(zipSync(Object.fromEntries(names.map((name) => [name, parts[name]!])), { level: 0 }));
};
