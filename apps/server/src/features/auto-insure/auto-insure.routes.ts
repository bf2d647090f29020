import { autoInsureEndpoints } from '@cargo/domain/api/auto-insure';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { declareHeldShipment, dropHeldShipment } from './auto-insure.service.ts';
import {
  addRule,
  changeRule,
  deleteRule,
  listRules,
  moveRule,
  setDefaultAction,
} from './auto-insure-rules.service.ts';

/** Auto-insure rules of the account's open policies, and the portal's actions on the shipments they held. */
export const autoInsureRoutes = async (app: FastifyInstance) => {
  serve(app, autoInsureEndpoints.listRules, ({ session, params }) =>
    listRules(app, session, params.policyNo),
  );
  serve(app, autoInsureEndpoints.addRule, ({ session, params, body }) =>
    addRule(app, session, params.policyNo, body),
  );
  serve(app, autoInsureEndpoints.changeRule, ({ session, params, body }) =>
    changeRule(app, session, params, body),
  );
  serve(app, autoInsureEndpoints.deleteRule, ({ session, params }) => deleteRule(app, session, params));
  serve(app, autoInsureEndpoints.moveRule, ({ session, params, body }) =>
    moveRule(app, session, params, body),
  );
  serve(app, autoInsureEndpoints.setDefaultAction, ({ session, params, body }) =>
    setDefaultAction(app, session, params.policyNo, body),
  );
  serve(app, autoInsureEndpoints.declareHeld, async ({ session, params, say }) => {
    const result = await declareHeldShipment(app, session, params.declarationNo);
    say(result.message);
    return result;
  });
  serve(app, autoInsureEndpoints.dropHeld, ({ session, params }) =>
    dropHeldShipment(app, session, params.declarationNo),
  );
};
