import { ZReservationRequest, ZReservationResponse } from '../schemas/reservation.ts';
import { endpoint } from './endpoint.ts';

/** The public business appointment page (SPEC §2 /reservation). */
export const reservationEndpoints = {
  submit: endpoint({
    method: 'POST',
    path: '/cargo/reservation/submit',
    access: 'public',
    body: ZReservationRequest,
    response: ZReservationResponse,
    // Beside the business rule (10 new appointments per IP an hour): retries and repeats, 20 a minute.
    rateLimit: { max: 20, timeWindowSeconds: 60 },
    summary: 'Records a business appointment (idempotent by request key) and tells the service desk',
  }),
};
