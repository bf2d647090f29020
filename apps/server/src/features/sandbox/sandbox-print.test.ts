import type { PrintDispatch } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { documentEndpoints } from '@cargo/domain/api/document';
import { describe, expect, it } from 'vitest';
import { createApplication } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';
import { PRINT_DISPATCH_SWITCH } from '../document/print-job.service.ts';
import { setSwitch } from '../switch/switch.service.ts';

/** A sandbox's print rendered later by a job is stamped as one rendered in its request (issue 45). */

const ctx = useTestApp({ logIn: 'demo' });

const printedByJob = async (cookie: string) => {
  const application = await createApplication({ app: ctx.app, token: cookie });
  const answer = data<PrintDispatch>(
    await call(
      ctx.app,
      documentEndpoints.printDispatch,
      { document: 'cargoApplyPrint', documentNo: String(application.id) },
      { cookie },
    ),
  );
  expect(answer.printDispatch).toBe(true);
  await ctx.app.jobs.settled();
  const pdf = await call(ctx.app, documentEndpoints.printDownload, { docno: answer.docno ?? '' }, { cookie });
  expect(pdf.statusCode).toBe(200);
  return pdfText(pdf.rawPayload).replace(/\s+/g, '');
};

describe('a dispatched print of a sandbox account', () => {
  it('carries the SPECIMEN stamp; the live account’s does not', async () => {
    await setSwitch(ctx.app, PRINT_DISPATCH_SWITCH, '1');
    const sandbox = await logInAs(ctx.app, 'demo');
    const switched = await call(
      ctx.app,
      accountEndpoints.chooseUser,
      { accountName: 'SHOCEAN~SANDBOX' },
      { cookie: sandbox },
    );
    expect(switched.statusCode).toBe(200);
    expect(await printedByJob(sandbox)).toContain('SPECIMEN—notvalid');
    expect(await printedByJob(ctx.token)).not.toContain('SPECIMEN');
  });
});
