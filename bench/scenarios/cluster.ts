// `npm run bench -- cluster`: three instances of this checkout on one new PostgreSQL database, one S3 bucket (s3rver)
// and one SMTP server (smtp-server), both started here, a round-robin client in front. Prints one JSON line per point
// of issue 40's list: (1) the three started together on the empty database migrate once and seed once; (2) 1,000
// concurrent declarations spread over the three leave the open policy's balance exact to the cent; (4) a file uploaded
// through A is downloaded through C; (5) a logout on A is refused by B within 1 s; (6) an invitation mail arrives at
// the SMTP server exactly once; (3) a 10,000-row batch uploaded to A, its progress read through B and C, A killed with
// kill -9 mid-run, B or C finishes it, all or nothing, nothing declared twice. Point 7 (the lists against the bare
// reference) is `npm run bench -- scale`. Knobs: CLUSTER_DATABASE_URL (postgres://postgres@127.0.0.1:5432/cargo_cluster,
// dropped and made again), CLUSTER_PORT (8101: A, +1 B, +2 C), CLUSTER_DECLARATIONS (1000), CLUSTER_BATCH_ROWS (10000).
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import {
  startSmtpStandIn,
  untilMessages,
} from '../../apps/server/src/platform/delivery/smtp-mail.fixtures.ts';
import {
  batchRow,
  declarationForm,
  multipartOf,
  workbookOf,
} from '../../apps/server/src/test/declaration.fixtures.ts';
import { JOURNAL_PATH, prepareBenchDatabase, startAppProcess } from '../app-process.ts';
import { benchSession } from '../scale-seed.ts';
import { waitForPort } from '../wait-for-port.ts';

const env = process.env;
const databaseUrl = env.CLUSTER_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/cargo_cluster';
const firstPort = Number(env.CLUSTER_PORT ?? 8101);
const declarationCount = Number(env.CLUSTER_DECLARATIONS ?? 1000);
const batchRows = Number(env.CLUSTER_BATCH_ROWS ?? 10_000);
const GATEWAY = '/gateway/icore-aaas.cloudInsuranceService';
const ports = [firstPort, firstPort + 1, firstPort + 2];
const base = (port: number) => `http://127.0.0.1:${port}${GATEWAY}`;
const print = (figures: object) => console.log(JSON.stringify({ scenario: 'cluster', ...figures }));

const startS3 = async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'cargo-cluster-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'cargo-cluster', configs: [] }],
  });
  const { port } = (await server.run()) as AddressInfo;
  return { server, directory, endpoint: `http://127.0.0.1:${port}` };
};

const startInstance = (port: number, s3Endpoint: string, smtpUrl: string) =>
  startAppProcess(databaseUrl, port, {
    SMTP_URL: smtpUrl,
    FILE_STORE_S3_BUCKET: 'cargo-cluster',
    FILE_STORE_S3_ENDPOINT: s3Endpoint,
    FILE_STORE_S3_PATH_STYLE: '1',
    FILE_STORE_S3_ACCESS_KEY_ID: 'S3RVER',
    FILE_STORE_S3_SECRET_ACCESS_KEY: 'S3RVER',
  });

/** The one figure `query` selects as `count`. */
const countOf = async (client: pg.Client, query: string) =>
  Number((await client.query<{ count: string | number }>(query)).rows[0]!.count);

const INSURED_PER_DECLARATION = 11_000_000; // 100,000.00 USD plus 10 %, in cents
const ALLOWED = Math.floor(declarationCount * 0.6);
const LEFTOVER = 432_199;

/** An open policy of SHOCEAN with room for ALLOWED declarations and LEFTOVER cents. */
const openPolicyWithRoom = async (
  client: pg.Client,
  total = ALLOWED * INSURED_PER_DECLARATION + LEFTOVER,
  policyNo = '60110009202600088888',
) => {
  await client.query(
    `insert into open_policies (account_id, policy_no, product_code, insured_name, currency_code, total_insured_amount,
       balance, per_shipment_limit, main_clauses, riders, rate_ppm, effective_date, end_date)
     select id, $1, 'MP09110009', company_name, '03', $2, $2, $3, '{ICC_A,ICC_B}', '{WAR,STRIKES}', 1500,
       current_date - 30, current_date + 300 from accounts where account_name = 'SHOCEAN'`,
    [policyNo, total, 50_000_000],
  );
  return policyNo;
};

