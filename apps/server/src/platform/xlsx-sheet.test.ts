import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_WORKBOOK_INFLATED_BYTES } from './xlsx.ts';
import { DamagedWorkbookError, isDateFormatCode, readFirstWorksheet, serialDateText } from './xlsx-sheet.ts';

const written = async (fill: (workbook: ExcelJS.Workbook) => void) => {
  const workbook = new ExcelJS.Workbook();
  fill(workbook);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
};

/** Each row as `{ column: text }`, with "=" before a formula cell's text. */
const cellsOf = (file: Uint8Array) =>
  [...readFirstWorksheet(file)].map((row) => ({
    row: row.rowNumber,
    cells: Object.fromEntries(
      row.cells.map((cell) => [cell.column, (cell.isFormula ? '=' : '') + cell.text]),
    ),
  }));

/** A workbook written by hand: one sheet of `sheetData` rows, with the prefix some generators use. */
const handWritten = (
  rows: string,
  options: { prefix?: string; sharedStrings?: string; workbook?: string } = {},
) => {
  const p = options.prefix ?? '';
  const ns = `xmlns${p ? `:${p.slice(0, -1)}` : ''}="http://schemas.openxmlformats.org/spreadsheetml/2006/main"`;
  const parts: Record<string, Uint8Array> = {
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0"?><${p}worksheet ${ns}><${p}sheetData>${rows}</${p}sheetData></${p}worksheet>`,
    ),
  };
  if (options.sharedStrings)
    parts['xl/sharedStrings.xml'] = strToU8(
      `<sst ${ns.replace(/:\w+=/, '=')}>${options.sharedStrings}</sst>`,
    );
  if (options.workbook) parts['xl/workbook.xml'] = strToU8(options.workbook);
  return zipSync(parts);
};

