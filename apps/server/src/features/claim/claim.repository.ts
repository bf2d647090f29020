import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { type ClaimRecord, claims } from '../../db/schema/index.ts';

/** Claims, their goods lines, events, settlements, document requests and drafts: the only Drizzle user. */

export type ClaimRow = ClaimRecord;

const first = async <T>(rows: PromiseLike<T[]>): Promise<T | undefined> => (await rows)[0];

/** The claim by its report number; `accountId` limits it to one account. */
export const findClaimByReportNo = (db: Executor, reportNo: string, accountId?: number) =>
  first(
    db
      .select()
      .from(claims)
      .where(
        accountId === undefined
          ? eq(claims.reportNo, reportNo)
          : and(eq(claims.reportNo, reportNo), eq(claims.accountId, accountId)),
      ),
  );

/** The claim of the account with that report number; undefined for another account's or an unknown one. */
export const findClaimOfAccount = (
  app: { db: Executor },
  accountId: number,
  reportNo: string,
): Promise<ClaimRow | undefined> => findClaimByReportNo(app.db, reportNo, accountId);
