import type { ApplyResult, EndpointInput, MessageCount, MessagePage, MessageRow } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { messageEndpoints } from '@cargo/domain/api/message';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accounts, messageSweeps } from '../../db/schema/index.ts';
import { type Actor, createApplication } from '../../test/factories.ts';
import { exportForm, HAZARDOUS_GOODS } from '../../test/insuring.fixtures.ts';
import { data } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

/** Test helpers of the message centre: reading an account's messages, events that write one. */

type Lang = 'zh' | 'en';

type MessageQuery = EndpointInput<typeof messageEndpoints.query>;

export const queryMessages = (actor: Actor, body: MessageQuery, lang?: Lang) =>
  call(actor.app, messageEndpoints.query, body, { cookie: actor.token, lang });

/** Every message of a status (02 unread by default) in the reader's language, newest first. */
export const messagesOf = async (
  actor: Actor,
  status: MessageQuery['status'] = '02',
  lang?: Lang,
): Promise<MessageRow[]> =>
  data<MessagePage>(await queryMessages(actor, { status, pageSize: 100 }, lang)).list;

export const unreadCount = async (actor: Actor) =>
  data<MessageCount>(await call(actor.app, messageEndpoints.count, {}, { cookie: actor.token })).unread;

export const markRead = (actor: Actor, ids: number[]) =>
  call(actor.app, messageEndpoints.markRead, { ids }, { cookie: actor.token });

export const markAllRead = (actor: Actor, upToId: number) =>
  call(actor.app, messageEndpoints.markAllRead, { upToId }, { cookie: actor.token });

/** The messages about one object (its number). */
export const messagesAbout = async (
  actor: Actor,
  subjectNo: string,
  status: MessageQuery['status'] = '02',
  lang?: Lang,
) => (await messagesOf(actor, status, lang)).filter((message) => message.subjectNo === subjectNo);

/** An application referred to review (dangerous goods), then approved (00) or declined (01) by `underwriter`. */
export const decidedApplication = async (
  actor: Actor,
  underwriter: string,
  result: '00' | '01' = '00',
  comment?: string,
): Promise<ApplyResult> => {
  const application = await createApplication(actor, exportForm(HAZARDOUS_GOODS));
  data(
    await call(
      actor.app,
      applicationEndpoints.decideReview,
      { result, comment, id: application.id },
      { cookie: underwriter },
    ),
  );
  return application;
};

export const accountIdOf = async (app: FastifyInstance, accountName: string) =>
  (await app.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountName, accountName)))[0]!
    .id;

/** Forgets when the account's time-based messages were generated: the next read generates them again. */
export const forgetSweep = async (app: FastifyInstance, accountName: string) => {
  await app.db.delete(messageSweeps).where(eq(messageSweeps.accountId, await accountIdOf(app, accountName)));
};

/**
 * Runs `work` while no message can be written (a trigger refuses every insert), to prove an event and its
 * message are one transaction: the event fails with its message.
 */
export const whileMessagesFail = async <T>(app: FastifyInstance, work: () => Promise<T>): Promise<T> => {
  await app.db.execute(sql`CREATE OR REPLACE FUNCTION refuse_messages() RETURNS trigger AS $$
    BEGIN RAISE EXCEPTION 'messages refused by the test'; END $$ LANGUAGE plpgsql`);
  await app.db.execute(sql`CREATE TRIGGER refuse_messages BEFORE INSERT ON messages
    FOR EACH ROW EXECUTE FUNCTION refuse_messages()`);
  try {
    return await work();
  } finally {
    await app.db.execute(sql`DROP TRIGGER refuse_messages ON messages`);
  }
};
