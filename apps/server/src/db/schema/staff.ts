import { STAFF_ROLES, type StaffRole } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { stampedAt } from './clock-columns.ts';
import { serialId } from './columns.ts';
import { userRef } from './references.ts';

/** The insurer's staff roles (`STAFF_ROLES`): a user holding one is staff; several are allowed. */
export const staffRoles = pgTable(
  'staff_roles',
  {
    userId: userRef('user_id', 'cascade').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    grantedAt: stampedAt('granted_at'),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    // A new role needs a migration that widens this check (schema-drift.test.ts compares it with 0025's).
    check(
      'staff_roles_role_check',
      sql.raw(`"role" IN (${STAFF_ROLES.map((role) => `'${role}'`).join(', ')})`),
    ),
  ],
);

/**
 * Every staff action, written in the transaction of the action (`recordStaffAction`). Append-only: no
 * route changes a row and a trigger refuses UPDATE and DELETE.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serialId(),
    at: stampedAt('at'),
    staffUserId: userRef('staff_user_id').notNull(),
    /** The staff member's name when acting (a later rename does not rewrite history). */
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectNo: text('object_no').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    traceId: text('trace_id').notNull().default(''),
  },
  (table) => [
    index('staff_audit_log_at_idx').on(table.at),
    index('staff_audit_log_staff_idx').on(table.staffUserId, table.at),
    index('staff_audit_log_object_idx').on(table.objectNo, table.at),
  ],
);
