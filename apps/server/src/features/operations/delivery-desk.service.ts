import {
  chinaDateTime,
  ERROR_CODES,
  type ResendBody,
  type UndeliveredPage,
  type ZUndeliveredQuery,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  countDeadMessages,
  findDeadMessages,
  type OutboxRow,
  resendDeadMessage,
} from '../../platform/delivery/outbox-delivery.repository.ts';
import { AppError } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { recordStaffAction } from '../../platform/staff-audit.ts';

/**
 * The operations desk's undelivered messages (docs/business-rules.md "Delivery of mail and SMS"): what the
 * providers refused for good or what ran out of attempts, and sending one again, audited.
 */

const toUndelivered = (row: OutboxRow) => ({
  id: row.id,
  channel: row.channel === 'sms' ? ('sms' as const) : ('mail' as const),
  recipient: row.recipient,
  subject: row.subject,
  attempts: row.attempts,
  lastError: row.lastError ?? '',
  createdAt: chinaDateTime(row.createdAt),
});

export const listUndeliveredMessages = async (
  app: FastifyInstance,
  { pageNo, pageSize }: z.output<typeof ZUndeliveredQuery>,
): Promise<UndeliveredPage> => {
  const [rows, total] = await Promise.all([
    findDeadMessages(app.db, pageSize, (pageNo - 1) * pageSize),
    countDeadMessages(app.db),
  ]);
  return { list: rows.map(toUndelivered), total, pageNo, pageSize };
};

/** POST delivery/resend: due at once again; the delivery that follows is the outbox's usual one. */
export const resendUndeliveredMessage = async (app: FastifyInstance, session: Session, body: ResendBody) => {
  const resent = await app.db.transaction(async (tx) => {
    if (!(await resendDeadMessage(tx, body.id))) return false;
    await recordStaffAction(tx, session, {
      action: 'delivery.resend',
      objectType: 'outbox',
      objectNo: String(body.id),
      before: { status: 'dead' },
      after: { status: 'pending' },
    });
    return true;
  });
  if (!resent) throw new AppError(ERROR_CODES.notFound, 'operations.error.messageNotUndelivered');
  return { id: body.id, status: 'pending' as const };
};
