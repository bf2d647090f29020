// Seeds the `scale` bench's database: copies of the demo account's first application (form and quote
// included) with their policies, declarations on its first open policy, and claims (copies of the demo's first),
// by SQL generate_series. Rows are numbered 1..n and marked by their numbers' prefixes (applications 99…,
// policies 69…, declarations 98…, claims 95…), so seeding to a larger size only adds the missing ones. Four in five rows belong to the demo account (id 1),
// the fifth to account 3, so every list is filtered by account as in production.
import { createHash } from 'node:crypto';
import type pg from 'pg';

const PRODUCTS = `(array['MP09110009','MP09110008','MP09110012'])`;
const CURRENCIES = `(array['03','12','01'])`;

const seedApplications = (from: number, to: number) => `
insert into applications (account_id, created_by, voucher_no, status, product_code, form, applicant_name,
  insured_name, plan_code, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium,
  premium_cny, exchange_rate, quote, quotation_no, submitted_at, created_at, updated_at)
select case when g % 5 = 0 then 3 else 1 end, t.created_by, '99' || lpad(g::text, 18, '0'),
  case when g % 20 = 1 then 'B1' when g % 20 = 2 then 'B3' when g % 20 = 3 then 'B4' else 'P1' end,
  ${PRODUCTS}[1 + g % 3], t.form, t.applicant_name, 'Insured company ' || (g % 997), t.plan_code,
  (now() - ((g % 900) || ' days')::interval)::date + (g % 30),
  (now() - ((g % 900) || ' days')::interval)::date + (g % 30) + 10 + (g % 120),
  ${CURRENCIES}[1 + g % 3], 100000000 + (g % 7919) * 100, 150000 + g % 100000, 1000000 + g % 100000,
  t.exchange_rate, t.quote, null, now() - ((g % 900) || ' days')::interval,
  now() - ((g % 900) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
  now() - ((g % 900) || ' days')::interval
from generate_series(${from}, ${to}) g, (select * from applications where id = 1) t`;

const seedPolicies = (from: number, to: number) => `
insert into policies (account_id, application_id, policy_no, product_code, plan_code, applicant_name,
  insured_name, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
  policy_status, issued_at)
select a.account_id, a.id, '69' || substr(a.voucher_no, 3), a.product_code, a.plan_code, a.applicant_name,
  a.insured_name, a.insurance_begin_date, a.insurance_end_date, a.currency_code, a.insured_amount, a.premium,
  a.premium_cny,
  case when a.id % 50 = 0 then '05' when a.id % 97 = 0 then '01' end,
  a.created_at + interval '20 minutes'
from applications a
where a.voucher_no >= '99' || lpad(${from}::text, 18, '0') and a.voucher_no <= '99' || lpad(${to}::text, 18, '0')
  and a.voucher_no like '99%' and a.status = 'P1'`;

const seedDeclarations = (from: number, to: number) => `
insert into declarations (account_id, open_policy_id, number_seq, declaration_no, certificate_no, status,
  shipment_key, goods_description, marks, invoice_no, bill_of_lading_no, currency_code, invoice_amount,
  insured_amount, rate_ppm, premium, declaration_date, sailing_date, created_at, updated_at)
select case when g % 5 = 0 then o2.account_id else o1.account_id end,
  case when g % 5 = 0 then o2.id else o1.id end, 900000000 + g,
  '98' || lpad(g::text, 18, '0'),
  case when g % 10 < 8 then '97' || lpad(g::text, 18, '0') end,
  case when g % 10 < 8 then '03' when g % 10 = 8 then '02' else '01' end,
  'scale-' || g, 'Cotton knitted T-shirts lot ' || g, 'N/M', 'INV-' || g, 'COSU' || g, '03',
  1000000 + g % 50000, 1100000 + g % 50000, 1500, 1650 + g % 75,
  current_date - (g % 700), current_date - (g % 700) + 2,
  now() - ((g % 700) || ' days')::interval, now() - ((g % 700) || ' days')::interval
from generate_series(${from}, ${to}) g,
  (select * from open_policies where account_id = 1 order by id limit 1) o1,
  (select * from open_policies where account_id = 3 order by id limit 1) o2`;

