import { ZIdParams } from '../schemas/application-requests.ts';
import { ZAccountLoginRequest } from '../schemas/auth.ts';
import { ZDeclarationDecisionParams } from '../schemas/declaration/review.ts';
import { ZStatusChangeResult } from '../schemas/policy.ts';
import {
  ZApplicationQueuePage,
  ZApplicationQueueQuery,
  ZApplicationReview,
  ZAuditPage,
  ZAuditQuery,
  ZStaffApplicationDecision,
  ZStaffProfile,
  ZStaffSignedIn,
} from '../schemas/staff.ts';
import {
  ZCorrectionQueueItem,
  ZCorrectionQueuePage,
  ZCorrectionQueueQuery,
  ZDeclarationQueuePage,
  ZDeclarationQueueQuery,
  ZDeclarationReview,
} from '../schemas/staff-queues.ts';
import { ZTwoFactorChallenge, ZTwoFactorSignInRequest } from '../schemas/two-factor.ts';
import { endpoint, type StaffAccess } from './endpoint.ts';

/** Underwriters decide; auditors read too. */
const UNDERWRITERS: StaffAccess = { staff: ['underwriter'] };
const UNDERWRITING_READERS: StaffAccess = { staff: ['underwriter', 'auditor'] };

/** The insurer's staff: their own login, who is logged in (docs/business-rules.md "Back office"). */
export const staffEndpoints = {
  staffLogin: endpoint({
    method: 'POST',
    path: '/cargo/staff/login',
    access: 'public',
    body: ZAccountLoginRequest,
    response: ZTwoFactorChallenge,
    summary:
      'Staff log in by login name, password and image code (customers cannot); answers the two-factor challenge',
  }),
  staffTwoFactorSignIn: endpoint({
    method: 'POST',
    path: '/cargo/staff/login/twoFactor',
    access: 'public',
    body: ZTwoFactorSignInRequest,
    response: ZStaffSignedIn,
    summary:
      "The second step of a staff login: the app's code or a recovery code; sets the staff session cookie",
  }),
  staffProfile: endpoint({
    method: 'GET',
    path: '/cargo/staff/me',
    access: { staff: ['underwriter', 'claimsHandler', 'operations', 'auditor', 'compliance'] },
    response: ZStaffProfile,
    summary: 'The logged-in staff member and its roles',
  }),
  applicationQueue: endpoint({
    method: 'POST',
    path: '/cargo/staff/queue/applications',
    access: UNDERWRITING_READERS,
    body: ZApplicationQueueQuery,
    response: ZApplicationQueuePage,
    summary: 'Applications referred to an underwriter (B4) of every account, oldest first, with their age',
  }),
  applicationReview: endpoint({
    method: 'GET',
    path: '/cargo/staff/application/:id',
    access: UNDERWRITING_READERS,
    params: ZIdParams,
    response: ZApplicationReview,
    summary: "A referred application: the customer's whole submission and its history",
  }),
  decideApplication: endpoint({
    method: 'POST',
    path: '/cargo/staff/application/:id/decide',
    access: UNDERWRITERS,
    params: ZIdParams,
    body: ZStaffApplicationDecision,
    response: ZStatusChangeResult,
    summary: 'Approve (B3), send back for modification (B5) or decline (B6) a referred application; audited',
  }),
  declarationQueue: endpoint({
    method: 'POST',
    path: '/cargo/staff/queue/declarations',
    access: UNDERWRITING_READERS,
    body: ZDeclarationQueueQuery,
    response: ZDeclarationQueuePage,
    summary: 'Declarations under manual review (02) of every account, oldest first, with their age',
  }),
  declarationReview: endpoint({
    method: 'GET',
    path: '/cargo/staff/declaration/:id',
    access: UNDERWRITING_READERS,
    params: ZDeclarationDecisionParams,
    response: ZDeclarationReview,
    summary: "A declaration (by number): the customer's whole submission and the open policy's balance",
  }),
  correctionQueue: endpoint({
    method: 'POST',
    path: '/cargo/staff/queue/corrections',
    access: UNDERWRITING_READERS,
    body: ZCorrectionQueueQuery,
    response: ZCorrectionQueuePage,
    summary: 'Corrections pending review (E1) of every account, oldest first, with their age',
  }),
  correctionReview: endpoint({
    method: 'GET',
    path: '/cargo/staff/correction/:id',
    access: UNDERWRITING_READERS,
    params: ZIdParams,
    response: ZCorrectionQueueItem,
    summary: "A correction: the customer's changes (before and after), reason, pricing and referral reasons",
  }),
  auditLog: endpoint({
    method: 'POST',
    path: '/cargo/staff/audit/list',
    access: { staff: ['auditor', 'underwriter', 'claimsHandler', 'operations'] },
    body: ZAuditQuery,
    response: ZAuditPage,
    summary:
      'The staff audit log (append-only), newest first, by staff user, action, object number and dates',
  }),
};
