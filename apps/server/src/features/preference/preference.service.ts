import {
  DEFAULT_PRINT_HABIT,
  type Preferences,
  type PrintHabit,
  type PrintHabitAnswer,
  resolvePreferences,
  type SavePreferencesRequest,
  ZPreferences,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import datePrintFormats from '../basedata/data/date-print-formats.json' with { type: 'json' };
import {
  findPrintHabitRow,
  findUserPreferences,
  upsertPrintHabit,
  upsertUserPreferences,
} from './preference.repository.ts';

/** Every setting: the user's value, the default where it chose none (or a stored value is no longer allowed). */
const preferencesOf = (stored: Record<string, string>): Preferences => {
  const resolved = resolvePreferences(stored);
  const parsed = ZPreferences.safeParse(resolved);
  return parsed.success ? parsed.data : ZPreferences.parse(resolvePreferences({}));
};

/** GET preference/query. */
export const queryPreferences = async (app: FastifyInstance, session: Session): Promise<Preferences> =>
  preferencesOf(await findUserPreferences(app.db, session.userId));

/** POST preference/saveAndUpdate: the settings given (already checked by the schema), then all of them. */
export const savePreferences = async (
  app: FastifyInstance,
  session: Session,
  request: SavePreferencesRequest,
): Promise<Preferences> => {
  const changes = Object.fromEntries(
    Object.entries(request).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  await upsertUserPreferences(app.db, session.userId, changes);
  return queryPreferences(app, session);
};

/**
 * The print habit of a user, the defaults when it never saved one: the documents' print dialogs start
 * from it (features/document may read it through this function).
 */
export const findPrintHabit = async (app: FastifyInstance, userId: number): Promise<PrintHabit> => {
  const row = await findPrintHabitRow(app.db, userId);
  if (row === undefined) return DEFAULT_PRINT_HABIT;
  return {
    printLanguage: row.printLanguage as PrintHabit['printLanguage'],
    paperType: row.paperType as PrintHabit['paperType'],
    sealType: row.sealType as PrintHabit['sealType'],
    datePrintFormat: row.datePrintFormat,
  };
};

/** GET printHabit/get: the habit and whether the user saved one. */
export const getPrintHabit = async (app: FastifyInstance, session: Session): Promise<PrintHabitAnswer> => {
  const saved = (await findPrintHabitRow(app.db, session.userId)) !== undefined;
  return { ...(await findPrintHabit(app, session.userId)), saved };
};

/** PUT printHabit/put: the date print format must be one of the base-data list's codes. */
export const putPrintHabit = async (
  app: FastifyInstance,
  session: Session,
  habit: PrintHabit,
): Promise<PrintHabitAnswer> => {
  if (!datePrintFormats.some((format) => format.valueCode === habit.datePrintFormat)) {
    throw fieldError(['datePrintFormat'], 'preference.error.unknownValue');
  }
  await upsertPrintHabit(app.db, { userId: session.userId, ...habit });
  return { ...(await findPrintHabit(app, session.userId)), saved: true };
};
