import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { insertOutboxMessage, type OutboxMessage } from './outbox.repository.ts';

/**
 * A code the portal "sent" while the outbox page is hidden (EXPOSE_OUTBOX unset): outside production it goes
 * to the server log, so a developer can still read an SMS code; production never logs a code.
 */
export const logHiddenCode = (app: FastifyInstance, message: OutboxMessage): void => {
  if (app.config.exposeOutbox || !app.config.logSentCodes) return;
  app.log.info(
    { channel: message.channel, recipient: message.recipient, body: message.body },
    'outbox: message sent (EXPOSE_OUTBOX=1 shows it at /dev/outbox)',
  );
};

/**
 * Records a message in the outbox, in the caller's transaction: `pending` for delivery when a provider of its
 * channel is configured (platform/delivery/outbox-delivery.ts), else kept there and logged if the page is hidden.
 */
export const sendMessage = async (
  app: FastifyInstance,
  db: Executor,
  message: Omit<OutboxMessage, 'status'>,
): Promise<void> => {
  const delivered = app.outboxDelivery.delivers(message.channel);
  await insertOutboxMessage(db, { ...message, status: delivered ? 'pending' : 'kept' });
  if (!delivered) logHiddenCode(app, message);
};
