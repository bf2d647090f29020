import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DamagedWorkbookError, readFirstWorksheet, type SheetXmlRow } from './xlsx-sheet.ts';
import { readFirstWorksheetOffThread, WORKBOOK_WORKER_LIMITS } from './xlsx-sheet-thread.ts';

const written = async (rows: string[][]) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Declarations');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

const collected = async (rows: AsyncGenerator<SheetXmlRow>) => {
  const all: SheetXmlRow[] = [];
  for await (const row of rows) all.push(row);
  return all;
};

/** A one-sheet workbook whose cells all point at one shared string. */
const sharedStringWorkbook = (text: string, rows: number) => {
  const row = (n: number) =>
    `<row r="${n}"><c r="A${n}" t="s"><v>0</v></c><c r="B${n}" t="s"><v>0</v></c></row>`;
  const sheetRows = Array.from({ length: rows }, (_, index) => row(index + 1)).join('');
  const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
  return zipSync({
    'xl/worksheets/sheet1.xml': strToU8(`<worksheet ${ns}><sheetData>${sheetRows}</sheetData></worksheet>`),
    'xl/sharedStrings.xml': strToU8(`<sst ${ns}><si><t>${text}</t></si></sst>`),
  });
};

describe('reading a workbook on a worker thread', () => {
  it('gives the rows the reader on the main thread gives, across several answers', async () => {
    const rows = Array.from({ length: 1_203 }, (_, index) => [`row ${index}`, '中文', String(index * 7)]);
    const file = await written(rows);
    const offThread = await collected(readFirstWorksheetOffThread(file));
    expect(offThread).toHaveLength(1_203);
    expect(offThread).toEqual([...readFirstWorksheet(file)]);
  });

  it('refuses a file that is no workbook as damaged', async () => {
    await expect(collected(readFirstWorksheetOffThread(strToU8('not a zip at all')))).rejects.toBeInstanceOf(
      DamagedWorkbookError,
    );
  });

  it('cuts a cell past Excel limit to one character more, once for every cell that shares it', async () => {
    const rows = await collected(readFirstWorksheetOffThread(sharedStringWorkbook('x'.repeat(100_000), 50)));
    expect(rows).toHaveLength(50);
    for (const row of rows) expect(row.cells.map((cell) => cell.text.length)).toEqual([32_768, 32_768]);
  });

  it('stops a worker past its memory limit and refuses the file as damaged', async () => {
    const ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
    const manyStrings = Array.from(
      { length: 300_000 },
      (_, index) => `<si><t>${index}-${'q'.repeat(60)}</t></si>`,
    );
    const file = zipSync({
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet ${ns}><sheetData><row r="1"/></sheetData></worksheet>`),
      'xl/sharedStrings.xml': strToU8(`<sst ${ns}>${manyStrings.join('')}</sst>`),
    });
    const reading = collected(readFirstWorksheetOffThread(file, { ...WORKBOOK_WORKER_LIMITS, heapMb: 16 }));
    await expect(reading).rejects.toThrow(/too much memory/);
  });

  it('stops a worker past its time limit and refuses the file as damaged', async () => {
    const file = sharedStringWorkbook('z', 20_000);
    const reading = collected(readFirstWorksheetOffThread(file, { ...WORKBOOK_WORKER_LIMITS, answerMs: 1 }));
    await expect(reading).rejects.toThrow(/took too long/);
  });

  it('lets the main thread serve others while a large file is read', async () => {
    const file = sharedStringWorkbook('w'.repeat(1_000), 30_000);
    const delays: number[] = [];
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      delays.push(now - last);
      last = now;
    }, 10);
    try {
      expect(await collected(readFirstWorksheetOffThread(file))).toHaveLength(30_000);
    } finally {
      clearInterval(ticker);
    }
    expect(Math.max(...delays)).toBeLessThan(500);
  });
});
