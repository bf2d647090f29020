import { APPLICATION_STATUS, CORRECTION_STATUS, DECLARATION_STATUS } from '@cargo/domain';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/raw-sql.ts';
import { useTestApp } from '../../test/suite.ts';

/**
 * The underwriter's queues at scale (migration 0036, issue 14): each queue's page, every account's items in one
 * status oldest first, can be read from its partial index. The index names the status by its code, so a code
 * changed in the domain without the index would leave the queue scanning the whole table again.
 */
const ctx = useTestApp();

const QUEUES: { index: string; page: SQL }[] = [
  {
    index: 'applications_referred_queue_idx',
    page: sql`select id from applications where status = ${APPLICATION_STATUS.pendingReview}
      order by submitted_at, id limit 10`,
  },
  {
    index: 'declarations_review_queue_idx',
    page: sql`select id from declarations where status = ${DECLARATION_STATUS.review}
      order by created_at, id limit 10`,
  },
  {
    index: 'corrections_review_queue_idx',
    page: sql`select id from corrections where status = ${CORRECTION_STATUS.pendingReview}
      order by created_at, id limit 10`,
  },
];

describe("the underwriter's queues", () => {
  for (const queue of QUEUES) {
    it(`reads its page from ${queue.index}`, async () => {
      const plan = await ctx.app.db.transaction(async (tx) => {
        // The test database is small: without this the planner rightly prefers reading the table.
        await tx.execute(sql`set local enable_seqscan = off`);
        return rowsOf(tx, sql`explain ${queue.page}`);
      });
      expect(plan.map((line) => Object.values(line).join(' ')).join('\n')).toContain(queue.index);
    });
  }
});
