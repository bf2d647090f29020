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
  serve(app, correctionEndpoints.correctability, ({ session, params }) =>
    getCorrectability(app, session, params.policyNo),
  );
  serve(app, correctionEndpoints.checkPolicyCorrect, ({ session, params }) =>
    checkPolicyCorrect(app, session, params.policyNo),
  );
  serve(app, correctionEndpoints.checkPolicyUserLevel, ({ session, params }) =>
    checkPolicyUserLevel(app, session, params.policyNo),
  );
  serve(app, correctionEndpoints.previewCorrection, ({ session, body }) =>
    previewCorrection(app, session, body),
  );
  serve(app, correctionEndpoints.applyCorrection, ({ session, body }) => applyCorrection(app, session, body));
  serve(app, correctionEndpoints.listCorrections, ({ session, body }) => listCorrections(app, session, body));
  serve(app, correctionEndpoints.withdrawCorrection, ({ session, body }) =>
    withdrawCorrection(app, session, body.id),
  );
  serve(app, correctionEndpoints.deleteCorrection, ({ session, body }) =>
    deleteCorrectionForGood(app, session, body.id),
  );
  serve(app, correctionEndpoints.decideCorrection, ({ session, params, body }) =>
    decideCorrection(app, session, params.id, body),
  );
};
