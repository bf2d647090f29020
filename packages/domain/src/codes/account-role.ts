import { type CodeOf, codesOf } from './code-list.ts';

/**
 * A customer user's role in one account (a membership; docs/business-rules.md "Member roles"):
 * - `admin`: everything an operator does, plus the members (of the account and of its subordinate accounts),
 *   the company details and the account-wide preferences;
 * - `operator`: quotes, insures, declares, corrects, reports claims, pays, asks for invoices, uploads files;
 * - `viewer`: reads and downloads only.
 * Each customer endpoint names the roles that may call it (`customerAccess` of `api/endpoint.ts`).
 */
export const ACCOUNT_ROLE_LIST = [
  { code: 'admin', zh: '管理员', en: 'Administrator' },
  { code: 'operator', zh: '经办人', en: 'Operator' },
  { code: 'viewer', zh: '查阅人', en: 'Viewer' },
] as const;

export type AccountRole = CodeOf<typeof ACCOUNT_ROLE_LIST>;

export const ACCOUNT_ROLES = codesOf(ACCOUNT_ROLE_LIST);

export const isAccountRole = (value: unknown): value is AccountRole =>
  typeof value === 'string' && (ACCOUNT_ROLES as readonly string[]).includes(value);

/**
 * Menu items that start work a viewer may not do (their pages submit): hidden from viewers. Every other
 * item only reads.
 */
export const OPERATING_MENU_KEYS: readonly string[] = [
  'insure.online',
  'insure.drafts',
  'correction.online',
  'declaration.online',
  'declaration.pending',
  'claims.report',
];

/** Whether the role may change business data (quote, insure, declare, correct, claim, pay). */
export const canOperate = (role: AccountRole): boolean => role !== 'viewer';

/** Whether the role meets a page's or an action's need: `operate` (admin, operator) or `admin`. */
export const roleAllows = (role: AccountRole, need: 'operate' | 'admin'): boolean =>
  need === 'admin' ? role === 'admin' : canOperate(role);
