import { ERROR_CODES, type LimitStatus } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { isUnderMaintenance } from '../switch/maintenance.service.ts';

/**
 * The limit check of the startup sequence (SPEC §4, §8): during maintenance (the `maintenance` switch on,
 * or the scheduled window) it answers code 88888 (HTTP 200) with the maintenance notice; otherwise the user
 * is not limited.
 */
export const checkLimit = async (app: FastifyInstance): Promise<LimitStatus> => {
  if (await isUnderMaintenance(app)) throw new AppError(ERROR_CODES.maintenance);
  return { isLimit: false };
};
