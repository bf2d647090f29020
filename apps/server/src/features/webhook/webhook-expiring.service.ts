import { businessNow, todayInChina } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { findPoliciesEndingWithin } from '../policy/policy.service.ts';
import { findAccountsSubscribedTo } from './webhook.repository.ts';
import { recordPolicyExpiring } from './webhook-events.service.ts';

/**
 * "Policy expiring" (docs/business-rules.md "Webhooks"): no change causes it, so a schedule looks every hour,
 * for the accounts with an endpoint subscribed to it, for live policies ending within 30 days (today included),
 * and records the event once per policy (a unique index refuses a second).
 */

export const EXPIRING_WITHIN_DAYS = 30;
const SCHEDULE = 'webhook-expiring-policies';

export const recordExpiringPolicies = async (app: FastifyInstance) => {
  const today = todayInChina(businessNow());
  for (const accountId of await findAccountsSubscribedTo(app.db, 'policy.expiring')) {
    const ending = await findPoliciesEndingWithin(app, { accountId }, today, EXPIRING_WITHIN_DAYS);
    for (const policy of ending)
      await app.db.transaction((tx) => recordPolicyExpiring(tx, { accountId, ...policy }, today));
  }
};

export const registerExpiringPolicies = (app: FastifyInstance) => {
  app.jobs.schedule({
    name: SCHEDULE,
    everyMinutes: 60,
    run: () =>
      recordExpiringPolicies(app).catch((error: unknown) =>
        app.log.error({ err: error }, 'expiring-policy webhooks failed'),
      ),
  });
};
