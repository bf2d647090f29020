import { correctionEndpoints } from '@cargo/domain/api/correction';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { checkPolicyCorrect, checkPolicyUserLevel, getCorrectability } from './correctability.ts';
import { applyCorrection, listCorrections, previewCorrection } from './correction.service.ts';
import {
  decideCorrection,
  deleteCorrectionForGood,
  withdrawCorrection,
} from './correction-review.service.ts';

/** Corrections (endorsements) of issued policies (SPEC §7 "Correction"). */
export const correctionRoutes = async (app: FastifyInstance) => {
  serve(app, correctionEndpoints.correctability, ({ session, params, language }) =>
    getCorrectability(app, session, params.policyNo, language),
  );
  serve(app, correctionEndpoints.checkPolicyCorrect, ({ session, params, language }) =>
    checkPolicyCorrect(app, session, params.policyNo, language),
  );
  serve(app, correctionEndpoints.checkPolicyUserLevel, ({ session, params, language }) =>
    checkPolicyUserLevel(app, session, params.policyNo, language),
  );
  serve(app, correctionEndpoints.previewCorrection, ({ session, body, language }) =>
    previewCorrection(app, session, body, language),
  );
  serve(app, correctionEndpoints.applyCorrection, ({ session, body, language }) =>
    applyCorrection(app, session, body, language),
  );
  serve(app, correctionEndpoints.listCorrections, ({ session, body, language }) =>
    listCorrections(app, session, body, language),
  );
  serve(app, correctionEndpoints.withdrawCorrection, ({ session, body, language }) =>
    withdrawCorrection(app, session, body.id, language),
  );
  serve(app, correctionEndpoints.deleteCorrection, ({ session, body, language }) =>
    deleteCorrectionForGood(app, session, body.id, language),
  );
  serve(app, correctionEndpoints.decideCorrection, ({ session, params, body, language }) =>
    decideCorrection(app, session, params.id, body, language),
  );
};
