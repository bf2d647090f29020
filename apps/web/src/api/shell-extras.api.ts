import type { HolidayState, SatisfactionAnswer } from '@cargo/domain';
import { portalFirstScreenCalls } from '@cargo/domain/api/portal-first-screen-calls';
import type { surveyEndpoints } from '@cargo/domain/api/survey';
import { queryOptions } from '@tanstack/react-query';
import { call } from './endpoint-call.ts';
import { callRoute } from './request.ts';
import { SESSION_QUERY_KEY } from './session.api.ts';

/**
 * The shell's extras (server: apps/server/src/features/survey): rating, festival image, VIP flag, chart
 * flag, disaster warnings. Each is a decoration of the shell: a failure shows nothing rather than an error.
 */
export const shellExtrasKeys = {
  survey: [...SESSION_QUERY_KEY, 'survey'] as const,
  holiday: [...SESSION_QUERY_KEY, 'holiday'] as const,
  vip: [...SESSION_QUERY_KEY, 'vip'] as const,
  chartShow: [...SESSION_QUERY_KEY, 'chartShow'] as const,
  disasters: [...SESSION_QUERY_KEY, 'disasters'] as const,
};

const silently = { hideError: true, loading: false } as const;

export const surveyQuery = () =>
  queryOptions({
    queryKey: shellExtrasKeys.survey,
    queryFn: async () =>
      (await callRoute<typeof surveyEndpoints.isSurvey>(portalFirstScreenCalls.isSurvey, {}, silently))
        .isSurvey,
    staleTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });

/** Sends the answer; the form shows the server's field issues (loading mask off: the dialog spins). */
export const answerSurvey = async (answer: SatisfactionAnswer) => {
  const { surveyEndpoints } = await import('@cargo/domain/api/survey');
  return call(surveyEndpoints.insertSatisfactionSurvey, answer, { loading: false, hideError: true });
};

const NO_HOLIDAY: HolidayState = { HolidayFlag: 'N', ImageName: 'spring-festival' };

export const holidayQuery = () =>
  queryOptions({
    queryKey: shellExtrasKeys.holiday,
    queryFn: async () => {
      try {
        return await callRoute<typeof surveyEndpoints.holiday>(portalFirstScreenCalls.holiday, {}, silently);
      } catch {
        return NO_HOLIDAY;
      }
    },
    staleTime: 10 * 60_000,
    meta: { languageNeutral: true },
  });

export const vipQuery = () =>
  queryOptions({
    queryKey: shellExtrasKeys.vip,
    queryFn: async () => {
      try {
        return (await callRoute<typeof surveyEndpoints.isVip>(portalFirstScreenCalls.isVip, {}, silently))
          .isVip;
      } catch {
        return false;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });

/** SPEC §4: isShow defaults to true when the call fails. */
export const chartShowQuery = () =>
  queryOptions({
    queryKey: shellExtrasKeys.chartShow,
    queryFn: async () => {
      try {
        return (
          await callRoute<typeof surveyEndpoints.chartIsShow>(
            portalFirstScreenCalls.chartIsShow,
            {},
            silently,
          )
        ).isShow;
      } catch {
        return true;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    meta: { languageNeutral: true },
  });

/** The natural-disaster banner: warnings in force today while the insurer has it switched on. */
export const disasterBannerQuery = () =>
  queryOptions({
    queryKey: shellExtrasKeys.disasters,
    queryFn: async () => {
      try {
        return (
          await callRoute<typeof surveyEndpoints.disasterBanner>(
            portalFirstScreenCalls.disasterBanner,
            {},
            silently,
          )
        ).warnings;
      } catch {
        return [];
      }
    },
    staleTime: 10 * 60_000,
  });
