// The `scale` bench's reference: a bare Fastify + pg server answering the same lists with the same SQL as the
// app's repositories (first page and total), without sessions, validation, envelopes or serialisation
// schemas. What the app does beyond this is its per-request overhead. Env: DATABASE_URL, PORT, POOL_SIZE.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});
const ACCOUNT = 1;
const app = Fastify({ logger: false });

const policyColumns = `id, account_id, application_id, policy_no, product_code, plan_code, applicant_name,
  insured_name, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
  policy_status, has_claim, issued_at, revision, endorsement_no, quote->'riderPremiums' corrected_riders,
  form is not null is_form_corrected, form->'transport'->>'conveyanceName' corrected_conveyance_name`;

/** The policy list: page, total, then what its rows show of the page's applications. */
interface ListBody {
  policyNo?: string;
  startDate: string;
  endDate: string;
}

const policyList = async ({ policyNo, startDate, endDate }: ListBody) => {
  const params: unknown[] = [ACCOUNT, startDate, endDate];
  let where = 'account_id = $1 and insurance_begin_date >= $2 and insurance_begin_date <= $3';
  if (policyNo) {
    params.push(policyNo);
    where += ' and right(policy_no, 4) = $4';
  }
  // The app's total: by the start day alone, the sum of the day counts (migration 0028), on each row of the page;
  // with a number tail, a count beside the page.
  const rangeTotal = policyNo
    ? '0'
    : `(select coalesce(sum(policies), 0)::int from policy_day_counts
        where account_id = $1 and insurance_begin_date >= $2 and insurance_begin_date <= $3)`;
  const [rows, counted] = await Promise.all([
    pool.query(
      `select ${policyColumns}, ${rangeTotal} range_total from policies where ${where}
        order by issued_at desc, id desc limit 10 offset 0`,
      params,
    ),
    policyNo ? pool.query(`select count(*)::int total from policies where ${where}`, params) : undefined,
  ]);
  const total = counted ? counted.rows[0].total : (rows.rows[0]?.range_total ?? 0);
  const ids = rows.rows.map((row: { application_id: number }) => row.application_id);
  const applications = await pool.query(
    `select id, created_at, quote->'riderPremiums' riders, form->'transport'->>'conveyanceName' conveyance_name
      from applications where account_id = $1 and id = any($2)`,
    [ACCOUNT, ids],
  );
  return { list: rows.rows, applications: applications.rows.length, total };
};

/** The application list's columns: beside the form, the riders' names and the conveyance (as the app reads). */
const applicationColumns = `id, account_id, created_by, voucher_no, status, product_code, applicant_name, insured_name,
  plan_code, insurance_begin_date, insurance_end_date, currency_code, insured_amount, premium, premium_cny,
  exchange_rate, referral_keys, quotation_no, draft_request_key, submit_request_key, submitted_at, created_at,
  updated_at, quote->'riderPremiums' riders, form->'transport'->>'conveyanceName' conveyance_name`;

const applicationList = async ({ startDate, endDate }: ListBody) => {
  const where = `account_id = $1 and status = any($2) and insurance_begin_date >= $3 and insurance_begin_date <= $4`;
  const params = [ACCOUNT, ['B3', 'B4', 'B5', 'H0', 'B6'], startDate, endDate];
  // The app's total: the sum of the day counts by status (migration 0029), on each row of the page.
  const rows = await pool.query(
    `select ${applicationColumns}, (select coalesce(sum(applications), 0)::int from application_day_counts
        where account_id = $1 and status = any($2) and insurance_begin_date >= $3 and insurance_begin_date <= $4)
        range_total
      from applications where ${where} order by created_at desc, id desc limit 10 offset 0`,
    params,
  );
  return { list: rows.rows, total: rows.rows[0]?.range_total ?? 0 };
};

const declarationList = async ({ startDate, endDate }: ListBody) => {
  const join = 'declarations d join open_policies o on o.id = d.open_policy_id';
  const where = 'd.account_id = $1 and d.declaration_date >= $2 and d.declaration_date <= $3';
  const params = [ACCOUNT, startDate, endDate];
  const [total, rows] = await Promise.all([
    // The app's total: the sum of the day totals (migration 0030).
    pool.query(
      `select coalesce(sum(declarations), 0)::int total from declaration_day_totals
        where account_id = $1 and declaration_date >= $2 and declaration_date <= $3`,
      params,
    ),
    pool.query(`select d.*, o.policy_no from ${join} where ${where} order by d.id desc limit 10`, params),
  ]);
  return { list: rows.rows, total: total.rows[0].total };
};

/** The day after a 'YYYY-MM-DD'. */
const dayAfter = (day: string) => new Date(Date.parse(day) + 86_400_000).toISOString().slice(0, 10);

/** The claim enquiry: page and total, then the page's settlements and document facts. */
const claimList = async ({ startDate, endDate }: ListBody) => {
  const before = dayAfter(endDate);
  // The app's usual enquiry: whole China days; the total the sum of the day counts (migration 0054) on each row.
  const params = [ACCOUNT, `${startDate}T00:00:00+08:00`, `${before}T00:00:00+08:00`, startDate, before];
  const rows = await pool.query(
    `select *, (select coalesce(sum(claims), 0) from claim_day_counts
        where account_id = $1 and report_day >= $4 and report_day < $5) range_total
      from claims where account_id = $1 and reported_at >= $2 and reported_at < $3
      order by reported_at desc, id desc limit 10 offset 0`,
    params,
  );
  // The app's `inArray`: one parameter per id (as Drizzle writes it).
  const ids = rows.rows.map((row: { id: number }) => row.id);
  const list = ids.map((_id: number, index: number) => `$${index + 1}`).join(', ') || 'null';
  const [settlements, requests, uploads] = await Promise.all([
    pool.query(`select * from claim_settlements where claim_id in (${list})`, ids),
    pool.query(
      `select * from claim_document_requests where claim_id in (${list}) order by requested_at, id`,
      ids,
    ),
    pool.query(
      `select claim_id, type_code, uploaded_at from claim_documents where claim_id in (${list})`,
      ids,
    ),
  ]);
  return {
    list: rows.rows,
    facts: settlements.rows.length + requests.rows.length + uploads.rows.length,
    total: rows.rows[0]?.range_total ?? 0,
  };
};

const G = '/gateway/icore-aaas.cloudInsuranceService';
app.post(`${G}/cargo/query/queryPolicyInfo`, (request) => policyList(request.body as ListBody));
app.post(`${G}/cargo/query/queryPolicyApplyList`, (request) => applicationList(request.body as ListBody));
app.post(`${G}/cargo/declaration/query`, (request) => declarationList(request.body as ListBody));
app.post(`${G}/cargo/claim/list`, (request) => claimList(request.body as ListBody));
app.addHook('onClose', () => pool.end());
await app.listen({ port: Number(process.env.PORT ?? 8091), host: '127.0.0.1' });
