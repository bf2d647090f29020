import { and, asc, desc, eq, gt, gte, isNull, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { applications, policies, sanctionsListVersions, sanctionsScreenings } from '../../db/schema/index.ts';

/** Policy statuses no longer in force: expired (03, 04), surrendered (05), cancelled (99). */
const ENDED_STATUSES = ['03', '04', '05', '99'];

/**
 * The next policies in force on `today` (by id after `afterId`) that list version `listVersionId` has not
 * screened yet, with the form of their application: a job stopped halfway goes on where it was.
 */
export const findPoliciesToRescreen = (
  db: Executor,
  listVersionId: number,
  today: string,
  afterId: number,
  limit: number,
) =>
  db
    .select({
      id: policies.id,
      accountId: policies.accountId,
      policyNo: policies.policyNo,
      form: applications.form,
    })
    .from(policies)
    .innerJoin(applications, eq(applications.id, policies.applicationId))
    .where(
      and(
        gt(policies.id, afterId),
        gte(policies.insuranceEndDate, today),
        or(isNull(policies.policyStatus), notInArray(policies.policyStatus, ENDED_STATUSES)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(sanctionsScreenings)
            .where(
              and(
                eq(sanctionsScreenings.subjectType, 'policy'),
                eq(sanctionsScreenings.subjectId, policies.id),
                eq(sanctionsScreenings.stage, 'rescreen'),
                eq(sanctionsScreenings.listVersionId, listVersionId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(policies.id))
    .limit(limit);

/** The newest list version if its re-screening has not finished. */
export const findVersionToRescreen = async (db: Executor) => {
  const [newest] = await db
    .select({ id: sanctionsListVersions.id, rescreenedAt: sanctionsListVersions.rescreenedAt })
    .from(sanctionsListVersions)
    .orderBy(desc(sanctionsListVersions.id))
    .limit(1);
  return newest !== undefined && newest.rescreenedAt === null ? newest.id : undefined;
};

export const markRescreened = (db: Executor, listVersionId: number, at: Date) =>
  db
    .update(sanctionsListVersions)
    .set({ rescreenedAt: at })
    .where(eq(sanctionsListVersions.id, listVersionId));
