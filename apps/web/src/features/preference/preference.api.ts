import type { PrintHabit, SavePreferencesRequest } from '@cargo/domain';
import { preferenceEndpoints } from '@cargo/domain/api/preference';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/** Under the session key: dropped on logout and session end. Codes only: the same in both languages. */
export const preferenceQueryKeys = {
  preferences: [...SESSION_QUERY_KEY, 'preference', 'settings'],
  printHabit: [...SESSION_QUERY_KEY, 'preference', 'printHabit'],
} as const;

export const preferencesQuery = () =>
  queryOptions({
    queryKey: preferenceQueryKeys.preferences,
    queryFn: () => call(preferenceEndpoints.query, {}, { loading: false }),
    meta: { languageNeutral: true },
    staleTime: 5 * 60_000,
  });

export const savePreferences = (request: SavePreferencesRequest) =>
  call(preferenceEndpoints.saveAndUpdate, request, { loading: false });

export const printHabitQuery = () =>
  queryOptions({
    queryKey: preferenceQueryKeys.printHabit,
    queryFn: () => call(preferenceEndpoints.getPrintHabit, {}, { loading: false }),
    meta: { languageNeutral: true },
    staleTime: 5 * 60_000,
  });

export const putPrintHabit = (habit: PrintHabit) =>
  call(preferenceEndpoints.putPrintHabit, habit, { loading: false });
