import type { FastifyInstance } from 'fastify';
import { outboxRoutes } from '../platform/outbox.routes.ts';
import { accountRoutes } from './account/account.routes.ts';
import { applicationRoutes } from './application/application.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { basedataRoutes } from './basedata/basedata.routes.ts';
import { clientRoutes } from './client/client.routes.ts';
import { correctionRoutes } from './correction/correction.routes.ts';
import { declarationRoutes } from './declaration/declaration.routes.ts';
import { fileRoutes } from './file/file.routes.ts';
import { limitRoutes } from './limit/limit.routes.ts';
import { paymentRoutes } from './payment/payment.routes.ts';
import { policyRoutes } from './policy/policy.routes.ts';
import { quotationRoutes } from './quotation/quotation.routes.ts';
import { reservationRoutes } from './reservation/reservation.routes.ts';
import { settlementRoutes } from './settlement/settlement.routes.ts';
import { switchRoutes } from './switch/switch.routes.ts';
import { trackingRoutes } from './tracking/tracking.routes.ts';

/** Every feature's routes, registered under the gateway prefix. */
export const featureRoutes = async (app: FastifyInstance) => {
  await app.register(outboxRoutes);
  await app.register(authRoutes);
  await app.register(accountRoutes);
  await app.register(basedataRoutes);
  await app.register(switchRoutes);
  await app.register(limitRoutes);
  await app.register(reservationRoutes);
  await app.register(trackingRoutes);
  await app.register(declarationRoutes);
  await app.register(fileRoutes);
  await app.register(quotationRoutes);
  await app.register(applicationRoutes);
  await app.register(paymentRoutes);
  await app.register(policyRoutes);
  await app.register(clientRoutes);
  await app.register(settlementRoutes);
  await app.register(correctionRoutes);
};
