import {
  ZAccountChoices,
  ZMaintenanceScheduleBody,
  ZMaintenanceState,
  ZNoticeListQuery,
  ZNoticePublishBody,
  ZResendBody,
  ZResendResult,
  ZStaffNotice,
  ZStaffNoticePage,
  ZStaffSwitch,
  ZStaffSwitches,
  ZSwitchSetBody,
  ZUndeliveredPage,
  ZUndeliveredQuery,
  ZUsageListQuery,
  ZUsagePage,
} from '../schemas/operations.ts';
import { endpoint, type StaffAccess } from './endpoint.ts';

const OPERATIONS = '/cargo/backoffice/operations';

/** Operations staff act; auditors read; usage is read by underwriters too, the account list by all staff. */
const OPERATORS: StaffAccess = { staff: ['operations'] };
const READERS: StaffAccess = { staff: ['operations', 'auditor'] };
const USAGE_READERS: StaffAccess = { staff: ['operations', 'auditor', 'underwriter'] };
const ALL_STAFF: StaffAccess = { staff: ['operations', 'auditor', 'underwriter', 'claimsHandler'] };

/** The operations desk of the back office (docs/business-rules.md "Operations"). */
export const operationsEndpoints = {
  accountChoices: endpoint({
    method: 'POST',
    path: `${OPERATIONS}/accounts`,
    access: ALL_STAFF,
    response: ZAccountChoices,
    summary: 'Customer accounts staff may address (code and company name)',
  }),
  listNotices: endpoint({
    method: 'POST',
    path: `${OPERATIONS}/notice/list`,
    access: READERS,
    body: ZNoticeListQuery,
    response: ZStaffNoticePage,
    summary: 'Published notices, newest first, with their audience',
  }),
  publishNotice: endpoint({
    method: 'POST',
    path: `${OPERATIONS}/notice/publish`,
    access: OPERATORS,
    body: ZNoticePublishBody,
    response: ZStaffNotice,
    summary:
      'Publishes a notice in both languages to every customer or to one account (idempotent by requestKey)',
  }),
  listSwitches: endpoint({
    method: 'POST',
    path: `${OPERATIONS}/switch/list`,
    access: READERS,
    response: ZStaffSwitches,
    summary: 'Every feature switch with its value, and the maintenance state',
  }),
  setSwitch: endpoint({
    method: 'POST',
    path: `${OPERATIONS}/switch/set`,
    access: OPERATORS,
    body: ZSwitchSetBody,
    response: ZStaffSwitch,
    summary: "Sets a configured switch's value",
  }),
  scheduleMaintenance: endpoint({
    method: 'POST',
    path: `${OPERATIONS}/maintenance/schedule`,
    access: OPERATORS,
    body: ZMaintenanceScheduleBody,
    response: ZMaintenanceState,
    summary: 'Sets the maintenance window (from a China time or now, for some minutes)',
  }),
  endMaintenance: endpoint({
    method: 'POST',
    path: `${OPERATIONS}/maintenance/end`,
    access: OPERATORS,
    response: ZMaintenanceState,
    summary: 'Ends maintenance now: the window cleared and the maintenance switch off',
  }),
  openPolicyUsage: endpoint({
    method: 'POST',
    path: `${OPERATIONS}/openPolicy/usage`,
    access: USAGE_READERS,
    body: ZUsageListQuery,
    response: ZUsagePage,
    summary: "Open policies' usage against their limits, most used first",
  }),
  undeliveredMessages: endpoint({
    method: 'POST',
    path: `${OPERATIONS}/delivery/undelivered`,
    access: READERS,
    body: ZUndeliveredQuery,
    response: ZUndeliveredPage,
    summary:
      'Mail and SMS given up on (refused for good or out of attempts), newest first, with the last error',
  }),
  resendMessage: endpoint({
    method: 'POST',
    path: `${OPERATIONS}/delivery/resend`,
    access: OPERATORS,
    body: ZResendBody,
    response: ZResendResult,
    summary: 'Sends an undelivered message again at once, with a fresh count of attempts',
  }),
};
