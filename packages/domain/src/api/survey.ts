import {
  ZChartShowState,
  ZDisasterBanner,
  ZHolidayState,
  ZSatisfactionAnswer,
  ZSurveyAnswered,
  ZSurveyState,
  ZVipState,
} from '../schemas/survey.ts';
import { customerAccess, endpoint } from './endpoint.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

/**
 * The shell's extras (SPEC §2 header, §7 "Others"): the satisfaction rating, the festival image, the VIP
 * flag and the dashboard chart flag.
 */
export const surveyEndpoints = {
  isSurvey: endpoint({
    ...portalFirstScreenCalls.isSurvey,
    access: customerAccess.read,
    response: ZSurveyState,
    summary: 'Whether the satisfaction rating is to be asked now (issued policies, last answer)',
  }),
  insertSatisfactionSurvey: endpoint({
    method: 'POST',
    path: '/cargo/satisfactionSurvey/insertSatisfactionSurvey',
    access: customerAccess.read,
    body: ZSatisfactionAnswer,
    response: ZSurveyAnswered,
    summary: 'Answers the rating asked now: 1 good, 2 bad (comment required), 3 later; one answer per ask',
  }),
  holiday: endpoint({
    ...portalFirstScreenCalls.holiday,
    access: customerAccess.read,
    response: ZHolidayState,
    summary: 'Whether a festival is on (HolidayFlag) and its corner image (ImageName)',
  }),
  isVip: endpoint({
    ...portalFirstScreenCalls.isVip,
    access: customerAccess.read,
    response: ZVipState,
    summary: "Whether the session's account is a VIP customer",
  }),
  chartIsShow: endpoint({
    ...portalFirstScreenCalls.chartIsShow,
    access: customerAccess.read,
    response: ZChartShowState,
    summary: 'Whether the dashboard shows the premium trend chart',
  }),
  disasterBanner: endpoint({
    ...portalFirstScreenCalls.disasterBanner,
    access: customerAccess.read,
    response: ZDisasterBanner,
    summary: 'Natural-disaster warnings in force today, when the banner switch is on (none otherwise)',
  }),
};
