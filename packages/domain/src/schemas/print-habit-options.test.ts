import { describe, expect, it } from 'vitest';
import { DEFAULT_PRINT_HABIT, printOptionsOfHabit } from './preference.ts';

describe('printOptionsOfHabit (where the print options dialog starts)', () => {
  it('starts from the print defaults in the reader language when no habit is saved', () => {
    expect(printOptionsOfHabit(undefined, 'en-US')).toEqual({
      language: 'en-US',
      paperType: '01',
      sealType: '01',
      datePrintFormat: '02',
    });
    expect(printOptionsOfHabit(undefined, 'zh-CN').language).toBe('zh-CN');
  });

  it('starts from a saved habit: its paper, seal and date print format', () => {
    const habit = { printLanguage: '02', paperType: '02', sealType: '02', datePrintFormat: '03' } as const;
    expect(printOptionsOfHabit(habit, 'zh-CN')).toEqual({
      language: 'en-US',
      paperType: '02',
      sealType: '02',
      datePrintFormat: '03',
    });
    expect(printOptionsOfHabit(DEFAULT_PRINT_HABIT, 'en-US')).toEqual({
      language: 'zh-CN',
      paperType: '01',
      sealType: '01',
      datePrintFormat: '01',
    });
  });

  it('prints a "both languages" habit in the reader language (a PDF has one language)', () => {
    const both = { ...DEFAULT_PRINT_HABIT, printLanguage: '03' } as const;
    expect(printOptionsOfHabit(both, 'en-US').language).toBe('en-US');
    expect(printOptionsOfHabit(both, 'zh-CN').language).toBe('zh-CN');
  });
});
