import { ZIdParams } from '../schemas/application-requests.ts';
import {
  ZScreeningDecision,
  ZScreeningItem,
  ZScreeningPage,
  ZScreeningQueueQuery,
} from '../schemas/sanctions.ts';
import { endpoint, type StaffAccess } from './endpoint.ts';

/** Compliance officers decide; auditors read too. */
const COMPLIANCE: StaffAccess = { staff: ['compliance'] };
const COMPLIANCE_READERS: StaffAccess = { staff: ['compliance', 'auditor'] };

/** The compliance queue of sanctions screening (docs/business-rules.md "Sanctions screening"). */
export const sanctionsEndpoints = {
  screeningQueue: endpoint({
    method: 'POST',
    path: '/cargo/staff/queue/sanctions',
    access: COMPLIANCE_READERS,
    body: ZScreeningQueueQuery,
    response: ZScreeningPage,
    summary: 'Screenings with a possible sanctions hit (or decided ones), oldest first, with their hits',
  }),
  screening: endpoint({
    method: 'GET',
    path: '/cargo/staff/sanctions/:id',
    access: COMPLIANCE_READERS,
    params: ZIdParams,
    response: ZScreeningItem,
    summary: 'One screening with its hits and its decision',
  }),
  decideScreening: endpoint({
    method: 'POST',
    path: '/cargo/staff/sanctions/:id/decide',
    access: COMPLIANCE,
    params: ZIdParams,
    body: ZScreeningDecision,
    response: ZScreeningItem,
    summary: 'Clear a possible hit as a false positive (remembered) or confirm it (cover refused); audited',
  }),
} as const;
