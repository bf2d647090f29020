import { surveyEndpoints } from '@cargo/domain/api/survey';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import {
  answerSurvey,
  readChartShow,
  readDisasterBanner,
  readHoliday,
  readSurveyState,
  readVip,
} from './survey.service.ts';

/** The shell's extras: satisfaction rating, festival image, VIP flag, dashboard chart flag. */
export const surveyRoutes = async (app: FastifyInstance) => {
  serve(app, surveyEndpoints.isSurvey, ({ session }) => readSurveyState(app, session));
  serve(app, surveyEndpoints.insertSatisfactionSurvey, ({ session, body }) =>
    answerSurvey(app, session, body),
  );
  serve(app, surveyEndpoints.holiday, () => readHoliday(app));
  serve(app, surveyEndpoints.isVip, ({ session }) => readVip(app, session));
  serve(app, surveyEndpoints.chartIsShow, () => readChartShow(app));
  serve(app, surveyEndpoints.disasterBanner, () => readDisasterBanner(app));
};
