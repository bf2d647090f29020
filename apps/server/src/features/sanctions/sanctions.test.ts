import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { ApplyResult, QuoteResult, ScreeningItem } from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { quotationEndpoints } from '@cargo/domain/api/quotation';
import { sanctionsEndpoints } from '@cargo/domain/api/sanctions';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  policies,
  sanctionsClearances,
  sanctionsListVersions,
  sanctionsScreenings,
  staffAuditLog,
} from '../../db/schema/index.ts';
import { declarationForm } from '../../test/declaration.fixtures.ts';
import { exportForm, logInAsStaff, newKey } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput } from '../../test/test-app.ts';
import { rescreenPolicies } from './rescreen-job.ts';
import { importListText, SHIPPED_LIST } from './sanctions-import.ts';

const ctx = useTestApp({ logIn: 'demo' });
let compliance: string;
let auditor: string;
let underwriter: string;
beforeAll(async () => {
  compliance = await logInAsStaff(ctx.app, ['compliance']);
  auditor = await logInAsStaff(ctx.app, ['auditor']);
  underwriter = await logInAsStaff(ctx.app, ['underwriter']);
});

const submit = async (changes: { insuredName?: string; conveyanceName?: string }, lang?: 'zh' | 'en') => {
  const form = exportForm();
  const response = await call(
    ctx.app,
    applicationEndpoints.submitApplication,
    {
      requestKey: newKey(),
      form: {
        ...form,
        insured: { ...form.insured, insuredName: changes.insuredName ?? form.insured?.insuredName },
        transport: {
          ...form.transport,
          conveyanceName: changes.conveyanceName ?? form.transport?.conveyanceName,
        },
      },
    },
    { cookie: ctx.token, lang },
  );
  return { result: data<ApplyResult>(response), raw: JSON.stringify(response.json()) };
};

const screeningsOf = (applicationId: number) =>
  ctx.app.db
    .select()
    .from(sanctionsScreenings)
    .where(
      and(
        eq(sanctionsScreenings.subjectType, 'application'),
        eq(sanctionsScreenings.subjectId, applicationId),
      ),
    );

const queue = async (cookie: string) =>
  data<{ list: ScreeningItem[] }>(
    await call(
      ctx.app,
      sanctionsEndpoints.screeningQueue,
      { pageNo: 1, pageSize: 100 },
      { cookie, lang: 'en' },
    ),
  ).list;

const decide = (id: number, body: { decision: 'clear' | 'confirm'; reason?: string }, cookie = compliance) =>
  call(ctx.app, sanctionsEndpoints.decideScreening, { id, ...body }, { cookie, lang: 'en' });

const statusOf = async (id: number) =>
  (
    await ctx.app.db.select({ status: applications.status }).from(applications).where(eq(applications.id, id))
  )[0]!.status;

describe('screening an application', () => {
  it('records the list version that screened an application without a hit', async () => {
    const { result } = await submit({});
    expect(result.status).toBe('B3');
    const [screening] = await screeningsOf(result.id);
    const [version] = await ctx.app.db.select().from(sanctionsListVersions);
    expect(screening).toMatchObject({ status: 'noHit', stage: 'submit', listVersionId: version!.id });
  });

  it('stops an application naming a listed party under review, telling the customer nothing of the list', async () => {
    const { result, raw } = await submit({ insuredName: 'Banco Nacional de Cuba, S.A.' }, 'en');
    expect(result.status).toBe('H0');
    expect(result.message).toBe('Application submitted. It is under review; we will tell you the outcome.');
    expect(raw).not.toMatch(/OFAC|sanction|306|CUBA\b/);
    const [screening] = await screeningsOf(result.id);
    expect(screening?.status).toBe('pendingReview');
  });

  it('lists it for compliance and the auditor, with the entry, programme, score and fields; not for underwriters', async () => {
    const { result } = await submit({ insuredName: 'BNC' });
    const item = (await queue(compliance)).find((row) => row.subjectNo === result.voucherNo)!;
    expect(item.hits).toEqual([
      expect.objectContaining({
        partyRole: 'insured',
        partyRoleName: 'Insured',
        entNum: '306',
        entryName: 'BANCO NACIONAL DE CUBA',
        programme: 'CUBA',
        score: 1,
        matchedFields: ['alias'],
      }),
    ]);
    expect((await queue(auditor)).map((row) => row.id)).toContain(item.id);
    const refused = await call(ctx.app, sanctionsEndpoints.screeningQueue, {}, { cookie: underwriter });
    expect(refused.statusCode).toBe(403);
    const byAuditor = await decide(item.id, { decision: 'clear', reason: 'x' }, auditor);
    expect(byAuditor.statusCode).toBe(403);
  });

  it('clears a false positive with a reason (audited), lets the application go on and remembers the pair', async () => {
    const { result } = await submit({ insuredName: 'Anglo-Caribbean Co. Ltd.' });
    const item = (await queue(compliance)).find((row) => row.subjectNo === result.voucherNo)!;
    const withoutReason = await callWithInvalidInput(
      ctx.app,
      sanctionsEndpoints.decideScreening,
      { id: item.id, decision: 'clear' },
      { cookie: compliance, lang: 'en' },
    );
    expect(withoutReason.statusCode).toBe(400);
    expect(await statusOf(result.id)).toBe('H0');

    const cleared = data<ScreeningItem>(
      await decide(item.id, { decision: 'clear', reason: 'Another company, same words' }),
    );
    expect(cleared).toMatchObject({ status: 'cleared', decisionReason: 'Another company, same words' });
    expect(await statusOf(result.id)).toBe('B3');
    const audit = await ctx.app.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.objectNo, String(item.id)));
    expect(audit.map((row) => row.action)).toEqual(['sanctions.clear']);
    expect(await ctx.app.db.select().from(sanctionsClearances)).toEqual([
      expect.objectContaining({ entNum: '173', partyNormalised: 'ANGLO CARIBBEAN' }),
    ]);
    const again = await decide(item.id, { decision: 'confirm' });
    expect(again.statusCode).toBe(409);

    const next = await submit({ insuredName: 'ANGLO CARIBBEAN COMPANY LIMITED' });
    expect(next.result.status).toBe('B3');
  });

  it('stops a listed vessel by its IMO number; confirming refuses the cover (B6)', async () => {
    const { result } = await submit({ conveyanceName: 'MV SEA STAR IMO 7406784' });
    expect(result.status).toBe('H0');
    const item = (await queue(compliance)).find((row) => row.subjectNo === result.voucherNo)!;
    expect(item.hits[0]).toMatchObject({ partyRole: 'vessel', entNum: '4243', matchedFields: ['imo'] });
    data(await decide(item.id, { decision: 'confirm' }));
    expect(await statusOf(result.id)).toBe('B6');
  });
});

