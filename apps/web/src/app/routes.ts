import type { MessageKey } from '@cargo/domain';
import type { ComponentType } from 'react';
import type { CatalogPart } from '../i18n/i18n.ts';

type PageModule = Promise<{ default: ComponentType }>;

/** Route `handle` of a logged-in page: its tab title and the menu prefixes that open it (SPEC §4 guard). */
export interface ShellRouteHandle {
  titleKey: MessageKey;
  requires?: readonly string[];
  /**
   * The account role the page needs beyond reading (docs/business-rules.md "Member roles"): `operate` for
   * the pages that submit (a viewer is sent to /error, as for a page its menu does not open), `admin` for
   * the members page. The server refuses the calls anyway.
   */
  role?: 'operate' | 'admin';
}

export interface ShellRoute extends ShellRouteHandle {
  /** Absolute path, as in the menu. */
  path: string;
  /** The page module; pages not built yet show the honest "being built" result. */
  page?: () => PageModule;
  /** The catalog part the page waits for (i18n.ts `loadCatalog`): the pages' texts unless it says otherwise. */
  catalogPart?: CatalogPart;
}

const DECLARATION = ['/transport-declaration'];

/** The business overview, the first menu path of nearly every user. */
export const OVERVIEW_PATH = '/dashboard';

/** The logged-in pages of SPEC §2, in menu order. */
export const SHELL_ROUTES: readonly ShellRoute[] = [
  {
    path: OVERVIEW_PATH,
    titleKey: 'shell.page.dashboard',
    requires: ['/dashboard'],
    page: () => import('../features/dashboard/dashboard-page.tsx'),
    catalogPart: 'home',
  },
  {
    path: '/quotation',
    titleKey: 'shell.page.quotation',
    role: 'operate',
    requires: ['/quotation'],
    page: () => import('../features/quotation/quotation-page.tsx'),
  },
  {
    path: '/pending-task/application',
    titleKey: 'shell.page.pendingApplication',
    requires: ['/pending-task'],
    page: () => import('../features/application/application-list-page.tsx'),
  },
  {
    path: '/pending-task/batch-application',
    titleKey: 'shell.page.batchApplication',
    role: 'operate',
    requires: ['/pending-task'],
    page: () => import('../features/application/batch-application-page.tsx'),
  },
  {
    path: '/pending-task/temporary',
    titleKey: 'shell.page.pendingTemporary',
    requires: ['/pending-task'],
    page: () => import('../features/application/draft-list-page.tsx'),
  },
  {
    path: '/pending-task/correcting',
    titleKey: 'shell.page.pendingCorrecting',
    requires: ['/pending-task'],
    page: () => import('../features/correction/correction-enquiry-page.tsx'),
  },
  {
    path: '/pending-task/settlement',
    titleKey: 'shell.page.pendingSettlement',
    requires: ['/pending-task'],
    page: () => import('../features/settlement/settlement-list-page.tsx'),
  },
  {
    // The account's e-invoices, reached from the settlement enquiry and the policy enquiry.
    path: '/invoice',
    titleKey: 'shell.page.invoiceList',
    requires: ['/pending-task', '/policy-query-download'],
    page: () => import('../features/invoice/invoice-list-page.tsx'),
  },
  {
    path: '/invoice/request',
    titleKey: 'shell.page.invoiceRequest',
    role: 'operate',
    requires: ['/pending-task', '/policy-query-download'],
    page: () => import('../features/invoice/invoice-request-page.tsx'),
  },
  {
    path: '/policy-query-download',
    titleKey: 'shell.page.policyQueryDownload',
    requires: ['/policy-query-download'],
    page: () => import('../features/policy/policy-list-page.tsx'),
  },
  {
    // Reached from online correction (/policy-query-download?type=correct).
    path: '/policy-correction-apply/:policyNo',
    titleKey: 'shell.page.correctionApply',
    role: 'operate',
    requires: ['/policy-query-download'],
    page: () => import('../features/correction/correction-apply-page.tsx'),
  },
  {
    // Online claim reporting (/policy-query-download?type=compensation) and the declaration enquiry lead here.
    path: '/report',
    titleKey: 'shell.page.claimReport',
    role: 'operate',
    requires: ['/policy-query-download'],
    page: () => import('../features/claim/report/claim-report-page.tsx'),
  },
  {
    path: '/compensation',
    titleKey: 'shell.page.compensation',
    requires: ['/compensation'],
    page: () => import('../features/claim/claim-enquiry-page.tsx'),
  },
  {
    path: '/claim-query/claim-detail',
    titleKey: 'shell.page.claimDetail',
    requires: ['/compensation'],
    page: () => import('../features/claim/claim-detail-page.tsx'),
  },
  {
    path: '/transport-declaration/application',
    titleKey: 'shell.page.declarationApplication',
    requires: DECLARATION,
    page: () => import('../features/declaration/open-policies-page.tsx'),
  },
  {
    path: '/transport-declaration/temporary',
    titleKey: 'shell.page.declarationTemporary',
    requires: DECLARATION,
    page: () => import('../features/declaration/declaration-enquiry-page.tsx'),
  },
  {
    path: '/transport-declaration/correcting',
    titleKey: 'shell.page.declarationCorrecting',
    requires: DECLARATION,
    page: () => import('../features/declaration/pending-declarations-page.tsx'),
  },
  {
    path: '/fill-transport-declaration',
    titleKey: 'shell.page.fillTransportDeclaration',
    role: 'operate',
    requires: DECLARATION,
    page: () => import('../features/declaration/declaration-form-page.tsx'),
  },
  {
    path: '/batch-declaration',
    titleKey: 'shell.page.batchDeclaration',
    role: 'operate',
    requires: DECLARATION,
    page: () => import('../features/declaration/batch-declaration-page.tsx'),
  },
  {
    // Reached from an open policy's card; every member reads, the account's administrators change (issue 45).
    path: '/auto-insure-rules',
    titleKey: 'shell.page.autoInsureRules',
    requires: DECLARATION,
    page: () => import('../features/auto-insure/auto-insure-rules-page.tsx'),
  },
  {
    path: '/user-management/account',
    titleKey: 'shell.page.account',
    page: () => import('../features/account/account-page.tsx'),
  },
  {
    path: '/user-management/preference',
    titleKey: 'shell.page.preference',
    page: () => import('../features/preference/preference-page.tsx'),
  },
  {
    path: '/user-management/protocol',
    titleKey: 'shell.page.protocol',
    page: () => import('../features/agreement/agreement-page.tsx'),
  },
  {
    // Offered in the user menu to the account's administrator only; the server answers 403 to anyone else.
    path: '/user-management/users',
    titleKey: 'shell.page.userAdmin',
    role: 'admin',
    page: () => import('../features/user-admin/user-admin-page.tsx'),
  },
  {
    // The account's API keys (issue 45): its administrator's, like the users.
    path: '/user-management/api-keys',
    titleKey: 'shell.page.apiKeys',
    role: 'admin',
    page: () => import('../features/api-key/api-keys-page.tsx'),
  },
  {
    // Account → Webhooks: offered in the user menu to the account's administrator only, like the users.
    path: '/user-management/webhooks',
    titleKey: 'shell.page.webhooks',
    role: 'admin',
    page: () => import('../features/webhook/webhook-page.tsx'),
  },
  {
    path: '/message-center',
    titleKey: 'shell.page.messageCenter',
    page: () => import('../features/message/message-center-page.tsx'),
  },
];

/**
 * Paths that only redirect, keeping their query: parents to their first child (SPEC §2), and
 * /normal-report to /report, the one loss report page (one page, one open tab).
 */
export const SHELL_REDIRECTS: Readonly<Record<string, string>> = {
  '/normal-report': '/report',
  '/pending-task': '/pending-task/application',
  '/transport-declaration': '/transport-declaration/application',
  '/user-management': '/user-management/account',
};

export const ACCOUNT_PAGE_PATH = '/user-management/account';
export const MESSAGE_CENTER_PATH = '/message-center';

export const routeTitleKey = (path: string): MessageKey | undefined =>
  SHELL_ROUTES.find((route) => route.path === path)?.titleKey;
