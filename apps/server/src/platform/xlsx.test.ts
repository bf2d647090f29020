import { describe, expect, it } from 'vitest';
import { fromSafeCellText, toSafeCellText } from './xlsx.ts';

describe('toSafeCellText', () => {
  it('keeps a spreadsheet from reading formula-like text as a formula', () => {
    expect(toSafeCellText('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(toSafeCellText('-5')).toBe("'-5");
    expect(toSafeCellText('INV-1')).toBe('INV-1');
  });

  it('is undone when a file we wrote is read back, and only then', () => {
    expect(fromSafeCellText(toSafeCellText('=SUM(A1)'))).toBe('=SUM(A1)');
    expect(fromSafeCellText("'quoted'")).toBe("'quoted'");
    expect(fromSafeCellText('')).toBe('');
  });
});
