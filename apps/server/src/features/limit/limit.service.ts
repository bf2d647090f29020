import { ERROR_CODES, type LimitStatus } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/errors.ts';
import { isSwitchOn } from '../switch/switch.service.ts';

/**
 * The limit check of the startup sequence (SPEC §4, §8): while the `maintenance` switch is on it answers
 * code 88888 (HTTP 200) with the maintenance notice; otherwise the user is not limited.
 */
export const checkLimit = async (app: FastifyInstance): Promise<LimitStatus> => {
  if (await isSwitchOn(app, 'maintenance')) throw new AppError(ERROR_CODES.maintenance);
  return { isLimit: false };
};
