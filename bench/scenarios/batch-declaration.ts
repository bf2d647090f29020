// Batch declaration end to end on a fresh embedded database: upload a generated xlsx (10,000 rows by
// default, BENCH_ROWS to change, at most BATCH_MAX_ROWS: a larger file is refused as a whole), validate,
// declare, then download the error list. Prints one JSON line.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BATCH_MAX_ROWS, todayInChina } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import ExcelJS from 'exceljs';
import { BATCH_COLUMNS } from '../../apps/server/src/features/declaration/declaration-batch-columns.ts';
import { SAMPLE_EXPORT_SHIPMENT } from '../../apps/server/src/test/sample-shipment.ts';
import { endpointUrl, logInAs } from '../../apps/server/src/test/test-app.ts';
import { BENCH_POLICY_NO, openBatchBench } from '../batch-bench-app.ts';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);
if (!Number.isInteger(rows) || rows < 1 || rows > BATCH_MAX_ROWS) {
  console.error(
    `BENCH_ROWS must be 1 to ${BATCH_MAX_ROWS} (one file's limit); got ${process.env.BENCH_ROWS}.`,
  );
  process.exit(2);
}
/** One row in fifty is invalid, so the error list has content. */
const BAD_ROW_EVERY = 50;
const POLICY_NO = BENCH_POLICY_NO;

/** Writes the upload file (run in a child process, so its memory does not count in the server's peak). */
const generateFile = async (target: string) => {
  const today = todayInChina();
  // Invoice numbers of their own each run: a run on a kept PostgreSQL database (BENCH_DATABASE_URL) declares
  // its rows anew instead of finding them declared by the previous run.
  const run = Date.now().toString(36).toUpperCase();
  const rowOf = (index: number): Record<(typeof BATCH_COLUMNS)[number], string> => ({
    ...SAMPLE_EXPORT_SHIPMENT,
    policyNo: POLICY_NO,
    goodsDescription: index % BAD_ROW_EVERY === 7 ? '' : `全棉针织T恤 Cotton knitted T-shirts lot ${index}`,
    marks: `N/M, ${100 + (index % 900)} CARTONS`,
    invoiceNo: `INV-${run}-${index}`,
    billOfLadingNo: `COSU${6_100_000_000 + index}`,
    sailingDate: today,
    riders: 'WAR',
    invoiceAmount: `${10_000 + (index % 5000)}.${String(index % 100).padStart(2, '0')}`,
    invoiceCurrency: 'USD',
    otherInformation: index % 97 === 0 ? '=cmd|calc' : '',
    issuingDate: today,
  });
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('declarations');
  sheet.addRow([...BATCH_COLUMNS]);
  for (let index = 0; index < rows; index++) {
    const row = rowOf(index);
    sheet.addRow(BATCH_COLUMNS.map((name) => row[name]));
  }
  await workbook.xlsx.writeFile(target);
};

if (process.env.BENCH_GENERATE_TO) {
  await generateFile(process.env.BENCH_GENERATE_TO);
  process.exit(0);
}

const workDir = mkdtempSync(path.join(tmpdir(), 'bench-declaration-'));
const filePath = path.join(workDir, 'bench.xlsx');
const generated = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
  env: { ...process.env, BENCH_GENERATE_TO: filePath },
  stdio: 'inherit',
});
if (generated.status !== 0) throw new Error('file generation failed');
const file = readFileSync(filePath);
rmSync(workDir, { recursive: true, force: true });

const { database, app } = await openBatchBench();
const cookie = await logInAs(app, 'demo');
const rssBefore = process.memoryUsage().rss;

const boundary = `----bench${randomUUID()}`;
const payload = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  ),
  file,
  Buffer.from(`\r\n--${boundary}--\r\n`),
]);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 10);

const started = performance.now();
const upload = await app.inject({
  method: 'POST',
  url: endpointUrl(declarationEndpoints.uploadBatch),
  payload,
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  cookies: { 'Admin-Token': cookie },
});
if (upload.statusCode !== 200) throw new Error(`upload failed: ${upload.body}`);
interface BatchAnswer {
  batchId: string;
  status: string;
  declaredRows: number;
  failedRows: number;
  reviewRows: number;
}
// The upload answers the queued batch; its background job reads, checks and declares the rows.
let result = upload.json().data as BatchAnswer;
while (result.status === 'queued' || result.status === 'running') {
  await new Promise((resolve) => setTimeout(resolve, 50));
  const polled = await app.inject({
    method: 'GET',
    url: endpointUrl(declarationEndpoints.getBatch, { batchId: result.batchId }),
    cookies: { 'Admin-Token': cookie },
  });
  result = polled.json().data as BatchAnswer;
}
if (result.status !== 'succeeded') throw new Error(`batch ${result.status}: ${JSON.stringify(result)}`);
const errors = await app.inject({
  method: 'GET',
  url: endpointUrl(declarationEndpoints.downloadBatchErrors, { batchId: result.batchId }),
  cookies: { 'Admin-Token': cookie, lang: 'en' },
});
if (errors.statusCode !== 200) throw new Error(`error list failed: ${errors.body}`);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
peakRss = Math.max(peakRss, process.memoryUsage().rss);

console.log(
  JSON.stringify({
    scenario: 'batch-declaration',
    rows,
    fileBytes: file.length,
    seconds: Number(seconds.toFixed(3)),
    rowsPerSecond: Math.round(rows / seconds),
    peakRssMb: Math.round(peakRss / 1024 / 1024),
    rssBeforeUploadMb: Math.round(rssBefore / 1024 / 1024),
    declaredRows: result.declaredRows,
    reviewRows: result.reviewRows,
    failedRows: result.failedRows,
    errorListBytes: errors.rawPayload.length,
  }),
);
await app.close();
await database.close();
