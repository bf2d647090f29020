// Hostile and large batch uploads on a fresh embedded database, each while another account polls its user
// info: a shared-string bomb (one 1 MB string in 150 cells), a zip of whitespace (BENCH_WHITESPACE_MB, 250 by
// default), sheet parts of spaces whose zip headers claim 10 KB (issue 42) and a legitimate 10,000-row file
// (BENCH_ROWS). Prints one JSON line per case: seconds until the
// batch is finished (answered, or its job done) and the slowest answer the other account waited for.
import { randomUUID } from 'node:crypto';
import { todayInChina } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import { BATCH_COLUMNS } from '../../apps/server/src/features/declaration/declaration-batch-columns.ts';
import { SAMPLE_EXPORT_SHIPMENT } from '../../apps/server/src/test/sample-shipment.ts';
import { endpointUrl, logInAs } from '../../apps/server/src/test/test-app.ts';
import { BENCH_POLICY_NO, openBatchBench } from '../batch-bench-app.ts';

const POLICY_NO = BENCH_POLICY_NO;
const rows = Number(process.env.BENCH_ROWS ?? 10_000);
const whitespaceMb = Number(process.env.BENCH_WHITESPACE_MB ?? 250);

const rowOf = (index: number, goods = `Cotton knitted T-shirts lot ${index}`) => {
  const today = todayInChina();
  const cells: Record<(typeof BATCH_COLUMNS)[number], string> = {
    ...SAMPLE_EXPORT_SHIPMENT,
    policyNo: POLICY_NO,
    goodsDescription: goods,
    invoiceNo: `INV-${index}`,
    billOfLadingNo: `COSU${6_100_000_000 + index}`,
    sailingDate: today,
    surveyAgent: '',
    riders: 'WAR',
    invoiceAmount: `${10_000 + (index % 5000)}.00`,
    invoiceCurrency: 'USD',
    issuingDate: today,
  };
  return BATCH_COLUMNS.map((name) => cells[name]);
};

const workbookOf = async (count: number, goods?: string) => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('declarations');
  sheet.addRow([...BATCH_COLUMNS]);
  for (let index = 0; index < count; index++) sheet.addRow(rowOf(index, goods));
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

/** A valid workbook whose sheet ends in `megabytes` of spaces (inside sheetData, where XML allows them). */
const whitespaceWorkbook = async (megabytes: number) => {
  const { unzipSync } = await import('fflate');
  const parts = unzipSync(await workbookOf(1));
  const sheet = new TextDecoder().decode(parts['xl/worksheets/sheet1.xml']);
  const at = sheet.indexOf('</sheetData>');
  const head = strToU8(sheet.slice(0, at));
  const tail = strToU8(sheet.slice(at));
  const part = new Uint8Array(head.length + megabytes * 1024 * 1024 + tail.length).fill(32);
  part.set(head, 0);
  part.set(tail, part.length - tail.length);
  parts['xl/worksheets/sheet1.xml'] = part;
  return Buffer.from(zipSync(parts, { level: 9 }));
};

/**
 * The file of issue 42: sheet parts (BENCH_DECLARED_PARTS, 13) each holding BENCH_DECLARED_MB (300) of spaces while
 * every header of the zip says 10 KB; streamed through fflate's Zip, so no part is ever whole in memory here.
 */
const declaredSmallWorkbook = async (parts: number, megabytes: number) => {
  const { Zip, ZipDeflate, unzipSync } = await import('fflate');
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  // A real one-row workbook first (so the file is an xlsx by its bytes), then the extra sheet parts.
  for (const [name, bytes] of Object.entries(unzipSync(await workbookOf(1)))) {
    const part = new ZipDeflate(name, { level: 6 });
    zip.add(part);
    part.push(bytes, true);
  }
  const megabyte = new Uint8Array(1024 * 1024).fill(32);
  for (let index = 2; index <= parts + 1; index++) {
    const part = new ZipDeflate(`xl/worksheets/sheet${index}.xml`, { level: 6 });
    zip.add(part);
    part.push(strToU8('<worksheet><sheetData>'));
    for (let written = 0; written < megabytes; written++) part.push(megabyte);
    part.push(strToU8('</sheetData></worksheet>'), true);
  }
  zip.end();
  const file = Buffer.concat(chunks);
  // Local headers, data descriptors and the central directory all claim 10 KB inflated.
  for (let offset = 0; offset + 4 <= file.length; offset++) {
    const signature = file.readUInt32LE(offset);
    if (signature === 0x04034b50) file.writeUInt32LE(10 * 1024, offset + 22);
    if (signature === 0x08074b50) file.writeUInt32LE(10 * 1024, offset + 12);
    if (signature === 0x02014b50) file.writeUInt32LE(10 * 1024, offset + 24);
  }
  return file;
};

const { database, app } = await openBatchBench();
const demo = await logInAs(app, 'demo');
const newbie = await logInAs(app, 'newbie');

const upload = (file: Buffer) => {
  const boundary = `----bench${randomUUID()}`;
  return app.inject({
    method: 'POST',
    url: endpointUrl(declarationEndpoints.uploadBatch),
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    cookies: { 'Admin-Token': demo },
  });
};

/** Uploads, then (for a background job) polls until it is finished; another account asks all the while. */
const measure = async (name: string, file: Buffer) => {
  let done = false;
  let slowest = 0;
  let asked = 0;
  const other = (async () => {
    while (!done) {
      const started = performance.now();
      await app.inject({
        method: 'POST',
        url: endpointUrl(accountEndpoints.userInfo),
        cookies: { 'Admin-Token': newbie },
      });
      slowest = Math.max(slowest, performance.now() - started);
      asked++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const answer = await upload(file);
  const uploadSeconds = (performance.now() - started) / 1000;
  let result = answer.json().data as { batchId?: string; status?: string } | null;
  while (result?.status === 'queued' || result?.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const polled = await app.inject({
      url: endpointUrl(declarationEndpoints.getBatch, { batchId: result.batchId ?? '' }),
      cookies: { 'Admin-Token': demo },
    });
    result = polled.json().data as { batchId?: string; status?: string } | null;
  }
  const seconds = (performance.now() - started) / 1000;
  done = true;
  await other;
  console.log(
    JSON.stringify({
      scenario: `batch-uploads:${name}`,
      fileBytes: file.length,
      httpStatus: answer.statusCode,
      uploadAnsweredSeconds: Number(uploadSeconds.toFixed(3)),
      finishedSeconds: Number(seconds.toFixed(3)),
      otherAccountSlowestMs: Math.round(slowest),
      otherAccountRequests: asked,
      outcome: result ?? answer.json().message,
      rssMb: Math.round(process.memoryUsage().rss / 1024 / 1024),
    }),
  );
};

const wanted = (process.env.BENCH_CASES ?? 'bomb,whitespace,declared,rows').split(',');
if (wanted.includes('bomb'))
  await measure('shared-string-bomb', await workbookOf(150, 'x'.repeat(1024 * 1024)));
if (wanted.includes('whitespace')) await measure('whitespace-zip', await whitespaceWorkbook(whitespaceMb));
if (wanted.includes('declared'))
  await measure(
    'declared-small-zip',
    await declaredSmallWorkbook(
      Number(process.env.BENCH_DECLARED_PARTS ?? 13),
      Number(process.env.BENCH_DECLARED_MB ?? 300),
    ),
  );
if (wanted.includes('rows')) await measure(`${rows}-rows`, await workbookOf(rows));
await app.close();
await database.close();
