import { ZPayRequest, ZSeeFeePaymentRequest } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../platform/envelope.ts';
import { requireSession } from '../../platform/session.ts';
import { payApplication, seeFeePayment } from './payment.service.ts';

/** Premium payment (SPEC §7 "payment/seeFeePayment") through the payment provider. */
export const paymentRoutes = async (app: FastifyInstance) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/cargo/payment/seeFeePayment',
    { schema: { body: ZSeeFeePaymentRequest } },
    async (request) => {
      const session = requireSession(request);
      return ok(request, await seeFeePayment(app, session, request.body.applicationId, request.language));
    },
  );
  routes.post('/cargo/payment/pay', { schema: { body: ZPayRequest } }, async (request) => {
    const session = requireSession(request);
    return ok(request, await payApplication(app, session, request.body, request.language));
  });
};
