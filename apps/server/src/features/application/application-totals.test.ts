import { todayInChina } from '@cargo/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/suite.ts';
import { totalsInStatusByCurrency } from './application-totals.repository.ts';

/**
 * The per-currency totals the dashboard and the settlement summary read (one pass and two index lookups per
 * currency) against the same figures worked out row by row: the order of the currencies is where each one's
 * newest application stands in the list (submission newest first, unsubmitted first as PostgreSQL's DESC puts
 * NULLs, then the highest id), and each currency's newest China day and the highest number on that day.
 */
const ctx = useTestApp();
const STATUS = 'B3';

const accountIdOf = async () => {
  const result = await ctx.app.db.execute(sql`select id from accounts where account_name = 'HZSHUNDA'`);
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
};

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 5, day, hour));

describe('applications in one status totalled per currency', () => {
  let accountId = 0;
  beforeAll(async () => {
    accountId = await accountIdOf();
    // A tie on the newest submission across currencies (01 and 02: 02's last row has the highest id), three
    // applications of one China day (17:00 UTC is the next China day), and an unsubmitted one that sorts its
    // currency first though its other application is the oldest.
    const rows: [currencyCode: string, submittedAt: Date | null, createdAt: Date, voucher: number][] = [
      ['02', at(3, 1), at(1, 0), 100],
      ['01', at(3, 1), at(1, 0), 101],
      ['02', at(2, 17), at(1, 0), 150],
      ['03', at(1, 2), at(1, 0), 102],
      ['04', null, at(4, 20), 103],
      ['04', at(1, 1), at(1, 0), 104],
      ['01', at(2, 15), at(1, 0), 105],
      ['02', at(3, 1), at(1, 0), 106],
    ];
    await ctx.app.db.insert(applications).values(
      rows.map(([currencyCode, submittedAt, createdAt, voucher], index) => ({
        accountId,
        voucherNo: `77${String(voucher).padStart(18, '0')}`,
        status: STATUS,
        productCode: 'MP09110009',
        form: {},
        currencyCode,
        insuredAmount: 100_000 + index,
        premium: 500 + index,
        premiumCny: 3_500 + index,
        exchangeRate: currencyCode === '01' ? null : '7.1',
        submittedAt,
        createdAt,
      })),
    );
  });

  it('counts, sums and orders each currency as the row-by-row figures do', async () => {
    const stored = await ctx.app.db
      .select()
      .from(applications)
      .where(and(eq(applications.accountId, accountId), eq(applications.status, STATUS)));
    const listOrder = [...stored].sort((a, b) => {
      if ((a.submittedAt === null) !== (b.submittedAt === null)) return a.submittedAt === null ? -1 : 1;
      const bySubmission = (b.submittedAt?.getTime() ?? 0) - (a.submittedAt?.getTime() ?? 0);
      return bySubmission !== 0 ? bySubmission : b.id - a.id;
    });
    const chinaDay = (row: (typeof stored)[number]) => todayInChina(row.submittedAt ?? row.createdAt);
    const expected = [...new Set(listOrder.map((row) => row.currencyCode))].map((currencyCode) => {
      const own = stored.filter((row) => row.currencyCode === currencyCode);
      const newestDay = own.map(chinaDay).sort().at(-1)!;
      return {
        currencyCode,
        count: own.length,
        premium: BigInt(own.reduce((sum, row) => sum + (row.premium ?? 0), 0)),
        newestDay,
        newestVoucherNo: own
          .filter((row) => chinaDay(row) === newestDay)
          .map((row) => row.voucherNo)
          .sort()
          .at(-1),
      };
    });

    const totals = await totalsInStatusByCurrency(ctx.app.db, accountId, STATUS);
    expect(
      totals.map(({ currencyCode, count, premium, newestDay, newestVoucherNo }) => ({
        currencyCode,
        count,
        premium,
        newestDay,
        newestVoucherNo,
      })),
    ).toEqual(expected);
    expect(totals.map((total) => total.currencyCode)).toEqual(['04', '02', '01', '03']);
    // 02: three on 3 June in China; the highest number is not the newest submission's.
    expect(totals.find((total) => total.currencyCode === '02')?.newestVoucherNo).toBe(
      `77${'150'.padStart(18, '0')}`,
    );
  });
});
