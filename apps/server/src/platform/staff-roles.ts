import type { StaffRole } from '@cargo/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staffRoles } from '../db/schema/index.ts';

/**
 * The staff roles a user holds, in a stable order; none makes it a customer. Asked by the access guard
 * (`access.ts`), by the customer login (a staff member never holds a customer session) and by the staff profile.
 */
export const staffRolesOf = async (app: FastifyInstance, userId: number): Promise<readonly StaffRole[]> =>
  (
    await app.db
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(eq(staffRoles.userId, userId))
      .orderBy(asc(staffRoles.role))
  ).map((row) => row.role);
