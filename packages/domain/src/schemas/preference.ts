import { z } from 'zod';
import type { CodeItem } from '../codes/code-list.ts';
import { PREFERENCES, type PreferenceCode } from '../codes/preference.ts';
import { PAPER_TYPES, PRINT_LANGUAGES, SEAL_TYPES } from './declaration/codes.ts';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from './document-print.ts';

/**
 * The values each preference may take (SPEC §3 "Preferences" gives codes and defaults, not meanings; the
 * meanings are this portal's, written in docs/business-rules.md "Preferences").
 */
const DATE_FORMATS = [
  { code: '1', zh: '年-月-日（2026-11-24）', en: 'YYYY-MM-DD (2026-11-24)' },
  { code: '2', zh: '月. 日, 年（Nov. 24, 2026）', en: 'MMM. DD, YYYY (Nov. 24, 2026)' },
  { code: '3', zh: '日/月/年（24/11/2026）', en: 'DD/MM/YYYY (24/11/2026)' },
] as const;

export const PREFERENCE_OPTIONS: Readonly<Record<PreferenceCode, readonly CodeItem[]>> = {
  BFBZ: [
    { code: '0', zh: '人民币', en: 'Chinese yuan (CNY)' },
    { code: '1', zh: '与保险金额币种相同', en: 'Same as the insured amount' },
  ],
  BJSZ: [
    { code: '0', zh: '标准', en: 'Standard' },
    { code: '1', zh: '紧凑', en: 'Compact' },
  ],
  FJXSFYBJDYZ: [
    { code: '1', zh: '默认勾选附加险', en: 'Riders selected by default' },
    { code: '0', zh: '不默认勾选', en: 'Riders not selected' },
  ],
  JCKQYRQ: [
    { code: '1', zh: '默认填写当天', en: 'Today by default' },
    { code: '0', zh: '不预先填写', en: 'Left empty' },
  ],
  GNGLQYSJ: [
    { code: '0', zh: '当前整点', en: 'The current hour' },
    { code: '1', zh: '当日零时', en: 'Midnight (00:00)' },
  ],
  DZCXMRFW: [
    { code: '0', zh: '全部账户', en: 'All accounts' },
    { code: '1', zh: '当前账户', en: 'Current account' },
    { code: '2', zh: '指定账户', en: 'A specified account' },
  ],
  ZTYSSZ: [
    { code: '0', zh: '标准', en: 'Standard' },
    { code: '1', zh: '强调（深色加粗）', en: 'Emphasised (darker, bold figures)' },
  ],
  GNGLQYRQDYGS: DATE_FORMATS,
  JCKQYRQDYGS: DATE_FORMATS,
  FLDYGS: [
    { code: '1', zh: '百分比（0.20%）', en: 'Per cent (0.20%)' },
    { code: '2', zh: '千分比（2.0‰）', en: 'Per mille (2.0‰)' },
  ],
  BFDYGS: [
    { code: '1', zh: '币种代码（CNY 1,000.00）', en: 'Currency code (CNY 1,000.00)' },
    { code: '2', zh: '币种符号（¥1,000.00）', en: 'Currency symbol (¥1,000.00)' },
  ],
};

const settingValue = (code: PreferenceCode) => {
  const values = PREFERENCE_OPTIONS[code].map((option) => option.code) as [string, ...string[]];
  return z.enum(values, { error: 'preference.error.unknownValue' });
};

const shape = Object.fromEntries(PREFERENCES.map((p) => [p.code, settingValue(p.code)])) as Record<
  PreferenceCode,
  ReturnType<typeof settingValue>
>;

/** GET preference/query: every setting, the default where the user chose none. */
export const ZPreferences = z.object(shape);
export type Preferences = z.infer<typeof ZPreferences>;

/** POST preference/saveAndUpdate: the settings to change; an unknown code or value is refused. */
export const ZSavePreferencesRequest = z.strictObject(shape).partial();
export type SavePreferencesRequest = z.infer<typeof ZSavePreferencesRequest>;

/** The print habit (SPEC §3 certificate print fields): the defaults of the print dialogs, per user. */
export const ZPrintHabit = z.object({
  printLanguage: z.enum(PRINT_LANGUAGES.map((item) => item.code) as ['01', '02', '03'], {
    error: 'preference.error.unknownValue',
  }),
  paperType: z.enum(PAPER_TYPES.map((item) => item.code) as ['01', '02'], {
    error: 'preference.error.unknownValue',
  }),
  sealType: z.enum(SEAL_TYPES.map((item) => item.code) as ['01', '02'], {
    error: 'preference.error.unknownValue',
  }),
  /** A code of the base-data list `datePrintFormat` (checked against the list by the server). */
  datePrintFormat: z
    .string()
    .trim()
    .regex(/^\d{2}$/, 'preference.error.unknownValue'),
});
export type PrintHabit = z.infer<typeof ZPrintHabit>;

/** GET printHabit/get: the habit, and whether the user saved one (else it is the defaults below). */
export const ZPrintHabitAnswer = ZPrintHabit.extend({ saved: z.boolean() });
export type PrintHabitAnswer = z.infer<typeof ZPrintHabitAnswer>;

/** A user who never chose: Chinese, A4 electronic certificate, electronic seal, "as per B/L". */
export const DEFAULT_PRINT_HABIT: PrintHabit = {
  printLanguage: '01',
  paperType: '01',
  sealType: '01',
  datePrintFormat: '01',
};

/** The language a document is printed in by habit: 02 English; 01 Chinese; 03 (both) the reader's. */
export const printHabitLanguage = (
  habit: Pick<PrintHabit, 'printLanguage'>,
  readerLanguage: 'zh-CN' | 'en-US',
): 'zh-CN' | 'en-US' => {
  if (habit.printLanguage === '02') return 'en-US';
  if (habit.printLanguage === '01') return 'zh-CN';
  return readerLanguage;
};

/**
 * Where a document's "Print options" dialog starts: the saved habit (its language by `printHabitLanguage`,
 * its paper, seal and date print format); without a saved habit the print defaults in the reader's language
 * (not the habit's defaults: "AS PER B/L" suits a declaration's form, a policy prints its sailing date).
 */
export const printOptionsOfHabit = (
  savedHabit: PrintHabit | undefined,
  readerLanguage: 'zh-CN' | 'en-US',
): Required<PrintOptions> => {
  if (savedHabit === undefined) return { ...DEFAULT_PRINT_OPTIONS, language: readerLanguage };
  return {
    language: printHabitLanguage(savedHabit, readerLanguage),
    paperType: savedHabit.paperType,
    sealType: savedHabit.sealType,
    datePrintFormat: savedHabit.datePrintFormat,
  };
};
