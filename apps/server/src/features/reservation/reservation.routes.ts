import { ZReservationRequest } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { submitReservation } from './reservation.service.ts';

/** The public business appointment page (SPEC §2 /reservation): no session. */
export const reservationRoutes = async (app: FastifyInstance) => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post('/cargo/reservation/submit', { schema: { body: ZReservationRequest } }, async (request) =>
      ok(request, await submitReservation(app, request.body, request.ip)),
    );
};
