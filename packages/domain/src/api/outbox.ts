import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/** A message the portal "sent" (image code, SMS, mail), as the dev outbox shows it. */
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof ZOutboxMessage>;

export const ZOutboxQuery = z.object({
  channel: z.string().max(32).optional(),
  recipient: z.string().max(254).optional(),
});

/** Dev only (served when `exposeOutbox` is set): what the portal sent, for people and e2e tests. */
export const outboxEndpoints = {
  messages: endpoint({
    method: 'GET',
    path: '/dev/outbox',
    access: 'public',
    query: ZOutboxQuery,
    response: z.array(ZOutboxMessage),
    summary: 'The latest 20 messages sent, by channel and recipient (development and tests only)',
  }),
};
