import { operationsEndpoints } from '@cargo/domain/api/operations';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../platform/endpoint.ts';
import { accountChoices } from '../account/account-directory.ts';
import { listOpenPolicyUsage } from '../declaration/open-policy-usage.service.ts';
import {
  endMaintenance,
  listStaffSwitches,
  scheduleMaintenance,
  setStaffSwitch,
} from '../switch/switch-desk.service.ts';
import { listUndeliveredMessages, resendUndeliveredMessage } from './delivery-desk.service.ts';
import { listNotices, publishNotice } from './notice.service.ts';

/** The back office's operations desk: notices, switches, the maintenance window, open-policy usage, undelivered messages. */
export const operationsRoutes = async (app: FastifyInstance) => {
  const endpoints = operationsEndpoints;
  serve(app, endpoints.accountChoices, () => accountChoices(app));
  serve(app, endpoints.listNotices, ({ body }) => listNotices(app, body));
  serve(app, endpoints.publishNotice, ({ session, body }) => publishNotice(app, session, body));
  serve(app, endpoints.listSwitches, () => listStaffSwitches(app));
  serve(app, endpoints.setSwitch, ({ session, body }) => setStaffSwitch(app, session, body));
  serve(app, endpoints.scheduleMaintenance, ({ session, body }) => scheduleMaintenance(app, session, body));
  serve(app, endpoints.endMaintenance, ({ session }) => endMaintenance(app, session));
  serve(app, endpoints.openPolicyUsage, ({ body }) => listOpenPolicyUsage(app, body));
  serve(app, endpoints.undeliveredMessages, ({ body }) => listUndeliveredMessages(app, body));
  serve(app, endpoints.resendMessage, ({ session, body }) => resendUndeliveredMessage(app, session, body));
};
