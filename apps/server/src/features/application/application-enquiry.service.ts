import {
  APPLICATION_STATUS,
  type ApplicationListQuery,
  chinaDayRange,
  type DraftListQuery,
  ENQUIRY_APPLICATION_STATUSES,
  isBlank,
  isFullPolicyNo,
  type Page,
  type PolicyListRow,
  pageAnswer,
  pageWindow,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import type { AccountScope, Session } from '../../platform/session.ts';
import { toApplicationListRow } from './application.mapper.ts';
import {
  type ApplicationFilter,
  countApplicationsByStatus,
  listApplications,
} from './application.repository.ts';
import { findApplicationsChangedSince } from './application-changes.repository.ts';
import {
  type CurrencyTotal,
  type StatusCurrencyTotal,
  totalsInStatusByCurrency,
} from './application-totals.repository.ts';
import {
  findSubmittedApplicationByNo,
  findSubmittedApplicationsInStatus,
  type SubmittedApplicationSummary,
  type SubmittedRange,
  totalsInStatusWithin,
} from './submitted-applications.repository.ts';

/** The account's drafts and applications found by the enquiries, settlement and the dashboard. */

const { draft, pendingPayment, pendingReview, pendingModification } = APPLICATION_STATUS;

/** Input dates of a China-day range: the end date runs to 23:59:59 (SPEC §5). */
const chinaTimeRange = (startDate: string, endDate: string) => {
  const { from, to } = chinaDayRange(startDate, endDate);
  return { inputFrom: from, inputTo: to };
};

/** The range is skipped with a full 20-digit number or a query type (SPEC §5). */
const hasDateRange = (query: { startDate?: string; endDate?: string }, number: string | undefined) =>
  !isFullPolicyNo(number) && !isBlank(query.startDate) && !isBlank(query.endDate);

/** One page of the account's applications: the filters both enquiries share, and each one's own. */
const listPage = async (
  app: FastifyInstance,
  session: Session,
  query: Pick<DraftListQuery, 'voucherNo' | 'productCode' | 'insuredName' | 'pageNo' | 'pageSize'>,
  filter: Pick<ApplicationFilter, 'statuses' | 'beginFrom' | 'beginTo' | 'inputFrom' | 'inputTo'>,
): Promise<Page<PolicyListRow>> => {
  const { rows, total } = await listApplications(app.db, session.accountId, {
    ...filter,
    voucherNo: query.voucherNo || undefined,
    productCode: query.productCode || undefined,
    insuredName: query.insuredName || undefined,
    ...pageWindow(query),
  });
  return pageAnswer(query, rows.map(toApplicationListRow), total);
};

/** POST queryTempInsurancePolicy: the account's drafts, newest first; dates on the input date. */
export const listDrafts = async (
  app: FastifyInstance,
  session: Session,
  query: DraftListQuery,
): Promise<Page<PolicyListRow>> => {
  const range =
    hasDateRange(query, query.voucherNo) && query.startDate && query.endDate
      ? chinaTimeRange(query.startDate, query.endDate)
      : {};
  return listPage(app, session, query, { statuses: [draft], ...range });
};

/** POST queryPolicyApplyList: applications B3, B4, B5, H0, B6, newest first; dates on the insurance start. */
export const listSubmittedApplications = async (
  app: FastifyInstance,
  session: Session,
  query: ApplicationListQuery,
): Promise<Page<PolicyListRow>> => {
  const withRange = hasDateRange(query, query.voucherNo);
  return listPage(app, session, query, {
    statuses: query.businessStatus ? [query.businessStatus] : ENQUIRY_APPLICATION_STATUSES,
    beginFrom: withRange ? query.startDate?.slice(0, 10) : undefined,
    beginTo: withRange ? query.endDate?.slice(0, 10) : undefined,
  });
};

/** The instants of a China-day range ('YYYY-MM-DD', both ends inclusive), when one is given. */
const submittedRangeOf = (range: { startDate?: string; endDate?: string }): SubmittedRange => {
  if (!range.startDate || !range.endDate) return {};
  const { inputFrom, inputTo } = chinaTimeRange(range.startDate, range.endDate);
  return { submittedFrom: inputFrom, submittedTo: inputTo };
};

/**
 * Used by settlement: the account's applications pending payment (B3), submitted within the China-day
 * range when one is given, newest China day first, then the highest number; the first `limit` when given.
 */
export const findApplicationsPendingPayment = (
  app: FastifyInstance,
  session: AccountScope,
  range: { startDate?: string; endDate?: string },
  limit?: number,
): Promise<SubmittedApplicationSummary[]> =>
  findSubmittedApplicationsInStatus(
    app.db,
    session.accountId,
    pendingPayment,
    submittedRangeOf(range),
    limit,
  );

/** Used by settlement: the account's application pending payment with this number, if any. */
export const findApplicationPendingPayment = (
  app: FastifyInstance,
  session: AccountScope,
  voucherNo: string,
): Promise<SubmittedApplicationSummary | undefined> =>
  findSubmittedApplicationByNo(app.db, session.accountId, pendingPayment, voucherNo);

/**
 * Used by settlement: the same applications counted and summed per currency by the database; without a range,
 * from the totals it keeps per status (as the dashboard reads them), else summed over the range.
 */
export const totalApplicationsPendingPaymentWithin = (
  app: FastifyInstance,
  session: AccountScope,
  range: { startDate?: string; endDate?: string },
): Promise<CurrencyTotal[]> => {
  const submitted = submittedRangeOf(range);
  return submitted.submittedFrom === undefined
    ? totalsInStatusByCurrency(app.db, session.accountId, pendingPayment)
    : totalsInStatusWithin(app.db, session.accountId, pendingPayment, submitted);
};

export type { CurrencyTotal, StatusCurrencyTotal } from './application-totals.repository.ts';

/**
 * Used by the dashboard: the account's applications pending payment (B3) summed per currency by the
 * database, in the order the currencies first appear in `findApplicationsPendingPayment` (no range).
 */
export const totalApplicationsPendingPayment = (
  app: FastifyInstance,
  session: Session,
): Promise<StatusCurrencyTotal[]> => totalsInStatusByCurrency(app.db, session.accountId, pendingPayment);

/** Applications the insurer or the customer still has to act on (not drafts, not final). */
export const PENDING_APPLICATION_STATUSES = [pendingPayment, pendingReview, pendingModification] as const;

/** How many of the account's applications are in each status asked for (0 when none). */
export const countApplicationsInStatuses = async (
  app: FastifyInstance,
  session: Session,
  statuses: readonly string[],
): Promise<Record<string, number>> => {
  const counts = await countApplicationsByStatus(app.db, session.accountId, statuses);
  return Object.fromEntries(statuses.map((status) => [status, counts.get(status) ?? 0]));
};

/** The account's pending applications (B3, B4, B5) last changed since the instant: the newest `limit` and the total. */
export const findPendingApplicationsSince = (
  app: FastifyInstance,
  session: Session,
  since: Date,
  limit: number,
) => findApplicationsChangedSince(app.db, session.accountId, PENDING_APPLICATION_STATUSES, since, limit);
