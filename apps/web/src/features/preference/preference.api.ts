import type { PrintHabit, SavePreferencesRequest } from '@cargo/domain';
import { portalFirstScreenCalls } from '@cargo/domain/api/portal-first-screen-calls';
import type { preferenceEndpoints } from '@cargo/domain/api/preference';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call.ts';
import { callRoute } from '../../api/request.ts';
import { SESSION_QUERY_KEY } from '../../api/shell.api.ts';

/** Under the session key: dropped on logout and session end. Codes only: the same in both languages. */
export const preferenceQueryKeys = {
  preferences: [...SESSION_QUERY_KEY, 'preference', 'settings'],
  printHabit: [...SESSION_QUERY_KEY, 'preference', 'printHabit'],
} as const;

/**
 * The preference changes' declarations, loaded on their first use: the shell reads the preferences and the print
 * habit on the first screen, through their routes alone (issue 14).
 */
const declarations = async () => (await import('@cargo/domain/api/preference')).preferenceEndpoints;

export const preferencesQuery = () =>
  queryOptions({
    queryKey: preferenceQueryKeys.preferences,
    queryFn: () =>
      callRoute<typeof preferenceEndpoints.query>(portalFirstScreenCalls.preferences, {}, { loading: false }),
    meta: { languageNeutral: true },
    staleTime: 5 * 60_000,
  });

export const savePreferences = async (request: SavePreferencesRequest) =>
  call((await declarations()).saveAndUpdate, request, { loading: false });

export const printHabitQuery = () =>
  queryOptions({
    queryKey: preferenceQueryKeys.printHabit,
    queryFn: () =>
      callRoute<typeof preferenceEndpoints.getPrintHabit>(
        portalFirstScreenCalls.printHabit,
        {},
        { loading: false },
      ),
    meta: { languageNeutral: true },
    staleTime: 5 * 60_000,
  });

export const putPrintHabit = async (habit: PrintHabit) =>
  call((await declarations()).putPrintHabit, habit, { loading: false });
