import {
  type DisasterBanner,
  ERROR_CODES,
  FESTIVAL_IMAGES,
  type FestivalImage,
  type HolidayState,
  isSurveyDue,
  nextSurveyDay,
  type SatisfactionAnswer,
  SURVEY_MIN_POLICIES,
  type SurveyAnswered,
  todayInChina,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { findWarningsInForceToday } from '../basedata/route-notices.service.ts';
import { isSwitchOn, readSwitchValue } from '../switch/switch.service.ts';
import {
  countIssuedPoliciesUpTo,
  findAccountVip,
  findLatestAnswer,
  insertAnswer,
} from './survey.repository.ts';

/** The switches the insurer's operations screen sets (docs/business-rules.md "Festival image"). */
export const HOLIDAY_FLAG_SWITCH = 'holidayFlag';
export const HOLIDAY_IMAGE_SWITCH = 'holidayImage';
/** The dashboard chart (SPEC §4: isShow defaults to true when not configured). */
export const CHART_SHOW_SWITCH = 'isShow';
/** The natural-disaster banner of the shell (off unless the insurer turns it on). */
export const DISASTER_BANNER_SWITCH = 'naturalDisasterWarning';

const surveyDue = async (db: Executor, session: Session, today: string): Promise<boolean> => {
  const latest = await findLatestAnswer(db, session.userId);
  const issuedPolicies = await countIssuedPoliciesUpTo(db, session.accountId, SURVEY_MIN_POLICIES);
  return isSurveyDue({ issuedPolicies, nextAskOn: latest?.nextAskOn, today });
};

export const readSurveyState = async (app: FastifyInstance, session: Session) => ({
  isSurvey: await surveyDue(app.db, session, todayInChina()),
});

/**
 * Stores the answer to the rating asked now. Not asked (never due, or already answered: a second tab or a
 * double submit) → 409, nothing stored. The unique (user, day) index settles two concurrent submits.
 */
export const answerSurvey = async (
  app: FastifyInstance,
  session: Session,
  answer: SatisfactionAnswer,
): Promise<SurveyAnswered> => {
  const today = todayInChina();
  return app.db.transaction(async (tx) => {
    if (!(await surveyDue(tx, session, today))) {
      throw new AppError(ERROR_CODES.conflict, 'survey.error.notAsked');
    }
    const nextAskOn = nextSurveyDay(answer.evaluationType, today);
    const inserted = await insertAnswer(tx, {
      userId: session.userId,
      accountId: session.accountId,
      evaluationType: answer.evaluationType,
      evaluationContent: answer.evaluationContent,
      answeredOn: today,
      nextAskOn,
    });
    if (!inserted) throw new AppError(ERROR_CODES.conflict, 'survey.error.notAsked');
    return { evaluationType: answer.evaluationType, nextAskOn };
  });
};

const isFestivalImage = (name: string | undefined): name is FestivalImage =>
  (FESTIVAL_IMAGES as readonly (string | undefined)[]).includes(name);

/** The festival corner image: on when the holidayFlag switch is; an unknown image name falls back. */
export const readHoliday = async (app: FastifyInstance): Promise<HolidayState> => {
  const image = await readSwitchValue(app, HOLIDAY_IMAGE_SWITCH);
  return {
    HolidayFlag: (await isSwitchOn(app, HOLIDAY_FLAG_SWITCH)) ? 'Y' : 'N',
    ImageName: isFestivalImage(image) ? image : FESTIVAL_IMAGES[0],
  };
};

export const readVip = async (app: FastifyInstance, session: Session) => ({
  isVip: await findAccountVip(app.db, session.accountId),
});

export const readChartShow = async (app: FastifyInstance) => ({
  isShow:
    (await readSwitchValue(app, CHART_SHOW_SWITCH)) === undefined ||
    (await isSwitchOn(app, CHART_SHOW_SWITCH)),
});

export const readDisasterBanner = async (app: FastifyInstance): Promise<DisasterBanner> => ({
  warnings: (await isSwitchOn(app, DISASTER_BANNER_SWITCH)) ? await findWarningsInForceToday() : [],
});
