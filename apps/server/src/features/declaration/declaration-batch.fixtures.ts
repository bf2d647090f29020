import type { BatchResult } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { batchRow, workbookOf } from '../../test/declaration.fixtures.ts';
import { call } from '../../test/test-app.ts';

/** Hostile batch files and a probe of how long another account waits meanwhile (tests and bench). */

/**
 * The answer of an upload once its background job is done: GET batch/{batchId} in `lang`. An answer that
 * refused the file at once, or that repeats an earlier batch, is returned as it is.
 */
export const whenFinished = async (
  app: FastifyInstance,
  cookie: string,
  upload: LightMyRequestResponse,
  lang: 'zh' | 'en' = 'zh',
): Promise<LightMyRequestResponse> => {
  if (upload.statusCode !== 200) return upload;
  const queued = upload.json().data as BatchResult;
  if (queued.isRepeat && queued.status !== 'queued' && queued.status !== 'running') return upload;
  await app.jobs.settled();
  return call(app, declarationEndpoints.getBatch, { batchId: queued.batchId }, { cookie, lang });
};

/** `count` rows whose goods description is one `chars`-long string: Excel stores it once (a shared string). */
export const sharedStringBomb = (count: number, chars: number) => {
  const text = 'x'.repeat(chars);
  return workbookOf(
    Array.from({ length: count }, (_, index) =>
      batchRow({ goodsDescription: text, invoiceNo: `BOMB-${index}` }),
    ),
  );
};

/** A one-row workbook whose sheet ends in `bytes` of spaces (inside sheetData, where XML allows them). */
export const whitespaceWorkbook = async (bytes: number) => {
  const parts = unzipSync(await workbookOf([batchRow()]));
  const sheet = new TextDecoder().decode(parts['xl/worksheets/sheet1.xml']);
  const at = sheet.indexOf('</sheetData>');
  const head = strToU8(sheet.slice(0, at));
  const tail = strToU8(sheet.slice(at));
  const part = new Uint8Array(head.length + bytes + tail.length).fill(32);
  part.set(head, 0);
  part.set(tail, part.length - tail.length);
  parts['xl/worksheets/sheet1.xml'] = part;
  return Buffer.from(zipSync(parts, { level: 9 }));
};

/**
 * Runs `work` while another session asks for its user info every 20 ms; answers what `work` gave and the
 * slowest of those answers in milliseconds.
 */
export const whileAnotherAsks = async <T>(app: FastifyInstance, cookie: string, work: () => Promise<T>) => {
  let done = false;
  let slowestMs = 0;
  let answered = 0;
  const other = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await call(app, accountEndpoints.userInfo, {}, { cookie });
      if (response.statusCode !== 200) throw new Error(`the other account got ${response.statusCode}`);
      slowestMs = Math.max(slowestMs, performance.now() - started);
      answered++;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  // A failure of the other account is reported once the work is over, not as an unhandled rejection.
  const otherFailure = other.then(
    () => undefined,
    (error: unknown) => error,
  );
  const result = await work().finally(() => {
    done = true;
  });
  const failure = await otherFailure;
  if (failure) throw failure;
  return { result, slowestMs, answered };
};
