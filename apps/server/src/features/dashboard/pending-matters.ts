import {
  addDays,
  chinaDayRange,
  OVERVIEW_LIST_SIZE,
  PENDING_MATTER_DAYS,
  type PendingMatter,
  type PendingMatterKind,
  todayInChina,
  translate,
} from '@cargo/domain';
import type { FastifyInstance } from 'fastify';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { findPendingApplicationsSince, statusName } from '../application/application.service.ts';
import { findPendingCorrectionsSince } from '../correction/correction.service.ts';
import { findDeclarationsUnderReviewSince } from '../declaration/declaration.service.ts';

/** The portal page that handles each kind of pending matter. */
const PATH_OF: Readonly<Record<PendingMatterKind, string>> = {
  application: '/pending-task/application',
  correction: '/pending-task/correcting',
  declaration: '/transport-declaration/correcting',
};

/** The pending-matter window: the last 30 China days, today included. */
export const pendingWindow = (today: string) => {
  const firstDay = addDays(today, -(PENDING_MATTER_DAYS - 1));
  return { firstDay, since: chinaDayRange(firstDay, today).from };
};

const matter = (
  kind: PendingMatterKind,
  row: { documentNo: string; status: string; statusName: string; date: string },
): PendingMatter => ({
  kind,
  kindName: translate(callerLanguage(), `dashboard.matters.kind.${kind}`),
  ...row,
  path: PATH_OF[kind],
});

/** Newest first; on the same day by kind, then by number. */
const newestFirst = (a: PendingMatter, b: PendingMatter) =>
  b.date.localeCompare(a.date) || a.kind.localeCompare(b.kind) || b.documentNo.localeCompare(a.documentNo);

/**
 * Pending matters of the last 30 days: applications pending payment, review or modification (by their last
 * change), corrections pending review (by application) and declarations under review (by declaration date).
 */
export const findPendingMatters = async (
  app: FastifyInstance,
  session: Session,
  today: string,
): Promise<{ total: number; list: PendingMatter[] }> => {
  const { firstDay, since } = pendingWindow(today);
  const [applications, corrections, declarations] = await Promise.all([
    findPendingApplicationsSince(app, session, since, OVERVIEW_LIST_SIZE),
    findPendingCorrectionsSince(app, session, since, OVERVIEW_LIST_SIZE),
    findDeclarationsUnderReviewSince(app, session, firstDay, OVERVIEW_LIST_SIZE),
  ]);
  const list = [
    ...applications.rows.map((row) =>
      matter('application', {
        documentNo: row.voucherNo,
        status: row.status,
        statusName: statusName(row.status),
        date: todayInChina(row.updatedAt),
      }),
    ),
    ...corrections.list.map((row) =>
      matter('correction', {
        documentNo: row.correctionNo,
        status: row.status,
        statusName: row.statusName,
        date: row.appliedOn,
      }),
    ),
    ...declarations.list.map((row) =>
      matter('declaration', {
        documentNo: row.declarationNo,
        status: row.status,
        statusName: row.statusName,
        date: row.declarationDate,
      }),
    ),
  ];
  return {
    total: applications.total + corrections.total + declarations.total,
    list: list.sort(newestFirst).slice(0, OVERVIEW_LIST_SIZE),
  };
};
