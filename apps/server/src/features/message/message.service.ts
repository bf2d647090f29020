import {
  businessNow,
  type MarkedMessages,
  MESSAGE_KINDS,
  type MessageCount,
  type MessageKind,
  type MessagePage,
  type MessageQuery,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import type { Session } from '../../platform/session.ts';
import { pageNoticesOfAccount } from '../dashboard/notice-page.service.ts';
import { toMessageRow } from './message.mapper.ts';
import {
  countUnreadMessages,
  findMessagePage,
  insertMessage,
  lockOwnMessageIds,
  markMessagesRead,
} from './message.repository.ts';
import { sweepTimedMessages } from './message-timed.service.ts';

/**
 * The message centre (docs/business-rules.md "Messages"): messages written by the other features in the
 * transaction of their event (`recordMessage`), read and marked read by the account; "issued" lists the
 * insurer's notices through the dashboard's board.
 */

/** What an event tells an account: the kind, the number of the object it is about and the kind's parameters. */
export interface MessageEvent {
  accountId: number;
  kind: Exclude<MessageKind, 'notice'>;
  subjectNo: string;
  parameters?: Record<string, string>;
  /** Makes the message idempotent: a second one with the same key for the account is not written. */
  eventKey?: string;
  /** Addressed to one user of the account; every user of it when left out. */
  userId?: number;
}

/**
 * Writes the message of an event with `db`, the event's own transaction: the message exists exactly when
 * the event committed. Answers whether it was written (false: its event key was written before).
 */
export const recordMessage = async (db: Executor, event: MessageEvent): Promise<boolean> => {
  const row = await insertMessage(db, {
    accountId: event.accountId,
    userId: event.userId ?? null,
    kind: event.kind,
    parameters: event.parameters ?? {},
    subjectKind: MESSAGE_KINDS[event.kind],
    subjectId: event.subjectNo,
    eventKey: event.eventKey ?? null,
  });
  return row !== undefined;
};

const pageOf = (query: MessageQuery) => ({
  offset: (query.pageNo - 1) * query.pageSize,
  limit: query.pageSize,
});

/** POST message query: the account's unread (02) or read (01) messages, or the notices issued to it (03). */
export const queryMessages = async (
  app: FastifyInstance,
  session: Session,
  query: MessageQuery,
): Promise<MessagePage> => {
  const paging = { pageNo: query.pageNo, pageSize: query.pageSize };
  if (query.status === '03')
    return { ...(await pageNoticesOfAccount(app, session, pageOf(query))), ...paging };
  await sweepTimedMessages(app, session);
  const { rows, total } = await findMessagePage(
    app.db,
    session.accountId,
    query.status === '01',
    pageOf(query),
  );
  return { list: rows.map(toMessageRow), total, ...paging };
};

/** POST queryMessageCount: the account's unread messages (time-based ones generated first when due). */
export const countMessages = async (app: FastifyInstance, session: Session): Promise<MessageCount> => {
  await sweepTimedMessages(app, session);
  return { unread: await countUnreadMessages(app.db, session.accountId) };
};

/**
 * POST batchUpdateMessageByPrimaryKey: marks the account's messages read. All or nothing: one id that is
 * not the account's message answers not found and marks none. Read ones stay as they were.
 */
export const markRead = (app: FastifyInstance, session: Session, ids: number[]): Promise<MarkedMessages> =>
  app.db.transaction(async (tx) => {
    const wanted = [...new Set(ids)];
    const own = await lockOwnMessageIds(tx, session.accountId, wanted);
    if (own.length !== wanted.length) throw notFound();
    const updated = await markMessagesRead(tx, session.accountId, { ids: wanted }, reader(session));
    return { updated };
  });

/** Marks read every unread message of the account up to `upToId`, the newest the reader was shown. */
export const markAllRead = async (
  app: FastifyInstance,
  session: Session,
  upToId: number,
): Promise<MarkedMessages> => ({
  updated: await markMessagesRead(app.db, session.accountId, { upToId }, reader(session)),
});

const reader = (session: Session) => ({ userId: session.userId, at: businessNow() });
