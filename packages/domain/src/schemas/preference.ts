import { z } from 'zod';
import { PAPER_TYPES, PRINT_LANGUAGES, SEAL_TYPES } from '../codes/declaration.ts';
import { PREFERENCE_OPTIONS, PREFERENCES, type PreferenceCode } from '../codes/preference.ts';
import { DEFAULT_PRINT_OPTIONS, type PrintOptions } from './document-print.ts';

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
