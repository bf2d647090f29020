import {
  ZPreferences,
  ZPrintHabit,
  ZPrintHabitAnswer,
  ZSavePreferencesRequest,
} from '../schemas/preference.ts';
import { customerAccess, endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

/** Preferences and the print habit of the logged-in user (SPEC §3 "Preferences", §7 "Others"). */
export const preferenceEndpoints = {
  query: endpoint({
    ...portalFirstScreenCalls.preferences,
    access: customerAccess.read,
    response: ZPreferences,
    summary: "The user's coded preferences, each setting's default where the user chose none",
  }),
  saveAndUpdate: endpoint({
    method: 'POST',
    path: '/cargo/preference/saveAndUpdate',
    access: customerAccess.read,
    body: ZSavePreferencesRequest,
    response: ZPreferences,
    summary: 'Saves the given preferences (unknown codes or values are refused) and answers them all',
  }),
  getPrintHabit: endpoint({
    ...portalFirstScreenCalls.printHabit,
    access: customerAccess.read,
    response: ZPrintHabitAnswer,
    summary: "The user's print habit (print language, paper, seal, date print format), or the defaults",
  }),
  putPrintHabit: endpoint({
    method: 'PUT',
    path: '/cargo/printHabit/put',
    access: customerAccess.read,
    body: ZPrintHabit,
    response: ZPrintHabitAnswer,
    summary: "Replaces the user's print habit: the defaults of the documents' print dialogs",
  }),
};
