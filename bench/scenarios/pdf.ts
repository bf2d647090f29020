// Policy PDFs through the endpoint (lookup, verification codes, layout, font subset) on a fresh embedded
// database: 200 renders by default (BENCH_PDFS to change), alternating Chinese and English. Prints one JSON line.

import { documentEndpoints } from '@cargo/domain/api/document';
import { policyEndpoints } from '@cargo/domain/api/policy';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { seedIfEmpty } from '../../apps/server/src/db/seed/seed.ts';
import { endpointUrl, logInAs } from '../../apps/server/src/test/test-app.ts';

const count = Number(process.env.BENCH_PDFS ?? 200);

const database = await openDatabase('memory://', '');
await database.migrate();
await seedIfEmpty(database.db);
const app = await buildApp(
  { ...loadConfig({ NODE_ENV: 'test' }), exposeOutbox: true, webDistDir: undefined, logLevel: 'silent' },
  database,
);
const cookie = await logInAs(app, 'demo');
const cookies = { 'Admin-Token': cookie, lang: 'zh' };

const list = await app.inject({
  method: 'POST',
  url: endpointUrl(policyEndpoints.listPolicies),
  cookies,
  payload: { startDate: '2000-01-01', endDate: '2099-12-31', pageNo: 1, pageSize: 10 },
});
const policyNos = (list.json() as { data: { list: { policyNo: string }[] } }).data.list.map(
  (row) => row.policyNo,
);
if (policyNos.length === 0) throw new Error(`no policies: ${list.body}`);

const render = async (index: number) => {
  const language = index % 2 === 0 ? 'zh-CN' : 'en-US';
  const policyNo = policyNos[index % policyNos.length];
  const response = await app.inject({
    method: 'GET',
    url: endpointUrl(documentEndpoints.policyPdf, { policyNo, language }),
    cookies,
  });
  if (response.statusCode !== 200) throw new Error(`render failed: ${response.body}`);
  return response.rawPayload.length;
};

// The first render reads the 10 MB font; it is not what a busy server pays per document.
await render(0);
const started = performance.now();
let bytes = 0;
let largest = 0;
for (let index = 0; index < count; index += 1) {
  const size = await render(index);
  bytes += size;
  largest = Math.max(largest, size);
}
const seconds = (performance.now() - started) / 1000;

console.log(
  JSON.stringify({
    scenario: 'pdf',
    pdfs: count,
    seconds: Number(seconds.toFixed(3)),
    pdfsPerSecond: Number((count / seconds).toFixed(1)),
    bytesPerPdf: Math.round(bytes / count),
    largestPdfBytes: largest,
  }),
);
await app.close();
await database.close();
