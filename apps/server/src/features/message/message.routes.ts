import { messageEndpoints } from '@cargo/domain/api/message';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { countMessages, markAllRead, markRead, queryMessages } from './message.service.ts';
import { registerTimedMessages } from './message-timed.service.ts';

/** The message centre and the bell (SPEC §2 bell, §3 Messages, §7 message calls). */
export const messageRoutes = async (app: FastifyInstance) => {
  registerTimedMessages(app);
  serve(app, messageEndpoints.query, ({ session, body }) => queryMessages(app, session, body));
  serve(app, messageEndpoints.count, ({ session }) => countMessages(app, session));
  serve(app, messageEndpoints.markRead, ({ session, body }) => markRead(app, session, body.ids));
  serve(app, messageEndpoints.markAllRead, ({ session, body }) => markAllRead(app, session, body.upToId));
};
