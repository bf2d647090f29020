import { z } from 'zod';
import { EVALUATION_BAD, EVALUATION_CONTENT_MAX, EVALUATION_TYPES } from '../codes/survey.ts';
import { ZDisasterWarning } from './basedata-lookups.ts';

/** POST /cargo/satisfactionSurvey/insertSatisfactionSurvey `{ evaluationType, evaluationContent }`. */
export const ZSatisfactionAnswer = z
  .object({
    evaluationType: z.enum(EVALUATION_TYPES, 'error.fieldInvalid'),
    evaluationContent: z.string().trim().max(EVALUATION_CONTENT_MAX).optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.evaluationType === EVALUATION_BAD && value.evaluationContent === '') {
      ctx.addIssue({ code: 'custom', path: ['evaluationContent'], message: 'survey.error.commentRequired' });
    }
  });
export type SatisfactionAnswer = z.infer<typeof ZSatisfactionAnswer>;
/** What the rating form holds before parsing. */
export type SatisfactionAnswerInput = z.input<typeof ZSatisfactionAnswer>;

/** POST /cargo/satisfactionSurvey/isSurvey: whether the rating dialog is to be shown now. */
export const ZSurveyState = z.object({ isSurvey: z.boolean() });
export type SurveyState = z.infer<typeof ZSurveyState>;

/** The answer to insertSatisfactionSurvey: the China day from which the user may be asked again. */
export const ZSurveyAnswered = z.object({ evaluationType: z.enum(EVALUATION_TYPES), nextAskOn: z.string() });
export type SurveyAnswered = z.infer<typeof ZSurveyAnswered>;

/**
 * The festival images the web ships (`apps/web/src/assets/festival/<name>.svg`) and their greetings.
 * The holiday switch `holidayImage` names one; an unknown name falls back to the first.
 */
export const FESTIVAL_IMAGES = ['spring-festival', 'mid-autumn'] as const;
export type FestivalImage = (typeof FESTIVAL_IMAGES)[number];

/** POST /cargo/holiday/query: SPEC §7 "holiday query (returns HolidayFlag, ImageName)". */
export const ZHolidayState = z.object({
  HolidayFlag: z.enum(['Y', 'N']),
  ImageName: z.enum(FESTIVAL_IMAGES),
});
export type HolidayState = z.infer<typeof ZHolidayState>;

/** POST /cargo/user/customer/isVip: whether the session's account is a VIP customer. */
export const ZVipState = z.object({ isVip: z.boolean() });
export type VipState = z.infer<typeof ZVipState>;

/** POST /cargo/chart/isShow: whether the dashboard shows its premium chart (SPEC §4: true by default). */
export const ZChartShowState = z.object({ isShow: z.boolean() });
export type ChartShowState = z.infer<typeof ZChartShowState>;

/**
 * POST /cargo/naturalDisasterWarning/banner: the warnings in force today anywhere, when the insurer has
 * turned the banner on (switch `naturalDisasterWarning`); none when it is off.
 */
export const ZDisasterBanner = z.object({ warnings: z.array(ZDisasterWarning) });
export type DisasterBanner = z.infer<typeof ZDisasterBanner>;
