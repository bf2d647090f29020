import { z } from 'zod';
import { isValidDate } from '../validation/dates.ts';
import { limitedText } from './declaration/field-kinds.ts';
import { ZMoney } from './money.ts';
import { pageOf, ZPaging } from './paging.ts';
import { ZRecordId } from './record-id.ts';
import { ZSwitchName } from './switch.ts';

/**
 * The insurer's operations desk (docs/business-rules.md "Operations"): notices to all customers or to one
 * account, feature switches, the maintenance window, and open policies' usage against their limits.
 */

const required = 'error.fieldRequired';

/** An account as staff pick it: its login account name (SHOCEAN, SHOCEAN-NB…). */
export const ZAccountCode = z
  .string()
  .trim()
  .max(64, 'error.fieldInvalid')
  .regex(/^[A-Za-z0-9_.-]*$/, 'error.fieldInvalid');

// ---- Notices ----------------------------------------------------------------------------------------

export const NOTICE_AUDIENCES = ['all', 'account'] as const;
export type NoticeAudience = (typeof NOTICE_AUDIENCES)[number];

const noticeTitle = limitedText(200).refine((value) => value !== '', required);
const noticeBody = limitedText(4000).refine((value) => value !== '', required);

const noticeFields = z.object({
  audience: z.enum(NOTICE_AUDIENCES, { error: required }),
  accountCode: ZAccountCode.default(''),
  titleZh: noticeTitle,
  titleEn: noticeTitle,
  bodyZh: noticeBody,
  bodyEn: noticeBody,
  /** China day from which it is shown; blank = today. */
  publishDate: z
    .string()
    .trim()
    .refine((value) => value === '' || isValidDate(value), 'validation.date.invalid')
    .default(''),
  /** One per form fill: a repeated submit answers the notice it published. */
  requestKey: z.uuid('error.fieldInvalid'),
});
/** Each field's own schema (the form checks fields one by one with them). */
export const NOTICE_FIELDS = noticeFields.shape;

/** POST backoffice/notice/publish: a notice in both languages, to everyone or to one account. */
export const ZNoticePublishBody = noticeFields.superRefine((body, context) => {
  if (body.audience === 'account' && body.accountCode === '')
    context.addIssue({ code: 'custom', path: ['accountCode'], message: required });
});
export type NoticePublishBody = z.input<typeof ZNoticePublishBody>;

export const ZNoticeListQuery = z.object({
  audience: z.union([z.enum(NOTICE_AUDIENCES), z.literal('')]).default(''),
  accountCode: ZAccountCode.default(''),
  ...ZPaging,
});
export type NoticeListQuery = z.input<typeof ZNoticeListQuery>;

export const ZStaffNotice = z.object({
  id: z.number().int(),
  audience: z.enum(NOTICE_AUDIENCES),
  accountCode: z.string(),
  accountName: z.string(),
  titleZh: z.string(),
  titleEn: z.string(),
  bodyZh: z.string(),
  bodyEn: z.string(),
  publishDate: z.string(),
  /** China time it was published, with the staff member who did. */
  createdAt: z.string(),
  createdBy: z.string(),
});
export type StaffNotice = z.infer<typeof ZStaffNotice>;
export const ZStaffNoticePage = pageOf(ZStaffNotice);
export type StaffNoticePage = z.infer<typeof ZStaffNoticePage>;

