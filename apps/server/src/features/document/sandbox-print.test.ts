import type { DeclarationResult, DocumentVerification, PrintDispatch } from '@cargo/domain';
import { accountEndpoints } from '@cargo/domain/api/account';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { documentEndpoints } from '@cargo/domain/api/document';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentVerifications, openPolicies } from '../../db/schema/index.ts';
import { declarationForm } from '../../test/declaration.fixtures.ts';
import { createApplication } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { accountIdOf } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';
import { setSwitch } from '../switch/switch.service.ts';
import { PRINT_DISPATCH_SWITCH } from './print-job.service.ts';

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

  it('is never verified genuine by its QR code', async () => {
    const twinId = await accountIdOf(ctx.app, 'SHOCEAN~SANDBOX');
    const sandbox = await logInAs(ctx.app, 'demo');
    await call(ctx.app, accountEndpoints.chooseUser, { accountName: 'SHOCEAN~SANDBOX' }, { cookie: sandbox });
    const declared = data<DeclarationResult>(
      await call(
        ctx.app,
        declarationEndpoints.submitDeclaration,
        declarationForm({
          policyNo: (
            await ctx.app.db.select().from(openPolicies).where(eq(openPolicies.accountId, twinId))
          )[0]!.policyNo,
        }),
        { cookie: sandbox },
      ),
    );
    const pdf = await call(
      ctx.app,
      documentEndpoints.certificatePdf,
      { declarationNo: declared.declarationNo!, language: 'en-US' },
      { cookie: sandbox },
    );
    expect(pdf.statusCode).toBe(200);
    const [verification] = await ctx.app.db
      .select()
      .from(documentVerifications)
      .where(eq(documentVerifications.accountId, twinId));
    const answer = data<DocumentVerification>(
      await call(ctx.app, documentEndpoints.verify, { code: verification!.shortCode }, { lang: 'en' }),
    );
    expect(answer).toEqual({
      genuine: false,
      message: 'This is a specimen from a sandbox: it is not a valid document',
      document: null,
    });
  });
});
