import { ERROR_CODES } from '@cargo/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberships } from '../db/schema/index.ts';
import { AppError } from './errors.ts';
import type { Session } from './session.ts';

/**
 * Whether the user administers the account: an enabled membership with the role 'admin'. An account's
 * administrators alone manage its users and its company details (docs/business-rules.md "Account").
 */
export const isAccountAdmin = async (app: FastifyInstance, userId: number, accountId: number) => {
  const [membership] = await app.db
    .select({ role: memberships.role, disabledAt: memberships.disabledAt })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.accountId, accountId)));
  return membership?.role === 'admin' && membership.disabledAt === null;
};

/** 403 for anyone but an administrator of the session's current account, with the message given. */
export const assertAccountAdmin = async (
  app: FastifyInstance,
  session: Session,
  messageKey = 'userAdmin.error.notAdmin',
) => {
  if (!(await isAccountAdmin(app, session.userId, session.accountId))) {
    throw new AppError(ERROR_CODES.forbidden, messageKey);
  }
};