/** The accounts staff may address (notice form, usage filter). */
export const ZAccountChoices = z.object({
  list: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type AccountChoices = z.infer<typeof ZAccountChoices>;

// ---- Switches and maintenance ---------------------------------------------------------------------------

/** The switch the holiday flag is (Y shows the festival image) and the image it shows. */
export const HOLIDAY_FLAG_SWITCH = 'holidayFlag';
export const HOLIDAY_IMAGE_SWITCH = 'holidayImage';
/** The manual maintenance switch (on = under maintenance until switched off). */
export const MAINTENANCE_SWITCH = 'maintenance';
/** A scheduled maintenance window: its start and end instants (ISO), blank when none. */
export const MAINTENANCE_FROM_SWITCH = 'maintenance.from';
export const MAINTENANCE_UNTIL_SWITCH = 'maintenance.until';

export const ZStaffSwitch = z.object({
  name: z.string(),
  value: z.string(),
  enabled: z.boolean(),
  description: z.string(),
  /** China time of the last change. */
  updatedAt: z.string(),
});
export type StaffSwitch = z.infer<typeof ZStaffSwitch>;

export const ZMaintenanceState = z.object({
  /** Customer calls answer 88888 now. */
  active: z.boolean(),
  /** The manual switch is on. */
  switchedOn: z.boolean(),
  /** The scheduled window, China time 'YYYY-MM-DD HH:mm', blank when none. */
  from: z.string(),
  until: z.string(),
});
export type MaintenanceState = z.infer<typeof ZMaintenanceState>;

export const ZStaffSwitches = z.object({ list: z.array(ZStaffSwitch), maintenance: ZMaintenanceState });
export type StaffSwitches = z.infer<typeof ZStaffSwitches>;

/** A switch value: a flag (Y/N, 1/0) or a short text such as an image name. */
export const ZSwitchSetBody = z.object({
  name: ZSwitchName,
  value: z
    .string()
    .trim()
    .max(200, 'error.fieldInvalid')
    .regex(/^[^<>]*$/, 'error.fieldInvalid'),
});
export type SwitchSetBody = z.input<typeof ZSwitchSetBody>;

/** China time 'YYYY-MM-DD HH:mm'. */
export const CHINA_MINUTE_PATTERN = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;
const chinaMinute = z
  .string()
  .trim()
  .refine((value) => {
    const match = CHINA_MINUTE_PATTERN.exec(value);
    return match !== null && isValidDate(match[1]);
  }, 'operations.error.timeFormat');

/** POST backoffice/maintenance/schedule: a window from a China time (blank = now) for some minutes. */
export const ZMaintenanceScheduleBody = z.object({
  from: z.union([z.literal(''), chinaMinute]).default(''),
  minutes: z.coerce
    .number({ error: required })
    .int('error.fieldInvalid')
    .min(5, 'operations.error.minutesRange')
    .max(24 * 60, 'operations.error.minutesRange'),
});
export type MaintenanceScheduleBody = z.input<typeof ZMaintenanceScheduleBody>;

// ---- Open policy usage --------------------------------------------------------------------------------

/** Usage above this share of the limit is on the warning list. */
export const USAGE_WARNING_PERCENT = 80;

/** An open policy's use of its total limit, exact decimal strings in the policy currency. */
export const ZOpenPolicyUsage = z.object({
  currency: z.string(),
  totalLimit: ZMoney,
  /** Declared certificates (03). */
  declared: ZMoney,
  /** Declarations under manual review (02): held from the balance. */
  underReview: ZMoney,
  /** The balance: what can still be declared. */
  remaining: ZMoney,
  /** (declared + under review) / limit, one decimal ("81.3"). */
  usedPercent: z.string(),
  /** Used above USAGE_WARNING_PERCENT. */
  warning: z.boolean(),
});
export type OpenPolicyUsage = z.infer<typeof ZOpenPolicyUsage>;

export const ZUsageListQuery = z.object({
  accountCode: ZAccountCode.default(''),
  warningOnly: z.boolean().default(false),
  ...ZPaging,
});
export type UsageListQuery = z.input<typeof ZUsageListQuery>;

export const ZUsageRow = ZOpenPolicyUsage.extend({
  policyNo: z.string(),
  productName: z.string(),
  insuredName: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  endDate: z.string(),
});
export type UsageRow = z.infer<typeof ZUsageRow>;
export const ZUsagePage = pageOf(ZUsageRow).extend({
  /** Open policies above the warning share (all accounts, whatever the filter). */
  warningCount: z.number().int(),
});
export type UsagePage = z.infer<typeof ZUsagePage>;

/** Mail and SMS given up on (refused for good, or out of attempts), newest first. */
export const ZUndeliveredQuery = z.object({ ...ZPaging });
export type UndeliveredQuery = z.input<typeof ZUndeliveredQuery>;

export const ZUndeliveredMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['mail', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  /** The provider's last answer, as it gave it (technical; staff read it, customers never do). */
  lastError: z.string(),
  /** China time the message was written. */
  createdAt: z.string(),
});
export type UndeliveredMessage = z.infer<typeof ZUndeliveredMessage>;
export const ZUndeliveredPage = pageOf(ZUndeliveredMessage);
export type UndeliveredPage = z.infer<typeof ZUndeliveredPage>;

export const ZResendBody = z.object({ id: ZRecordId });
export type ResendBody = z.input<typeof ZResendBody>;
export const ZResendResult = z.object({ id: z.number().int(), status: z.literal('pending') });
