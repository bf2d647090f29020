import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from './envelope.ts';
import { findOutboxMessages } from './outbox.repository.ts';

/** Dev only: the messages the portal "sent" (verification codes, SMS, mail), for people and e2e tests. */
export const outboxRoutes = async (app: FastifyInstance) => {
  if (!app.config.exposeOutbox) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dev/outbox',
    {
      schema: {
        querystring: z.object({
          channel: z.string().max(32).optional(),
          recipient: z.string().max(254).optional(),
        }),
      },
    },
    async (request) => ok(request, await findOutboxMessages(app.db, request.query)),
  );
};
