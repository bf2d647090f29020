import { paymentEndpoints } from '@cargo/domain/api/payment';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { payApplication, seeFeePayment } from './payment.service.ts';

/** Premium payment (SPEC §7 "payment/seeFeePayment") through the payment provider. */
export const paymentRoutes = async (app: FastifyInstance) => {
  serve(app, paymentEndpoints.seeFeePayment, ({ session, body }) =>
    seeFeePayment(app, session, body.applicationId),
  );
  serve(app, paymentEndpoints.payApplication, ({ session, body }) => payApplication(app, session, body));
};
