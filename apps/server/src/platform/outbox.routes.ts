import { outboxEndpoints } from '@cargo/domain/api/outbox';
import type { FastifyInstance } from 'fastify';
import { serve } from './endpoint.ts';
import { findOutboxMessages } from './outbox.repository.ts';

/** Dev only: the messages the portal "sent" (verification codes, SMS, mail), for people and e2e tests. */
export const outboxRoutes = async (app: FastifyInstance) => {
  if (!app.config.exposeOutbox) return;
  serve(app, outboxEndpoints.messages, async ({ query }) =>
    (await findOutboxMessages(app.db, query)).map((message) => ({
      ...message,
      createdAt: message.createdAt.toISOString(),
    })),
  );
};