describe('screening a quote', () => {
  it('warns, without naming a list, when the route touches an embargoed destination', async () => {
    const form = exportForm();
    const quote = (destinationPort: string) =>
      call(
        ctx.app,
        quotationEndpoints.previewQuote,
        { ...form, transport: { ...form.transport, destinationPort } },
        { cookie: ctx.token, lang: 'en' },
      );
    const warning =
      'Cover for this voyage is reviewed before a policy can be issued; the price shown is not yet an offer of cover.';
    expect(data<QuoteResult>(await quote('CUHAV')).notices).toContain(warning);
    expect(data<QuoteResult>(await quote('DEHAM')).notices).not.toContain(warning);
  });
});

describe('screening a declaration', () => {
  it('holds a shipment on a listed vessel under review; the underwriter cannot approve it before compliance', async () => {
    const declared = data<{ outcome: string; status: string; declarationNo: string }>(
      await call(
        ctx.app,
        declarationEndpoints.submitDeclaration,
        declarationForm({ conveyance: 'EBANO IMO 7406784' }),
        {
          cookie: ctx.token,
        },
      ),
    );
    expect(declared).toMatchObject({ outcome: 'review', status: '02' });
    const approve = await call(
      ctx.app,
      declarationEndpoints.decideDeclaration,
      { id: declared.declarationNo, decision: 'approve' },
      { cookie: underwriter, lang: 'en' },
    );
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe(
      'This shipment awaits a compliance review; it cannot be approved yet',
    );
    const item = (await queue(compliance)).find((row) => row.subjectNo === declared.declarationNo)!;
    expect(item).toMatchObject({ subjectType: 'declaration', stage: 'declare' });
    data(await decide(item.id, { decision: 'clear', reason: 'Same name, another hull' }));
    const approved = await call(
      ctx.app,
      declarationEndpoints.decideDeclaration,
      { id: declared.declarationNo, decision: 'approve' },
      { cookie: underwriter },
    );
    expect(approved.statusCode).toBe(200);
  });
});

describe('a new list version', () => {
  it('is imported once (the same file again imports nothing) and re-screens every policy in force', async () => {
    const [policy] = await ctx.app.db.select().from(policies).where(eq(policies.productCode, 'MP09110009'));
    const shipped = gunzipSync(await readFile(fileURLToPath(SHIPPED_LIST))).toString('utf8');
    const listed = `99999001,"${policy!.insuredName.toUpperCase()}",-0- ,"SDGT",-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- ,-0- \n`;
    const newer = Buffer.from(shipped + listed);
    const imported = await importListText(ctx.app.db, 'ofac-sdn-2024-05-10.csv', newer);
    expect(imported).toMatchObject({ isNew: true, entryCount: 14966 });
    expect(await importListText(ctx.app.db, 'ofac-sdn-2024-05-10.csv', newer)).toMatchObject({
      isNew: false,
      listVersionId: imported.listVersionId,
    });

    await rescreenPolicies(ctx.app, imported.listVersionId);
    const rescreened = await ctx.app.db
      .select()
      .from(sanctionsScreenings)
      .where(eq(sanctionsScreenings.stage, 'rescreen'));
    expect(rescreened.length).toBeGreaterThan(0);
    expect(rescreened.every((row) => row.listVersionId === imported.listVersionId)).toBe(true);
    expect(rescreened.find((row) => row.subjectId === policy!.id)?.status).toBe('pendingReview');
    const [version] = await ctx.app.db
      .select()
      .from(sanctionsListVersions)
      .where(eq(sanctionsListVersions.id, imported.listVersionId));
    expect(version?.rescreenedAt).not.toBeNull();
  });
});
