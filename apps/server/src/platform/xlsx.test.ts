import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { MAX_WORKBOOK_INFLATED_BYTES, toSafeCellText, withWorksheetsLast } from './xlsx.ts';

const partsOf = (names: string[]) => Object.fromEntries(names.map((name) => [name, strToU8(`<${name}/>`)]));

describe('withWorksheetsLast', () => {
  it('puts the workbook, shared strings and styles before the sheets, as Excel does not', () => {
    const excelOrder = zipSync(
      partsOf([
        '[Content_Types].xml',
        'xl/workbook.xml',
        'xl/_rels/workbook.xml.rels',
        'xl/worksheets/sheet10.xml',
        'xl/worksheets/sheet2.xml',
        'xl/worksheets/sheet1.xml',
        'xl/theme/theme1.xml',
        'xl/styles.xml',
        'xl/sharedStrings.xml',
      ]),
    );
    const repacked = unzipSync(withWorksheetsLast(excelOrder));
    expect(Object.keys(repacked)).toEqual([
      'xl/_rels/workbook.xml.rels',
      'xl/workbook.xml',
      'xl/sharedStrings.xml',
      'xl/styles.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
      'xl/worksheets/sheet10.xml',
    ]);
    expect(new TextDecoder().decode(repacked['xl/worksheets/sheet1.xml'])).toBe(
      '<xl/worksheets/sheet1.xml/>',
    );
  });

  it('refuses what is not a zip and a sheet that inflates past the cap', () => {
    expect(() => withWorksheetsLast(strToU8('just text, not a workbook'))).toThrow();
    const bomb = zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(MAX_WORKBOOK_INFLATED_BYTES + 1) });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(() => withWorksheetsLast(bomb)).toThrow('inflates');
  });
});

describe('toSafeCellText', () => {
  it('keeps a spreadsheet from reading formula-like text as a formula', () => {
    expect(toSafeCellText('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(toSafeCellText('-5')).toBe("'-5");
    expect(toSafeCellText('INV-1')).toBe('INV-1');
  });
});
