import {
  CURRENCIES,
  convertToCny,
  currencyIsoOf,
  minorUnitsOf,
  parseExchangeRate,
  todayInChina,
} from '@cargo/domain';
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

describe("each application's sum insured in CNY, kept by the database (migration 0034)", () => {
  const RATED = 'B4';
  // Rates whose products land on and beside a half of the currency's minor unit, in 10 decimal places.
  const RATES = ['7.1234567891', '0.0481230000', '1.0000000005', '99.9999999999'];
  const AMOUNTS = [1, 5, 12_345, 99_999_999_999];

  it('is convertToCny of every currency, by code and by ISO code, and 0 for CNY itself', async () => {
    const accountId = await accountIdOf();
    const codes = [...new Set(CURRENCIES.flatMap((currency) => [currency.code, currency.iso]))];
    const cases = codes.flatMap((currencyCode) =>
      RATES.flatMap((rate) => AMOUNTS.map((amount) => ({ currencyCode, rate, amount }))),
    );
    const inserted = await ctx.app.db
      .insert(applications)
      .values(
        cases.map(({ currencyCode, rate, amount }, index) => ({
          accountId,
          voucherNo: `76${String(index).padStart(18, '0')}`,
          status: RATED,
          productCode: 'MP09110009',
          form: {},
          currencyCode,
          insuredAmount: amount,
          exchangeRate: rate,
        })),
      )
      .returning({ insuredAmountCny: applications.insuredAmountCny });

    const expected = cases.map(({ currencyCode, rate, amount }) => {
      if (currencyIsoOf(currencyCode) === 'CNY') return '0';
      const parsed = parseExchangeRate(rate);
      if (!parsed.ok) throw new Error(rate);
      return String(convertToCny(amount, minorUnitsOf(currencyCode), parsed.value));
    });
    expect(inserted.map((row) => row.insuredAmountCny)).toEqual(expected);

    const totals = await totalsInStatusByCurrency(ctx.app.db, accountId, RATED);
    const usd = cases.flatMap(({ currencyCode }, index) => (currencyCode === '03' ? [expected[index]!] : []));
    expect(totals.find((total) => total.currencyCode === '03')?.insuredAmountCny).toBe(
      usd.reduce((sum, fen) => sum + BigInt(fen), 0n),
    );
  });

  it('follows an application whose amount or rate changes', async () => {
    const accountId = await accountIdOf();
    const [row] = await ctx.app.db
      .insert(applications)
      .values({
        accountId,
        voucherNo: `75${'1'.padStart(18, '0')}`,
        status: 'B1',
        productCode: 'MP09110009',
        form: {},
        currencyCode: '05',
        insuredAmount: 1_000_000,
        exchangeRate: '0.0481230000',
      })
      .returning({ id: applications.id, insuredAmountCny: applications.insuredAmountCny });
    expect(row?.insuredAmountCny).toBe('4812300');
    const [changed] = await ctx.app.db
      .update(applications)
      .set({ insuredAmount: 3, exchangeRate: null })
      .where(eq(applications.id, row!.id))
      .returning({ insuredAmountCny: applications.insuredAmountCny });
    expect(changed?.insuredAmountCny).toBeNull();
  });
});