/**
 * One claim per 10 applications (claim g on the policy of application 10g + 4, the demo account's, or 10g + 5,
 * account 3's, for one in five), reported over the last year: 2 in 10 reported (01), 1 settlement calculated
 * (02), 6 closed (03), 1 archived (04).
 */
const seedClaims = (from: number, to: number) => `
insert into claims (account_id, report_no, request_key, subject_kind, policy_no, subject, status, fast_claim, report,
  incident_time, loss_type, estimated_currency, estimated_loss, reported_by, reported_at, updated_at)
select case when g % 5 = 0 then 3 else 1 end, '95' || lpad(g::text, 18, '0'), gen_random_uuid(), t.subject_kind,
  '69' || lpad((g * 10 + case when g % 5 = 0 then 5 else 4 end)::text, 18, '0'), t.subject,
  case when g % 10 < 2 then '01' when g % 10 = 2 then '02' when g % 10 < 9 then '03' else '04' end,
  t.fast_claim, t.report, t.incident_time, t.loss_type, t.estimated_currency, t.estimated_loss, t.reported_by,
  now() - ((g % 365) || ' days')::interval - ((g % 1440) || ' minutes')::interval,
  now() - ((g % 365) || ' days')::interval
from generate_series(${from}, ${to}) g, (select * from claims order by id limit 1) t`;

const countOf = async (client: pg.ClientBase, sql: string) =>
  Number((await client.query<{ n: string }>(sql)).rows[0]!.n);

/**
 * Seeds up to `rows` applications (and their policies), `declarationRows` declarations and `rows / 10` claims;
 * returns seconds.
 */
export const seedScale = async (client: pg.ClientBase, rows: number, declarationRows: number) => {
  const started = performance.now();
  const applications = await countOf(
    client,
    `select count(*) n from applications where voucher_no like '99%'`,
  );
  const declarations = await countOf(
    client,
    `select count(*) n from declarations where declaration_no like '98%'`,
  );
  const claims = await countOf(client, `select count(*) n from claims where report_no like '95%'`);
  const chunk = 200_000;
  for (let from = applications + 1; from <= rows; from += chunk) {
    const to = Math.min(rows, from + chunk - 1);
    await client.query('begin');
    await client.query(seedApplications(from, to));
    await client.query(seedPolicies(from, to));
    await client.query('commit');
  }
  for (let from = declarations + 1; from <= declarationRows; from += chunk) {
    await client.query(seedDeclarations(from, Math.min(declarationRows, from + chunk - 1)));
  }
  for (let from = claims + 1; from <= Math.floor(rows / 10); from += chunk) {
    await client.query(seedClaims(from, Math.min(Math.floor(rows / 10), from + chunk - 1)));
  }
  // VACUUM too: it sets the visibility map that index-only scans need, the steady state autovacuum reaches on
  // a live database (this machine's PostgreSQL runs without autovacuum). One statement per query: VACUUM
  // cannot run inside the implicit transaction of a multi-statement query.
  for (const table of ['applications', 'policies', 'declarations', 'claims', 'claim_day_counts'])
    await client.query(`vacuum analyze ${table}`);
  return (performance.now() - started) / 1000;
};

/** A session of the demo user for the bench (token in the clear, its SHA-256 stored as the app does). */
export const benchSession = async (client: pg.ClientBase) => {
  const token = `scale-bench-${process.pid}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const hash = createHash('sha256').update(token).digest('hex');
  await client.query(
    `insert into sessions (token_hash, user_id, account_id, expires_at) values ($1, 1, 1, now() + interval '1 day')`,
    [hash],
  );
  return token;
};
