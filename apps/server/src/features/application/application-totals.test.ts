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
import { accountIdOf, rowsOf } from '../../test/raw-sql.ts';
import { useTestApp } from '../../test/suite.ts';
import { totalsInStatusByCurrency } from './application-totals.repository.ts';

/**
 * The per-currency totals the dashboard and the settlement summary read (kept counts and sums, index lookups per
 * currency) against the same figures worked out row by row: the order of the currencies is where each one's
 * newest application stands in the list (submission newest first, unsubmitted first as PostgreSQL's DESC puts
 * NULLs, then the highest id), and each currency's newest China day and the highest number on that day.
 */
const ctx = useTestApp();
const STATUS = 'B3';

const hzshundaId = () => accountIdOf(ctx.app.db, 'HZSHUNDA');

const at = (day: number, hour: number) => new Date(Date.UTC(2026, 5, day, hour));

describe('applications in one status totalled per currency', () => {
  let accountId = 0;
  beforeAll(async () => {
    accountId = await hzshundaId();
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
    const accountId = await hzshundaId();
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
    const accountId = await hzshundaId();
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

describe('the per-status totals the database keeps (migration 0035)', () => {
  const keptAndSummed = async () => {
    return {
      kept: await rowsOf(
        ctx.app.db,
        sql`
        select account_id, status, currency_code, applications n, unsubmitted, unrated, insured_amount::text i,
          premium::text p, premium_cny::text pc, insured_amount_cny::text ic
        from application_status_totals where applications <> 0 order by 1, 2, 3`,
      ),
      summed: await rowsOf(
        ctx.app.db,
        sql`
        select account_id, status, currency_code, count(*)::int n,
          (count(*) filter (where submitted_at is null))::int unsubmitted,
          (count(*) filter (where exchange_rate is null or exchange_rate <= 0 or exchange_rate > 100))::int unrated,
          coalesce(sum(insured_amount), 0)::text i, coalesce(sum(premium), 0)::text p,
          coalesce(sum(premium_cny), 0)::text pc, coalesce(sum(insured_amount_cny), 0)::text ic
        from applications group by 1, 2, 3 order by 1, 2, 3`,
      ),
    };
  };

  it('are those of the applications through inserts, submissions, edits, moves between accounts and deletes', async () => {
    const accountId = await hzshundaId();
    const before = await keptAndSummed();
    expect(before.kept).toEqual(before.summed);
    expect(before.kept.length).toBeGreaterThan(3);

    await ctx.app.db.execute(sql`
      insert into applications (account_id, voucher_no, status, product_code, form, currency_code, insured_amount,
        premium, premium_cny, exchange_rate, submitted_at)
      select ${accountId}, '74' || lpad(g::text, 18, '0'), (array['B1', 'B3', 'B4'])[1 + g % 3], 'MP09110009', '{}',
        (array['01', '03', '05', 'USD'])[1 + g % 4], 100000 + g * 37, 500 + g, 3500 + g * 7,
        case when g % 4 = 0 then null when g % 9 = 0 then 0 else 7.1234567891 end,
        case when g % 5 = 0 then null else now() - g * interval '1 hour' end
      from generate_series(1, 120) g`);
    await ctx.app.db.execute(sql`update applications set status = 'B3', submitted_at = now()
      where voucher_no like '74%' and status = 'B1' and id % 2 = 0`);
    await ctx.app.db.execute(sql`update applications set insured_amount = insured_amount + 1, exchange_rate = 6.5
      where voucher_no like '74%' and id % 3 = 0`);
    await ctx.app.db.execute(sql`update applications set currency_code = '04'
      where voucher_no like '74%' and id % 7 = 0`);
    await ctx.app.db.execute(sql`update applications set premium_cny = null
      where voucher_no like '74%' and id % 13 = 0`);
    await ctx.app.db.execute(sql`update applications set account_id = (select min(id) from accounts where id <> ${accountId})
      where voucher_no like '74%' and id % 11 = 0`);
    await ctx.app.db.execute(sql`delete from applications where voucher_no like '74%' and id % 5 = 1`);

    const after = await keptAndSummed();
    expect(after.kept).toEqual(after.summed);
    expect(after.kept.length).toBeGreaterThan(before.kept.length);
  });
});
