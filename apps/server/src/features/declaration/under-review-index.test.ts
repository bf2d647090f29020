import { DECLARATION_STATUS } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/raw-sql.ts';
import { useTestApp } from '../../test/suite.ts';

/**
 * The overview's declarations under review (`findInStatusSince`: the account's declarations in a status since a
 * day, newest day first, then newest id) are the first rows of `declarations_account_status_date_idx`, which ends
 * with the id (migration 0055): no sort of the newest day's declarations, no read of the table.
 */
const ctx = useTestApp();

describe('the declarations under review', () => {
  it('read their page from the index in its order, without a sort', async () => {
    const plan = await ctx.app.db.transaction(async (tx) => {
      // The test database is small: without this the planner rightly prefers reading the table.
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf(
        tx,
        sql`explain select declaration_no, status, declaration_date from declarations
          where account_id = 1 and status = ${DECLARATION_STATUS.review} and declaration_date >= '2026-01-01'
          order by declaration_date desc, id desc limit 5`,
      );
    });
    const text = plan.map((line) => Object.values(line).join(' ')).join('\n');
    expect(text).toContain('declarations_account_status_date_idx');
    expect(text).not.toMatch(/Sort/);
  });
});