const post = (port: number, route: string, cookie: string, body: unknown) =>
  fetch(`${base(port)}${route}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface BatchState {
  batchId: string;
  status: string;
  progress: { read: number; validated: number; declared: number };
  declaredRows: number;
}

const batchThrough = async (port: number, cookie: string, batchId: string) => {
  const response = await fetch(`${base(port)}/cargo/declaration/batch/${batchId}`, { headers: { cookie } });
  return ((await response.json()) as { data: BatchState }).data;
};

const INSTANCE_NAMES = ['A', 'B', 'C'];

/**
 * Kills (SIGKILL) the instance whose process holds the batch: any instance may take the upload's job, so the one to
 * kill is read from the batch's runner (`<host>/<pid>/<attempt>`). Answers its name.
 */
const killRunner = async (client: pg.Client, batchId: string) => {
  const [row] = (
    await client.query<{ runner: string | null }>('select runner from declaration_batches where id = $1', [
      Number(batchId),
    ])
  ).rows;
  const pid = Number(row?.runner?.split('/')[1]);
  const index = instances.findIndex((instance) => instance.pid === pid);
  if (index < 0) throw new Error(`no instance of this bench runs batch ${batchId} (runner ${row?.runner})`);
  instances[index]!.kill('SIGKILL');
  return INSTANCE_NAMES[index];
};

/** Point 3: the batch uploaded to A, read through B and C, A killed once it has read a fifth of the rows. */
const runBatchKilledMidway = async (client: pg.Client, cookie: string) => {
  const insured = 110_000; // 1,000.00 USD plus 10 %, in cents
  const policyNo = await openPolicyWithRoom(client, batchRows * insured * 2, '60110009202600099999');
  const rows = Array.from({ length: batchRows }, (_, index) =>
    batchRow({ policyNo, invoiceNo: `CLUSTER-${index}`, invoiceAmount: '1000' }),
  );
  const upload = multipartOf('cluster.xlsx', await workbookOf(rows));
  const uploaded = await fetch(`${base(ports[0]!)}/cargo/declaration/batch/upload`, {
    method: 'POST',
    headers: { ...upload.headers, cookie },
    body: upload.payload,
  });
  const { batchId } = ((await uploaded.json()) as { data: BatchState }).data;
  const readThrough: Record<string, number[]> = { B: [], C: [] };
  let killedAtRead: number | undefined;
  let killedInstance: string | undefined;
  let killedAt = 0;
  let state: BatchState | undefined;
  const started = performance.now();
  for (let turn = 0; performance.now() - started < 300_000; turn++) {
    // Through B and C, whichever is still alive.
    const readers = (['B', 'C'] as const).filter((name) => name !== killedInstance);
    const name = readers[turn % readers.length]!;
    const port = ports[INSTANCE_NAMES.indexOf(name)]!;
    state = await batchThrough(port, cookie, batchId);
    readThrough[name]!.push(state.progress.read);
    if (killedAtRead === undefined && state.status === 'running' && state.progress.read >= batchRows / 5) {
      killedInstance = await killRunner(client, batchId);
      killedAtRead = state.progress.read;
      killedAt = performance.now();
    }
    if (state.status === 'succeeded' || state.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const declared = await countOf(
    client,
    `select count(*) from declarations where batch_id = ${Number(batchId)} and status <> '01'`,
  );
  const distinctShipments = await countOf(
    client,
    `select count(distinct shipment_key) as count from declarations where batch_id = ${Number(batchId)}`,
  );
  const [policy] = (
    await client.query<{ balance: string }>('select balance from open_policies where policy_no = $1', [
      policyNo,
    ])
  ).rows;
  print({
    point: `3: a ${batchRows}-row batch uploaded to A, the instance running it killed with kill -9 mid-run`,
    uploadedTo: 'A',
    killedInstance,
    killedAtRead,
    status: state?.status,
    secondsFromKillToEnd: Number(((performance.now() - killedAt) / 1000).toFixed(1)),
    progressSeenThroughB: [...new Set(readThrough.B)].slice(0, 12),
    progressSeenThroughC: [...new Set(readThrough.C)].slice(0, 12),
    declaredRows: state?.declaredRows,
    declarationsInDatabase: declared,
    distinctShipments,
    balanceExact: Number(policy!.balance) === batchRows * insured,
  });
};

await prepareBenchDatabase(databaseUrl, { fresh: true });
const s3 = await startS3();
const smtp = await startSmtpStandIn();
const instances = ports.map((port) => startInstance(port, s3.endpoint, smtp.url));
process.on('exit', () => {
  for (const instance of instances) instance.kill('SIGKILL');
});
const started = performance.now();
await Promise.all(ports.map(waitForPort));
const client = new pg.Client({ connectionString: databaseUrl });
await client.connect();
const journal = JSON.parse(readFileSync(JOURNAL_PATH, 'utf8')) as { entries: unknown[] };
print({
  point: '1: three instances started together on an empty database',
  secondsToAllListening: Number(((performance.now() - started) / 1000).toFixed(1)),
  migrationsInJournal: journal.entries.length,
  migrationsApplied: await countOf(client, 'select count(*) from drizzle.__drizzle_migrations'),
  demoUsers: await countOf(client, 'select count(*) from users'),
  accounts: await countOf(client, 'select count(*) from accounts'),
});

const cookie = `Admin-Token=${await benchSession(client)}`;
const policyNo = await openPolicyWithRoom(client);
const answers = await Promise.all(
  Array.from({ length: declarationCount }, async (_, index) => {
    const response = await post(
      ports[index % 3]!,
      '/cargo/declaration/submit',
      cookie,
      declarationForm({ policyNo }),
    );
    const envelope = (await response.json()) as { code: string; data?: { outcome?: string } };
    return `${response.status} ${envelope.data?.outcome ?? envelope.code}`;
  }),
);
const outcomes: Record<string, number> = {};
for (const answer of answers) outcomes[answer] = (outcomes[answer] ?? 0) + 1;
const [policy] = (
  await client.query<{ balance: string }>('select balance from open_policies where policy_no = $1', [
    policyNo,
  ])
).rows;
const held = await countOf(
  client,
  `select coalesce(sum(d.insured_amount), 0) as count from declarations d join open_policies p on p.id = d.open_policy_id
   where p.policy_no = '${policyNo}' and d.status <> '01'`,
);
print({
  point: `2: ${declarationCount} concurrent declarations over the three, room for ${ALLOWED}`,
  outcomes,
  balanceCents: Number(policy!.balance),
  expectedBalanceCents: LEFTOVER,
  heldCents: held,
  exact: Number(policy!.balance) === LEFTOVER && held === ALLOWED * INSURED_PER_DECLARATION,
});

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const upload = multipartOf('invoice.pdf', PDF);
const uploaded = await fetch(`${base(ports[0]!)}/cargo/file/upload?documentType=01`, {
  method: 'POST',
  headers: { ...upload.headers, cookie },
  body: upload.payload,
});
const fileId = ((await uploaded.json()) as { data: { fileId: string } }).data.fileId;
const downloaded = await fetch(`${base(ports[2]!)}/cargo/file/${fileId}`, { headers: { cookie } });
print({
  point: '4: a file uploaded through A, downloaded through C (S3)',
  uploadStatus: uploaded.status,
  downloadStatus: downloaded.status,
  sameBytes: Buffer.from(await downloaded.arrayBuffer()).equals(PDF),
});

const userInfo = () => post(ports[1]!, '/cargo/user/userInfo', cookie, {});
const beforeLogout = (await userInfo()).status;
await userInfo();
const loggedOut = performance.now();
const logoutStatus = (await post(ports[0]!, '/logout', cookie, {})).status;
let refusedAfterMs: number | null = null;
while (performance.now() - loggedOut < 5_000) {
  if ((await userInfo()).status === 401) {
    refusedAfterMs = Math.round(performance.now() - loggedOut);
    break;
  }
}
print({ point: '5: logout on A, B refuses', beforeLogout, logoutStatus, refusedAfterMs });

const session = `Admin-Token=${await benchSession(client)}`;
const invitee = `invitee-${Date.now()}@example.test`;
const invited = await post(ports[1]!, '/cargo/user/subUser/invite', session, {
  email: invitee,
  userName: 'Li Na',
});
const invitedAt = performance.now();
await untilMessages(smtp, 1, 30_000);
const arrivedAfterMs = Math.round(performance.now() - invitedAt);
// Every instance delivers: time for the others to have sent it a second time, if they could.
await new Promise((resolve) => setTimeout(resolve, 5_000));
print({
  point: '6: an invitation (through B) arrives at the SMTP server',
  inviteStatus: invited.status,
  arrivedAfterMs,
  timesReceived: smtp.messages.filter((message) => message.envelopeTo.includes(invitee)).length,
  outboxStatus: (await client.query('select status from outbox where recipient = $1', [invitee])).rows,
});

await runBatchKilledMidway(client, session);

await client.end();
for (const instance of instances) instance.kill('SIGTERM');
await s3.server.close();
await smtp.close();
await rm(s3.directory, { recursive: true, force: true });
process.exit(0);
