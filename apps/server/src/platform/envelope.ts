import { type Envelope, SUCCESS_CODE } from '@cargo/domain';
import type { FastifyRequest } from 'fastify';

/** The success envelope of SPEC §7: `{ code: '000000', message, data, traceId }`. */
export const ok = <T>(request: FastifyRequest, data: T, message = 'success'): Envelope<T> => ({
  code: SUCCESS_CODE,
  message,
  data,
  traceId: request.id,
});