describe('readFirstWorksheet', () => {
  it('reads what exceljs writes: texts, numbers, booleans, dates, rich text and formulas', async () => {
    const file = await written((workbook) => {
      const sheet = workbook.addWorksheet('declarations');
      sheet.addRow(['全棉针织T恤 <Cotton> & "knit"', 12.5, -3, 1e21, true, new Date(Date.UTC(2026, 10, 29))]);
      sheet.addRow([
        ' two\nlines ',
        { richText: [{ text: '上海' }, { text: ' Pudong', font: { bold: true } }] },
      ]);
      sheet.addRow([{ formula: '1000*2', result: 2000 }, null, 'after a gap']);
      sheet.getCell('B4').numFmt = 'yyyy"年"m"月"d"日"';
      sheet.getCell('B4').value = 46355;
      sheet.getCell('C4').fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFF0000' } };
    });
    expect(cellsOf(file)).toEqual([
      {
        row: 1,
        cells: {
          0: '全棉针织T恤 <Cotton> & "knit"',
          1: '12.5',
          2: '-3',
          3: '1e+21',
          4: 'true',
          5: '2026-11-29',
        },
      },
      { row: 2, cells: { 0: ' two\nlines ', 1: '上海 Pudong' } },
      { row: 3, cells: { 0: '=2000', 2: 'after a gap' } },
      { row: 4, cells: { 1: '2026-11-29' } },
    ]);
  });

  it('keeps every character of a large file of Chinese texts (multi-byte characters across any boundary)', async () => {
    const texts = Array.from(
      { length: 3000 },
      (_, index) => `全棉针织T恤 第${index}批 —— 集装箱 ${'货'.repeat(index % 7)}`,
    );
    const file = await written((workbook) => {
      const sheet = workbook.addWorksheet('declarations');
      for (const text of texts) sheet.addRow([text, `${text} 备注`]);
    });
    const rows = [...readFirstWorksheet(file)];
    expect(rows.map((row) => row.cells[0]!.text)).toEqual(texts);
    expect(rows.map((row) => row.cells[1]!.text)).toEqual(texts.map((text) => `${text} 备注`));
  });

  it('reads the first sheet in tab order, and dates of the 1904 system', async () => {
    const file = await written((workbook) => {
      workbook.addWorksheet('first').addRow(['first sheet']);
      workbook.addWorksheet('second').addRow(['second sheet']);
      workbook.properties.date1904 = true;
      workbook.getWorksheet('first')!.getCell('B1').value = new Date(Date.UTC(2026, 0, 31));
    });
    expect(cellsOf(file)).toEqual([{ row: 1, cells: { 0: 'first sheet', 1: '2026-01-31' } }]);
  });

  it('reads inline strings, prefixed elements, escapes, phonetic guides and cells without references', () => {
    const file = handWritten(
      '<x:row r="2"><x:c r="B2" t="inlineStr"><x:is><x:t>a &amp; b&#x4E0A;&#27700;</x:t></x:is></x:c>' +
        '<x:c t="s"><x:v>0</x:v></x:c><x:c t="s"><x:v>1</x:v></x:c><x:c t="b"><x:v>0</x:v></x:c>' +
        '<x:c t="e"><x:v>#N/A</x:v></x:c><x:c/></x:row><x:row><x:c t="d"><x:v>2026-11-29T00:00:00</x:v></x:c></x:row>',
      {
        prefix: 'x:',
        sharedStrings:
          '<si><t>line_x000A_break</t></si><si><r><t>东京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh></si>',
      },
    );
    expect(cellsOf(file)).toEqual([
      { row: 2, cells: { 1: 'a & b上水', 2: 'line\nbreak', 3: '东京', 4: 'false', 5: '' } },
      { row: 3, cells: { 0: '2026-11-29' } },
    ]);
  });

  it('refuses what cannot be read as a workbook', () => {
    const damaged = [
      strToU8('just text, not a workbook'),
      zipSync({ 'xl/styles.xml': strToU8('<styleSheet/>') }),
      handWritten('<row r="1"><c r="A1" t="s"><v>0</v></c></row>'),
      handWritten('<row r="1"><c r="A1"><v>1</v></row>'),
      handWritten('<row r="1"><c r="A1"'),
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array([0x3c, 0xff, 0xfe, 0x3e]) }),
      zipSync({ 'xl/worksheets/sheet1.xml': strToU8('<worksheet></worksheet>') }),
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(MAX_WORKBOOK_INFLATED_BYTES + 1) }),
    ];
    for (const file of damaged) expect(() => [...readFirstWorksheet(file)]).toThrow(DamagedWorkbookError);
  });

  it('counts what a part inflates to, whatever sizes the zip declares (a part claiming 10 KB holding 60 MB)', () => {
    const spaces = new Uint8Array(MAX_WORKBOOK_INFLATED_BYTES + 12 * 1024 * 1024).fill(0x20);
    const bomb = handWritten('<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>');
    const withSpaces = zipSync({ 'xl/worksheets/sheet1.xml': spaces }, { level: 9 });
    // Every local and central header of the zip says 10 KB inflated.
    const view = new DataView(withSpaces.buffer, withSpaces.byteOffset, withSpaces.byteLength);
    for (let offset = 0; offset + 4 <= withSpaces.length; offset += 1) {
      const signature = view.getUint32(offset, true);
      if (signature === 0x04034b50) view.setUint32(offset + 22, 10 * 1024, true);
      if (signature === 0x02014b50) view.setUint32(offset + 24, 10 * 1024, true);
    }
    expect(withSpaces.length).toBeLessThan(200 * 1024);
    expect(() => [...readFirstWorksheet(withSpaces)]).toThrow(/inflates too far/);
    expect([...readFirstWorksheet(bomb)]).toHaveLength(1);
  });

  it('reads every cell of a 10,000-row sheet', async () => {
    const file = await written((workbook) => {
      const sheet = workbook.addWorksheet('declarations');
      for (let index = 0; index < 10_000; index++)
        sheet.addRow([`INV-${index}`, index * 1.5, '上海', 'Hamburg']);
    });
    let cells = 0;
    for (const row of readFirstWorksheet(file)) cells += row.cells.length;
    expect(cells).toBe(40_000);
  });
});

describe('dates', () => {
  it('tells date formats from number formats', () => {
    for (const code of ['yyyy-mm-dd', 'yyyy"年"m"月"d"日"', '[$-804]yyyy/m/d', 'm/d/yy h:mm']) {
      expect(isDateFormatCode(code)).toBe(true);
    }
    for (const code of ['General', '0.00', '#,##0.00 "days"', '[Red]0.00', '0.00_);(0.00)']) {
      expect(isDateFormatCode(code)).toBe(false);
    }
  });

  it('turns serial days into days', () => {
    expect(serialDateText(25569, false)).toBe('1970-01-01');
    expect(serialDateText(46355.75, false)).toBe('2026-11-29');
    expect(serialDateText(46355 - 1462, true)).toBe('2026-11-29');
  });
});
