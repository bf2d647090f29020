/**
 * Roles of the insurer's staff (the back office): each is data (table `staff_roles`), a staff user may hold
 * several. A user with at least one role is staff: it logs in at the staff entry only and never acts as a
 * customer; a user with none is a customer.
 * - `underwriter`: decides referred applications, declarations under manual review and corrections;
 * - `claimsHandler`: the insurer's steps of a claim (documents, settlement, close, archive);
 * - `operations`: notices, feature switches, the maintenance window, open-policy usage;
 * - `auditor`: reads the work queues and the audit log, decides nothing;
 * - `compliance`: the sanctions screening queue: clears a false positive or confirms a hit.
 */
export const STAFF_ROLES = ['underwriter', 'claimsHandler', 'operations', 'auditor', 'compliance'] as const;

export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (value: string): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value);
