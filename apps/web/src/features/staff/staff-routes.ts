import type { MessageKey, StaffRole } from '@cargo/domain';
import type { ComponentType } from 'react';

type PageModule = Promise<{ default: ComponentType }>;

/**
 * The back office's pages (under `/staff`), in menu order: each with its title, the roles that see it in the
 * menu and may open it (the server checks the same roles on its routes), and its page module. The router
 * and the staff menu are built from this list only; add a page here.
 */
export interface StaffRoute {
  /** Absolute path, under /staff. */
  readonly path: string;
  readonly titleKey: MessageKey;
  readonly roles: readonly StaffRole[];
  readonly page: () => PageModule;
  /** Reached from another page (a detail), not listed in the menu. */
  readonly hidden?: boolean;
}

const ALL_ROLES: readonly StaffRole[] = [
  'underwriter',
  'claimsHandler',
  'operations',
  'auditor',
  'compliance',
];

export const STAFF_HOME_PATH = '/staff/home';
export const STAFF_LOGIN_PATH = '/staff/login';

export const STAFF_ROUTES: readonly StaffRoute[] = [
  {
    path: STAFF_HOME_PATH,
    titleKey: 'staff.page.home',
    roles: ALL_ROLES,
    page: () => import('./staff-home-page'),
  },
  {
    path: '/staff/applications',
    titleKey: 'staff.page.applications',
    roles: ['underwriter', 'auditor'],
    page: () => import('./underwriting/applications-page.tsx'),
  },
  {
    path: '/staff/declarations',
    titleKey: 'staff.page.declarations',
    roles: ['underwriter', 'auditor'],
    page: () => import('./underwriting/declarations-page.tsx'),
  },
  {
    path: '/staff/corrections',
    titleKey: 'staff.page.corrections',
    roles: ['underwriter', 'auditor'],
    page: () => import('./underwriting/corrections-page.tsx'),
  },
  {
    path: '/staff/sanctions',
    titleKey: 'sanctions.page.title',
    roles: ['compliance', 'auditor'],
    page: () => import('./compliance/compliance-page.tsx'),
  },
  {
    path: '/staff/embargoes',
    titleKey: 'embargo.page.title',
    roles: ['operations', 'compliance', 'auditor'],
    page: () => import('./compliance/embargo-page.tsx'),
  },
  {
    path: '/staff/audit',
    titleKey: 'staff.page.audit',
    roles: ALL_ROLES,
    page: () => import('./audit/audit-page.tsx'),
  },
  // Claims handling (claims handlers act, auditors read) and the operations desk.
  {
    path: '/staff/claims',
    titleKey: 'operations.menu.claims',
    roles: ['claimsHandler', 'auditor'],
    page: () => import('./claims/claims-page.tsx'),
  },
  {
    path: '/staff/claims/detail',
    titleKey: 'operations.menu.claims',
    roles: ['claimsHandler', 'auditor'],
    page: () => import('./claims/claim-page.tsx'),
    hidden: true,
  },
  {
    path: '/staff/open-policy-usage',
    titleKey: 'operations.menu.usage',
    roles: ['operations', 'auditor', 'underwriter'],
    page: () => import('./operations/usage-page.tsx'),
  },
  {
    path: '/staff/notices',
    titleKey: 'operations.menu.notices',
    roles: ['operations', 'auditor'],
    page: () => import('./operations/notices-page.tsx'),
  },
  {
    path: '/staff/switches',
    titleKey: 'operations.menu.switches',
    roles: ['operations', 'auditor'],
    page: () => import('./operations/switches-page.tsx'),
  },
  {
    path: '/staff/undelivered-messages',
    titleKey: 'operations.menu.undelivered',
    roles: ['operations', 'auditor'],
    page: () => import('./operations/undelivered-page.tsx'),
  },
];

/** The pages a staff member with `roles` may open (the menu shows those not hidden). */
export const staffRoutesFor = (roles: readonly StaffRole[]): StaffRoute[] =>
  STAFF_ROUTES.filter((route) => route.roles.some((role) => roles.includes(role)));

export const staffRouteOf = (path: string): StaffRoute | undefined =>
  STAFF_ROUTES.find((route) => route.path === path);
