import { preferenceEndpoints } from '@cargo/domain/api/preference';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { getPrintHabit, putPrintHabit, queryPreferences, savePreferences } from './preference.service.ts';

/** Preferences and print habit of the logged-in user (SPEC §3 "Preferences", §7 "Others"). */
export const preferenceRoutes = async (app: FastifyInstance) => {
  serve(app, preferenceEndpoints.query, ({ session }) => queryPreferences(app, session));
  serve(app, preferenceEndpoints.saveAndUpdate, ({ session, body }) => savePreferences(app, session, body));
  serve(app, preferenceEndpoints.getPrintHabit, ({ session }) => getPrintHabit(app, session));
  serve(app, preferenceEndpoints.putPrintHabit, ({ session, body }) => putPrintHabit(app, session, body));
};
