import { addDays, businessNow, firstDayOfMonthAfter, todayInChina } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { Session } from '../../platform/session.ts';
import { findPoliciesEndingWithin } from '../policy/policy.service.ts';
import { querySettlements } from '../settlement/settlement.service.ts';
import {
  claimMessageSweep,
  findWrittenEventKeys,
  insertMessagesOnce,
  type NewMessage,
} from './message.repository.ts';

/**
 * Time-based messages (docs/business-rules.md "Messages"): no event writes them, so they are generated when
 * the account reads its messages or their count, at most once per `SWEEP_INTERVAL_MS` per account, each
 * once for good by its event key (a second sweep, or two at once, writes nothing twice).
 */

/** How long the time-based messages of an account stay unchecked. */
export const SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** A policy ending within this many days (today included) is due for renewal. */
export const RENEWAL_DUE_DAYS = 30;
/** One page holds every month row a sweep asks for (one per open policy and currency). */
const ALL_ROWS = 10_000;

/** "Renewal due": the account's live policies ending between today and today + 30 days, one per policy and end day. */
const renewalMessages = async (
  app: FastifyInstance,
  session: Session,
  today: string,
): Promise<NewMessage[]> =>
  (await findPoliciesEndingWithin(app, session, today, RENEWAL_DUE_DAYS)).map((policy) => ({
    accountId: session.accountId,
    kind: 'renewalDue',
    parameters: { policyNo: policy.policyNo, endDate: policy.insuranceEndDate },
    subjectKind: 'policy',
    subjectId: policy.policyNo,
    eventKey: `renewalDue:${policy.policyNo}:${policy.insuranceEndDate}`,
  }));

/**
 * "Settlement due": open-cover premium is billed monthly, so once a calendar month has ended, each unpaid
 * month row of the settlement list for it (one per open policy and currency) is due. Only the month just
 * ended: older months were told of when they ended, or are older than the account's first sweep.
 */
const settlementMessages = async (
  app: FastifyInstance,
  session: Session,
  today: string,
): Promise<NewMessage[]> => {
  const startDate = firstDayOfMonthAfter(today, -1);
  const endDate = addDays(firstDayOfMonthAfter(today, 0), -1);
  const settlements = await querySettlements(app, session, {
    kind: 'declaration',
    startDate,
    endDate,
    pageNo: 1,
    pageSize: ALL_ROWS,
  });
  return settlements.list.map((row) => ({
    accountId: session.accountId,
    kind: 'settlementDue',
    parameters: {
      settlementNo: row.settlementNo,
      policyNo: row.documentNo,
      month: row.month ?? startDate.slice(0, 7),
      premium: row.premium,
      currency: row.currency,
    },
    subjectKind: 'settlement',
    subjectId: row.settlementNo,
    eventKey: `settlementDue:${row.settlementNo}:${row.currencyCode}`,
  }));
};

/** Generates the account's due time-based messages, unless another request did within the interval. */
export const sweepTimedMessages = async (app: FastifyInstance, session: Session): Promise<void> => {
  const now = businessNow();
  const since = new Date(now.getTime() - SWEEP_INTERVAL_MS);
  if (!(await claimMessageSweep(app.db, session.accountId, now, since))) return;
  const today = todayInChina(now);
  const [renewals, settlements] = await Promise.all([
    renewalMessages(app, session, today),
    settlementMessages(app, session, today),
  ]);
  // Most were written by an earlier sweep: only the others are offered (each still refused by its event key if
  // another request wrote it meanwhile). Offering them all again took 1.4 s for 28.9 k renewals at 1 M.
  const due = [...renewals, ...settlements];
  const written = await findWrittenEventKeys(
    app.db,
    session.accountId,
    due.map((message) => message.eventKey ?? ''),
  );
  await insertMessagesOnce(
    app.db,
    due.filter((message) => !written.has(message.eventKey ?? '')),
  );
};
