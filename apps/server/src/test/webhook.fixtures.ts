import type { FastifyInstance } from 'fastify';
import { webhookEndpoints } from '../db/schema/index.ts';
import { accountIdOf } from './roles.fixtures.ts';

/**
 * Gives the account an enabled webhook endpoint, so its business changes record their events (an account without
 * one records none). It subscribes to `policy.expiring` only: the events of other types are written but queue no
 * delivery, and nothing tries to leave the machine.
 */
export const listenToWebhooks = async (app: FastifyInstance, accountName: string) => {
  await app.db.insert(webhookEndpoints).values({
    accountId: await accountIdOf(app, accountName),
    url: 'https://hooks.example.com/cargo',
    events: ['policy.expiring'],
    secret: 'whsec_test',
  });
};
