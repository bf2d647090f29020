import { ERROR_CODES, isCustomerAccess } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.ts';

/** Whether customer calls are refused now (answered by the switch feature). */
export type MaintenanceCheck = (app: FastifyInstance) => Promise<boolean>;

/**
 * The maintenance window (SPEC §4, docs/business-rules.md "Operations"): while it is on, every customer
 * route answers code 88888 (HTTP 200) with the localised maintenance message, before its body is read.
 * Public routes (logins, the limit check, public switches) and staff routes keep working, so staff can log
 * in and end it. Must be added after the access check (an anonymous call still answers 401 first).
 */
export const registerMaintenanceGate = (app: FastifyInstance, isUnderMaintenance: MaintenanceCheck): void => {
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.endpoint?.access;
    if (access === undefined || !isCustomerAccess(access)) return;
    if (await isUnderMaintenance(app)) throw new AppError(ERROR_CODES.maintenance);
  });
};
