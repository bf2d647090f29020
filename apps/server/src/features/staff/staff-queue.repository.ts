import { APPLICATION_STATUS } from '@cargo/domain';
import { and, asc, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accounts, applicationEvents, applications } from '../../db/schema/index.ts';

/** Whose an application is. */
const owner = {
  accountName: accounts.accountName,
  companyName: accounts.companyName,
  companyNameEn: accounts.companyNameEn,
};

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Applications referred to an underwriter (B4) of every account, oldest submission first. */
export const findReferredApplications = async (
  db: Executor,
  filter: { accountName: string; voucherNo: string },
  page: { offset: number; limit: number },
) => {
  const where: SQL | undefined = and(
    eq(applications.status, APPLICATION_STATUS.pendingReview),
    // Sandbox accounts' applications never reach the insurer (docs/business-rules.md "The sandbox").
    isNull(accounts.sandboxOf),
    filter.accountName === '' ? undefined : eq(accounts.accountName, filter.accountName),
    filter.voucherNo === '' ? undefined : ilike(applications.voucherNo, likeText(filter.voucherNo)),
  );
  const order = [asc(applications.submittedAt), asc(applications.id)];
  // The page's ids from the queue's index alone (migration 0036), then those rows: a filtered page would
  // otherwise read every queued row it skips.
  const pageIds = db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.accountId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const [rows, totals] = await Promise.all([
    db
      .select({ application: applications, ...owner })
      .from(applications)
      .innerJoin(accounts, eq(accounts.id, applications.accountId))
      .where(inArray(applications.id, pageIds))
      .orderBy(...order),
    db
      .select({ total: count() })
      .from(applications)
      .innerJoin(accounts, eq(accounts.id, applications.accountId))
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
};

/** An application of any account with its owner (the insurer's side). */
export const findApplicationWithOwner = async (db: Executor, id: number) => {
  const [row] = await db
    .select({ application: applications, ...owner })
    .from(applications)
    .innerJoin(accounts, eq(accounts.id, applications.accountId))
    .where(and(eq(applications.id, id), isNull(accounts.sandboxOf)));
  return row;
};

/** An application's history, oldest first. */
export const findEventsOfApplication = (db: Executor, applicationId: number) =>
  db
    .select()
    .from(applicationEvents)
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.createdAt), asc(applicationEvents.id));
