import {
  businessNow,
  chinaDateTime,
  ERROR_CODES,
  labelOf,
  type ScreeningDecision,
  type ScreeningItem,
  type ScreeningQueueQuery,
} from '@cargo/domain';
import {
  MATCHED_FIELDS,
  SCREENED_PARTY_ROLES,
  SCREENING_STAGES,
  SCREENING_STATUSES,
  SCREENING_SUBJECT_TYPES,
} from '@cargo/domain/codes/sanctions';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { callerLanguage } from '../../platform/request-language.ts';
import type { Session } from '../../platform/session.ts';
import { recordStaffAction } from '../../platform/staff-audit.ts';
import { decidedAlready } from '../../platform/staff-decision.ts';
import { settleSanctionsReview } from '../application/application-compliance.service.ts';
import {
  decideScreeningRow,
  findHitsOf,
  findScreening,
  findScreeningPage,
  hasPendingScreening,
  insertClearances,
  lockScreening,
  type ScreeningRow,
} from './compliance.repository.ts';
import { portNamer } from './embargo.service.ts';

/**
 * The compliance queue (docs/business-rules.md "Sanctions screening"): compliance officers and auditors read
 * the screenings with a possible hit; an officer clears one (a false positive: its list hits are remembered
 * for that party and entry until the entry changes, and the document goes on) or confirms it (the document
 * is refused). Each decision is one transaction with its staff audit row.
 */

type HitRow = Awaited<ReturnType<typeof findHitsOf>>[number];

const toItem = (
  row: ScreeningRow,
  hits: readonly HitRow[],
  portName: (code: string) => string = (code) => code,
): ScreeningItem => {
  const language = callerLanguage();
  return {
    id: row.id,
    accountName: row.accountName,
    companyName: row.companyName,
    subjectType: row.subjectType,
    subjectTypeName: labelOf(SCREENING_SUBJECT_TYPES, row.subjectType, language),
    subjectNo: row.subjectNo,
    stage: row.stage,
    stageName: labelOf(SCREENING_STAGES, row.stage, language),
    listName: row.listSource === null ? '' : `${row.listSource} ${row.listPublishedOn ?? ''}`.trim(),
    status: row.status,
    statusName: labelOf(SCREENING_STATUSES, row.status, language),
    screenedAt: chinaDateTime(row.screenedAt),
    decidedBy: row.decidedBy ?? '',
    decidedAt: row.decidedAt === null ? '' : chinaDateTime(row.decidedAt),
    decisionReason: row.decisionReason,
    hits: hits.map((hit) => ({
      partyRole: hit.partyRole,
      partyRoleName: labelOf(SCREENED_PARTY_ROLES, hit.partyRole, language),
      partyName: hit.partyRole === 'route' ? portName(hit.partyName) : hit.partyName,
      entNum: hit.entNum ?? '',
      entryName: hit.entryName,
      programme: hit.programme,
      score: hit.score,
      matchedFields: hit.matchedFields,
      matchedFieldNames: hit.matchedFields.map((field) => labelOf(MATCHED_FIELDS, field, language)),
    })),
  };
};

/** POST /cargo/staff/queue/sanctions. */
export const screeningQueue = async (app: FastifyInstance, query: ScreeningQueueQuery) => {
  const { rows, total } = await findScreeningPage(app.db, query.status, query);
  const [hits, portName] = await Promise.all([
    findHitsOf(
      app.db,
      rows.map((row) => row.id),
    ),
    portNamer(app),
  ]);
  return {
    list: rows.map((row) =>
      toItem(
        row,
        hits.filter((hit) => hit.screeningId === row.id),
        portName,
      ),
    ),
    total,
    pageNo: query.pageNo,
    pageSize: query.pageSize,
  };
};

const itemOf = async (db: Executor, id: number) => {
  const row = await findScreening(db, id);
  if (row === undefined) throw notFound();
  return toItem(row, await findHitsOf(db, [id]));
};

/** GET /cargo/staff/sanctions/:id. */
export const screeningDetail = (app: FastifyInstance, id: number) => itemOf(app.db, id);

/** The document a decided screening held: an application goes on or is refused once nothing else holds it. */
const releaseDocument = async (
  tx: Executor,
  session: Session,
  screening: { subjectType: string; subjectId: number },
  decision: ScreeningDecision['decision'],
) => {
  if (screening.subjectType !== 'application') return;
  if (decision === 'clear' && (await hasPendingScreening(tx, 'application', screening.subjectId))) return;
  await settleSanctionsReview(tx, session, screening.subjectId, decision);
};

/** POST /cargo/staff/sanctions/:id/decide. */
export const decideScreening = async (
  app: FastifyInstance,
  session: Session,
  id: number,
  decision: ScreeningDecision,
): Promise<ScreeningItem> =>
  app.db.transaction(async (tx) => {
    const screening = await lockScreening(tx, id);
    if (screening === undefined) throw notFound();
    if (screening.status !== 'pendingReview') {
      throw await decidedAlready(
        tx,
        { objectType: 'sanctionsScreening', objectNo: String(id) },
        new AppError(ERROR_CODES.conflict, 'sanctions.error.decided'),
      );
    }
    const status = decision.decision === 'clear' ? 'cleared' : 'confirmed';
    await decideScreeningRow(tx, id, {
      status,
      decidedBy: session.userId,
      reason: decision.reason,
      at: businessNow(),
    });
    if (decision.decision === 'clear' && screening.listSource !== null) {
      const hits = await findHitsOf(tx, [id]);
      await insertClearances(
        tx,
        hits.flatMap((hit) =>
          hit.entNum === null || hit.entryContentHash === null
            ? []
            : [
                {
                  partyNormalised: hit.partyNormalised,
                  source: screening.listSource!,
                  entNum: hit.entNum,
                  entryContentHash: hit.entryContentHash,
                  reason: decision.reason,
                  screeningId: id,
                  clearedBy: session.userId,
                },
              ],
        ),
      );
    }
    await releaseDocument(tx, session, screening, decision.decision);
    await recordStaffAction(tx, session, {
      action: `sanctions.${decision.decision}`,
      objectType: 'sanctionsScreening',
      objectNo: String(id),
      before: {
        status: screening.status,
        subjectType: screening.subjectType,
        subjectNo: screening.subjectNo,
      },
      after: { status, reason: decision.reason },
    });
    return itemOf(tx, id);
  });
