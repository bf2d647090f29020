import { addDays } from '../clock/calendar.ts';
import { EVALUATION_LATER, type EvaluationType } from '../codes/survey.ts';

/**
 * When the satisfaction rating is asked (docs/business-rules.md "Satisfaction rating"): once the current
 * account has at least this many issued policies (the user has used the portal for real), …
 */
export const SURVEY_MIN_POLICIES = 3;
/** … not again for 90 days after a good or bad answer, … */
export const SURVEY_REASK_DAYS = 90;
/** … and 7 days after "rate later". */
export const SURVEY_LATER_DAYS = 7;

/** The China day from which a user who answered on `answeredOn` may be asked again. */
export const nextSurveyDay = (evaluationType: EvaluationType, answeredOn: string): string =>
  addDays(answeredOn, evaluationType === EVALUATION_LATER ? SURVEY_LATER_DAYS : SURVEY_REASK_DAYS);

/** Whether the dialog is due today; `nextAskOn` is that of the user's latest answer, if any. */
export const isSurveyDue = (facts: {
  issuedPolicies: number;
  nextAskOn: string | undefined;
  today: string;
}): boolean =>
  facts.issuedPolicies >= SURVEY_MIN_POLICIES &&
  (facts.nextAskOn === undefined || facts.today >= facts.nextAskOn);
