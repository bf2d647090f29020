import { z } from 'zod';
import { STAFF_ROLES } from '../codes/staff-role.ts';
import { pageOf, ZPaging } from './paging.ts';
import { ZPolicyListRow, ZReviewRecord } from './policy.ts';

/** A staff role on the wire. */
export const ZStaffRole = z.enum(STAFF_ROLES);

/** The logged-in staff member (answer of the staff login and of GET /cargo/staff/me). */
export const ZStaffProfile = z.object({
  loginName: z.string(),
  userName: z.string(),
  roles: z.array(ZStaffRole),
});
export type StaffProfile = z.infer<typeof ZStaffProfile>;

/** A staff login's second step: the profile, and the recovery codes when TOTP was set up in this step. */
export const ZStaffSignedIn = ZStaffProfile.extend({ recoveryCodes: z.array(z.string()) });
export type StaffSignedIn = z.infer<typeof ZStaffSignedIn>;

/** A China day 'YYYY-MM-DD'. */
const isCalendarDay = (text: string) => {
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'error.fieldInvalid')
  .refine(isCalendarDay, 'error.fieldInvalid');

const optionalText = (max: number) => z.string().trim().max(max).optional().default('');

/** POST /cargo/staff/queue/applications: referred applications (B4), oldest first. */
export const ZApplicationQueueQuery = z.object({
  ...ZPaging,
  /** An account name (SHOCEAN), exactly. */
  accountName: optionalText(64),
  /** Part of the application's voucher number. */
  voucherNo: optionalText(40),
});

/** A referred application in the queue: the customer's list row, whose it is and how long it waits. */
export const ZApplicationQueueItem = ZPolicyListRow.extend({
  accountName: z.string(),
  companyName: z.string(),
  /** Whole hours since it was submitted. */
  ageHours: z.number().int(),
});
export type ApplicationQueueItem = z.infer<typeof ZApplicationQueueItem>;
export const ZApplicationQueuePage = pageOf(ZApplicationQueueItem);

/** One field of the customer's submission, labelled in the caller's language. */
export const ZSubmissionField = z.object({ label: z.string(), value: z.string() });

/** GET /cargo/staff/application/:id: the queue item, the whole submission and its history. */
export const ZApplicationReview = z.object({
  item: ZApplicationQueueItem,
  submission: z.array(ZSubmissionField),
  history: z.array(ZReviewRecord),
});
export type ApplicationReview = z.infer<typeof ZApplicationReview>;

/**
 * POST /cargo/staff/application/:id/decide: approve (→ B3), send back for modification with a comment the
 * customer sees (→ B5), or decline with a reason (→ B6). A comment is required to send back or decline.
 */
export const ZStaffApplicationDecision = z
  .object({
    decision: z.enum(['approve', 'sendBack', 'decline']),
    comment: z.string().trim().max(500).optional().default(''),
  })
  .refine((value) => value.decision === 'approve' || value.comment !== '', {
    path: ['comment'],
    message: 'staff.error.commentRequired',
  });
export type StaffApplicationDecision = z.infer<typeof ZStaffApplicationDecision>;

/** POST /cargo/staff/audit/list: the audit log, newest first. */
export const ZAuditQuery = z.object({
  ...ZPaging,
  /** A staff login name, exactly. */
  staffLoginName: optionalText(64),
  action: optionalText(64),
  objectNo: optionalText(64),
  dateFrom: z
    .union([ZIsoDate, z.literal('')])
    .optional()
    .default(''),
  dateTo: z
    .union([ZIsoDate, z.literal('')])
    .optional()
    .default(''),
});

export const ZAuditRow = z.object({
  id: z.number().int(),
  /** China time. */
  at: z.string(),
  staffName: z.string(),
  action: z.string(),
  actionName: z.string(),
  objectType: z.string(),
  objectNo: z.string(),
  /** JSON text of the object before and after (empty when none). */
  before: z.string(),
  after: z.string(),
  traceId: z.string(),
});
export type AuditRow = z.infer<typeof ZAuditRow>;
export const ZAuditPage = pageOf(ZAuditRow);
