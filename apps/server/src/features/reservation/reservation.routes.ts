import { reservationEndpoints } from '@cargo/domain/api/reservation';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { submitReservation } from './reservation.service.ts';

/** The public business appointment page (SPEC §2 /reservation): no session. */
export const reservationRoutes = async (app: FastifyInstance) => {
  serve(app, reservationEndpoints.submit, ({ body, request }) => submitReservation(app, body, request.ip));
};
