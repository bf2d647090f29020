import { DECLARATION_STATUS, DECLARATION_STATUSES, labelOf } from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { AccountScope, Session } from '../../platform/session.ts';
import {
  countInStatus,
  findInStatusSince,
  findMonthlyDeclared,
  type MonthlyDeclaredRow,
} from './declaration-report.repository.ts';

/**
 * What other features read of an account's declarations (settlement, dashboard): through this service,
 * never through the tables. The declaration screens' own services are declaration-*.service.ts.
 */

export type { MonthlyDeclaredRow } from './declaration-report.repository.ts';

/**
 * The account's declared certificates (03) per open policy and calendar month of the declaration date:
 * open-cover premium is billed monthly (docs/business-rules.md "Settlements"). Dates 'YYYY-MM-DD'.
 */
export const findMonthlyDeclaredPremiums = (
  app: FastifyInstance,
  session: AccountScope,
  range: { startDate?: string; endDate?: string },
): Promise<MonthlyDeclaredRow[]> => findMonthlyDeclared(app.db, session.accountId, range);

/** How many of the account's declarations wait for an underwriter (02). */
export const countDeclarationsUnderReview = (app: FastifyInstance, session: Session) =>
  countInStatus(app.db, session.accountId, DECLARATION_STATUS.review);

/** The account's declarations under review (02) declared since the day: the newest `limit` and the total. */
export const findDeclarationsUnderReviewSince = async (
  app: FastifyInstance,
  session: Session,
  sinceDay: string,
  limit: number,
) => {
  const { rows, total } = await findInStatusSince(
    app.db,
    session.accountId,
    DECLARATION_STATUS.review,
    sinceDay,
    limit,
  );
  return {
    total,
    list: rows.map((row) => ({
      ...row,
      statusName: labelOf(DECLARATION_STATUSES, row.status, callerLanguage()),
    })),
  };
};
