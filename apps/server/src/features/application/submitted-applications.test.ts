import { APPLICATION_STATUS } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountIdOf, rowsOf } from '../../test/raw-sql.ts';
import { useTestApp } from '../../test/suite.ts';
import { newestIdsInStatus } from './submitted-applications.repository.ts';

/**
 * The settlement enquiry's page of unpaid applications at scale (migration 0037, issue 14): its ids are read in
 * the enquiry's order from the index, not sorted from every unpaid application of the account. The index names
 * the status by its code and its order by the enquiry's expression: a change to either would leave it unused.
 */
const ctx = useTestApp();

describe("the settlement enquiry's newest unpaid applications", () => {
  it('are read from applications_unpaid_listed_idx, with and without a range', async () => {
    const accountId = await accountIdOf(ctx.app.db, 'SHOCEAN');
    for (const range of [
      {},
      { submittedFrom: new Date('2026-01-01'), submittedTo: new Date('2026-12-31') },
    ]) {
      const plan = await ctx.app.db.transaction(async (tx) => {
        // The test database is small: without this the planner rightly prefers reading the table.
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
        const ids = newestIdsInStatus(tx, accountId, APPLICATION_STATUS.pendingPayment, range, 10);
        return rowsOf(tx, sql`explain ${ids}`);
      });
      expect(plan.map((line) => Object.values(line).join(' ')).join('\n')).toContain(
        'applications_unpaid_listed_idx',
      );
    }
  });
});
