import {
  DEFAULT_PRINT_HABIT,
  type Language,
  type PrintHabit,
  type PrintOptions,
  printHabitLanguage,
  printOptionsOfHabit,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '../../i18n/use-language.ts';
import { printHabitQuery } from './preference.api.ts';

/**
 * The user's print habit: the defaults of the documents' print dialogs and of a new declaration's print
 * fields (the defaults until it is loaded). `documentLanguage` is the language a PDF prints in by habit.
 */
export const usePrintHabit = (): {
  habit: PrintHabit;
  /** The habit the user saved, undefined while it never saved one (or it is loading). */
  savedHabit: PrintHabit | undefined;
  documentLanguage: Language;
  isLoaded: boolean;
  /** Known, or could not be read (the defaults then). */
  isSettled: boolean;
} => {
  const { language } = useLanguage();
  const query = useQuery(printHabitQuery());
  const { saved, ...habit } = query.data ?? { ...DEFAULT_PRINT_HABIT, saved: false };
  return {
    habit,
    savedHabit: saved ? habit : undefined,
    documentLanguage: printHabitLanguage(habit, language),
    isLoaded: query.isSuccess,
    isSettled: query.isSuccess || query.isError,
  };
};

/**
 * Where a document's print options dialog starts (`printOptionsOfHabit`): the saved habit, else the print
 * defaults. Asked only while `enabled` (a dialog is open); `isSettled` once the habit is known or could not be
 * read (the defaults then).
 */
export const usePrintHabitOptions = (enabled: boolean): { options: PrintOptions; isSettled: boolean } => {
  const { language } = useLanguage();
  const query = useQuery({ ...printHabitQuery(), enabled });
  const savedHabit = query.data?.saved ? query.data : undefined;
  return {
    options: printOptionsOfHabit(
      savedHabit && {
        printLanguage: savedHabit.printLanguage,
        paperType: savedHabit.paperType,
        sealType: savedHabit.sealType,
        datePrintFormat: savedHabit.datePrintFormat,
      },
      language,
    ),
    isSettled: query.isSuccess || query.isError,
  };
};
