import { APPLICATION_STATUSES, type ApplicationStatus } from '../codes/status.ts';

type ApplicationStatusEntry = (typeof APPLICATION_STATUSES)[number];
/** The name of an application status in code: `draft`, `pendingPayment`, `rejected`, … */
export type ApplicationStatusKey = ApplicationStatusEntry['key'];

/** Application status codes by name, read from the one list (codes/status.ts). */
export const APPLICATION_STATUS = Object.fromEntries(
  APPLICATION_STATUSES.map((status) => [status.key, status.code]),
) as { readonly [S in ApplicationStatusEntry as S['key']]: S['code'] };

/** The name of a status code (`B3` → `pendingPayment`), undefined for a code the list does not hold. */
export const applicationStatusKeyOf = (code: string): ApplicationStatusKey | undefined =>
  APPLICATION_STATUSES.find((status) => status.code === code)?.key;

/** Statuses listed by the application enquiry (queryPolicyApplyList). */
export const ENQUIRY_APPLICATION_STATUSES = [
  APPLICATION_STATUS.pendingPayment,
  APPLICATION_STATUS.pendingReview,
  APPLICATION_STATUS.pendingModification,
  APPLICATION_STATUS.internalReview,
  APPLICATION_STATUS.rejected,
] as const satisfies readonly ApplicationStatus[];
