// Sanctions screening (issue 46): one party screened against the whole shipped OFAC list (median and p99 of
// 2,000 ordinary company names and listed names), then the same 10,000-row batch declaration declared with
// row screening and without it, in the same run on the same database (BENCH_ROWS to change). One JSON line.
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { todayInChina } from '@cargo/domain';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { BATCH_COLUMNS } from '../../apps/server/src/features/declaration/declaration-batch-columns.ts';
import { generatedCompanyNames } from '../../apps/server/src/features/sanctions/sanctions.fixtures.ts';
import { findHits, screeningContext } from '../../apps/server/src/platform/sanctions/screening.ts';
import { SAMPLE_EXPORT_SHIPMENT } from '../../apps/server/src/test/sample-shipment.ts';
import { endpointUrl, logInAs } from '../../apps/server/src/test/test-app.ts';
import { BENCH_POLICY_NO, openBatchBench } from '../batch-bench-app.ts';

const rows = Number(process.env.BENCH_ROWS ?? 10_000);

/** Writes an upload file whose shipments are its own (`tag` in the invoice numbers). */
const generateFile = async (target: string, tag: string) => {
  const today = todayInChina();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('declarations');
  sheet.addRow([...BATCH_COLUMNS]);
  for (let index = 0; index < rows; index++) {
    const row: Record<(typeof BATCH_COLUMNS)[number], string> = {
      ...SAMPLE_EXPORT_SHIPMENT,
      policyNo: BENCH_POLICY_NO,
      goodsDescription: `全棉针织T恤 Cotton knitted T-shirts lot ${index}`,
      marks: `N/M, ${100 + (index % 900)} CARTONS`,
      invoiceNo: `INV-${tag}-${index}`,
      billOfLadingNo: `COSU${6_100_000_000 + index}`,
      sailingDate: today,
      riders: 'WAR',
      invoiceAmount: `${10_000 + (index % 5000)}.${String(index % 100).padStart(2, '0')}`,
      invoiceCurrency: 'USD',
      otherInformation: '',
      issuingDate: today,
    };
    sheet.addRow(BATCH_COLUMNS.map((name) => row[name]));
  }
  await workbook.xlsx.writeFile(target);
};

if (process.env.BENCH_GENERATE_TO) {
  await generateFile(process.env.BENCH_GENERATE_TO, process.env.BENCH_TAG ?? 'X');
  process.exit(0);
}

const fileOf = (tag: string) => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'bench-sanctions-'));
  const filePath = path.join(workDir, 'bench.xlsx');
  const generated = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_GENERATE_TO: filePath, BENCH_TAG: tag },
    stdio: 'inherit',
  });
  if (generated.status !== 0) throw new Error('file generation failed');
  const file = readFileSync(filePath);
  rmSync(workDir, { recursive: true, force: true });
  return file;
};

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** One party against the whole list, the index built once beforehand (as each instance keeps it). */
const screenOneParty = async (app: FastifyInstance) => {
  const buildStarted = performance.now();
  const context = await screeningContext(app, app.db);
  const indexMs = performance.now() - buildStarted;
  const names = [
    ...generatedCompanyNames(2000, 7),
    'Banco Nacional de Cuba S.A.',
    'BNC',
    'Anglo Caribbean Co Ltd',
  ];
  for (const name of names.slice(0, 200))
    findHits(context, { parties: [{ role: 'applicant', name }], ports: [] });
  const times = names.map((name) => {
    const started = performance.now();
    findHits(context, { parties: [{ role: 'insured', name }], ports: ['CNSHA', 'DEHAM'] });
    return performance.now() - started;
  });
  times.sort((a, b) => a - b);
  return {
    names: names.length,
    indexBuildMs: Math.round(indexMs),
    medianMs: Number(percentile(times, 0.5).toFixed(3)),
    p99Ms: Number(percentile(times, 0.99).toFixed(3)),
  };
};

/** Uploads a file and waits for its batch: the seconds from upload to the declared batch. */
const declareBatch = async (app: FastifyInstance, file: Buffer) => {
  const cookie = await logInAs(app, 'demo');
  const boundary = `----bench${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const started = performance.now();
  const cpuStarted = process.cpuUsage();
  const upload = await app.inject({
    method: 'POST',
    url: endpointUrl(declarationEndpoints.uploadBatch),
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: { 'Admin-Token': cookie },
  });
  if (upload.statusCode !== 200) throw new Error(`upload failed: ${upload.body}`);
  let result = upload.json().data as {
    batchId: string;
    status: string;
    declaredRows: number;
    reviewRows: number;
  };
  while (result.status === 'queued' || result.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const polled = await app.inject({
      method: 'GET',
      url: endpointUrl(declarationEndpoints.getBatch, { batchId: result.batchId }),
      cookies: { 'Admin-Token': cookie },
    });
    result = polled.json().data;
  }
  if (result.status !== 'succeeded') throw new Error(`batch ${result.status}`);
  const cpu = process.cpuUsage(cpuStarted);
  return {
    seconds: Number(((performance.now() - started) / 1000).toFixed(3)),
    cpuSeconds: Number(((cpu.user + cpu.system) / 1e6).toFixed(3)),
    declaredRows: result.declaredRows,
    reviewRows: result.reviewRows,
  };
};

type BatchRun = Awaited<ReturnType<typeof declareBatch>>;

/**
 * Each batch is declared twice, alternating (without, with, without, with: the first run of a process also pays
 * for warming up), each on a file of its own; the faster of each pair is reported. PGlite runs in this process, so
 * `cpuSeconds` counts the database's work too and holds on a loaded machine where `seconds` does not. Each app is
 * new, so the screened one builds the list's index before its batch, as a running instance already has.
 */
const runs = { withScreening: [] as BatchRun[], withoutScreening: [] as BatchRun[] };
const screened = await openBatchBench();
const oneParty = await screenOneParty(screened.app);
await screened.app.close();
for (let round = 0; round < 2; round++) {
  for (const withScreening of [false, true]) {
    const batchApp = await openBatchBench({ screenBatchRows: withScreening }, screened.database);
    // An instance builds the list's index once, at its first screening, not per batch.
    if (withScreening) await screeningContext(batchApp.app, batchApp.app.db);
    const file = fileOf(`${withScreening ? 'S' : 'U'}${round}${Date.now().toString(36)}`);
    runs[withScreening ? 'withScreening' : 'withoutScreening'].push(await declareBatch(batchApp.app, file));
    await batchApp.app.close();
  }
}
await screened.database.close();

const fastest = (list: BatchRun[]) => list.reduce((best, run) => (run.seconds < best.seconds ? run : best));
const batchWithScreening = fastest(runs.withScreening);
const batchWithoutScreening = fastest(runs.withoutScreening);

console.log(
  JSON.stringify({
    scenario: 'sanctions',
    oneParty,
    rows,
    batchWithScreening,
    batchWithoutScreening,
    screeningCostSeconds: Number((batchWithScreening.seconds - batchWithoutScreening.seconds).toFixed(3)),
    screeningCostCpuSeconds: Number(
      (batchWithScreening.cpuSeconds - batchWithoutScreening.cpuSeconds).toFixed(3),
    ),
    runs,
  }),
);
