import type {
  ApplyResult,
  EmbargoedDestination,
  EmbargoList,
  EmbargoPlaces,
  QuoteResult,
  ScreeningItem,
} from '@cargo/domain';
import { applicationEndpoints } from '@cargo/domain/api/application';
import { embargoEndpoints } from '@cargo/domain/api/embargo';
import { operationsEndpoints } from '@cargo/domain/api/operations';
import { quotationEndpoints } from '@cargo/domain/api/quotation';
import { sanctionsEndpoints } from '@cargo/domain/api/sanctions';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { embargoedDestinations, featureSwitches, staffAuditLog } from '../../db/schema/index.ts';
import { exportForm, logInAsStaff, newKey } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput } from '../../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });
const tokens = { operations: '', compliance: '', auditor: '', underwriter: '' };
beforeAll(async () => {
  tokens.operations = await logInAsStaff(ctx.app, ['operations']);
  tokens.compliance = await logInAsStaff(ctx.app, ['compliance']);
  tokens.auditor = await logInAsStaff(ctx.app, ['auditor']);
  tokens.underwriter = await logInAsStaff(ctx.app, ['underwriter']);
});

const WARNING =
  'Cover for this voyage is reviewed before a policy can be issued; the price shown is not yet an offer of cover.';

const quoteWarns = async (destinationPort: string) => {
  const form = exportForm();
  const response = await call(
    ctx.app,
    quotationEndpoints.previewQuote,
    { ...form, transport: { ...form.transport, destinationPort } },
    { cookie: ctx.token, lang: 'en' },
  );
  return data<QuoteResult>(response).notices.includes(WARNING);
};

const list = async (cookie = tokens.operations, lang: 'en' | 'zh' = 'en') =>
  data<EmbargoList>(await call(ctx.app, embargoEndpoints.embargoes, undefined, { cookie, lang }));

const add = (body: Record<string, unknown>, cookie = tokens.operations) =>
  callWithInvalidInput(ctx.app, embargoEndpoints.addEmbargo, body, { cookie, lang: 'en' });

const rowCount = async () => (await ctx.app.db.select().from(embargoedDestinations)).length;
const auditOf = async (action: string) =>
  ctx.app.db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action));

describe('embargoed destinations kept by operations', () => {
  it('lists the seeded destinations by name to operations, compliance and the auditor', async () => {
    for (const cookie of [tokens.operations, tokens.compliance, tokens.auditor]) {
      const { list: rows, threshold } = await list(cookie);
      expect(rows.map((row) => row.code)).toEqual(expect.arrayContaining(['CU', 'IR', 'KP', 'SY']));
      expect(threshold).toBeCloseTo(0.9);
    }
    const chinese = await list(tokens.operations, 'zh');
    expect(chinese.list.find((row) => row.code === 'CU')?.name).toBe('古巴');
    expect((await list()).list.find((row) => row.code === 'CU')?.name).toBe('Cuba');
    expect((await list()).list.find((row) => row.code === 'UASVP')?.name).toBe('Sevastopol (UASVP), Ukraine');
  });

  it('offers countries and the ports of a country by name', async () => {
    const ports = data<EmbargoPlaces>(
      await call(
        ctx.app,
        embargoEndpoints.places,
        { kind: 'port', countryCode: 'DE', keyword: 'hamb' },
        {
          cookie: tokens.operations,
          lang: 'en',
        },
      ),
    );
    expect(ports[0]).toEqual({ code: 'DEHAM', name: 'Hamburg (DEHAM)' });
  });

  it('screens a port added at once (audited), and no longer once it is removed (audited)', async () => {
    expect(await quoteWarns('DEHAM')).toBe(false);
    const added = await add({ kind: 'port', code: 'deham', programme: 'TEST', note: 'exercise' });
    expect(added.statusCode).toBe(200);
    const row = data<EmbargoedDestination>(added);
    expect(row).toMatchObject({ kind: 'port', code: 'DEHAM', name: 'Hamburg (DEHAM), Germany' });
    expect(await quoteWarns('DEHAM')).toBe(true);
    expect(await auditOf('embargo.add')).toHaveLength(1);
    const form = exportForm();
    const applied = await call(
      ctx.app,
      applicationEndpoints.submitApplication,
      { requestKey: newKey(), form: { ...form, transport: { ...form.transport, destinationPort: 'DEHAM' } } },
      { cookie: ctx.token },
    );
    const { voucherNo, status } = data<ApplyResult>(applied);
    expect(status).toBe('H0');
    const queue = data<{ list: ScreeningItem[] }>(
      await call(
        ctx.app,
        sanctionsEndpoints.screeningQueue,
        { pageNo: 1, pageSize: 100 },
        {
          cookie: tokens.compliance,
          lang: 'en',
        },
      ),
    ).list;
    const hit = queue.find((item) => item.subjectNo === voucherNo)?.hits[0];
    expect(hit).toMatchObject({
      partyRole: 'route',
      partyName: 'Hamburg (DEHAM), Germany',
      programme: 'TEST',
    });

    expect((await add({ kind: 'port', code: 'DEHAM', programme: 'TEST' })).statusCode).toBe(409);

    const removed = await callWithInvalidInput(
      ctx.app,
      embargoEndpoints.removeEmbargo,
      { id: row.id },
      {
        cookie: tokens.operations,
      },
    );
    expect(removed.statusCode).toBe(200);
    expect(await quoteWarns('DEHAM')).toBe(false);
    const [audit] = await auditOf('embargo.remove');
    expect(audit).toMatchObject({ objectNo: 'DEHAM', after: null });
    const again = await callWithInvalidInput(
      ctx.app,
      embargoEndpoints.removeEmbargo,
      { id: row.id },
      {
        cookie: tokens.operations,
      },
    );
    expect(again.statusCode).toBe(404);
  });

  it('screens a whole country added', async () => {
    expect(await quoteWarns('DEHAM')).toBe(false);
    const added = await add({ kind: 'country', code: 'DE', programme: 'TEST' });
    expect(added.statusCode).toBe(200);
    expect(await quoteWarns('DEHAM')).toBe(true);
    await callWithInvalidInput(
      ctx.app,
      embargoEndpoints.removeEmbargo,
      { id: data<EmbargoedDestination>(added).id },
      {
        cookie: tokens.operations,
      },
    );
    expect(await quoteWarns('DEHAM')).toBe(false);
  });

  it('refuses bad input with 4xx and changes nothing', async () => {
    const before = await rowCount();
    for (const body of [
      { kind: 'port', code: 'ZZZZZ', programme: 'X' },
      { kind: 'country', code: 'ZZ', programme: 'X' },
      { kind: 'country', code: 'DEHAM', programme: 'X' },
      { kind: 'port', code: 'DEHAM', programme: '' },
      { kind: 'city', code: 'DE', programme: 'X' },
      { kind: 'port', code: '<b>', programme: 'X' },
    ]) {
      expect((await add(body)).statusCode).toBe(400);
    }
    expect(await rowCount()).toBe(before);
    expect(await auditOf('embargo.add')).toHaveLength(2);
  });

  it('lets only operations change the list: 403 to other staff, 404 to a customer', async () => {
    const before = await rowCount();
    const body = { kind: 'port', code: 'DEHAM', programme: 'X' };
    for (const cookie of [tokens.compliance, tokens.auditor, tokens.underwriter]) {
      expect((await add(body, cookie)).statusCode).toBe(403);
      const remove = await callWithInvalidInput(
        ctx.app,
        embargoEndpoints.removeEmbargo,
        { id: 1 },
        { cookie },
      );
      expect(remove.statusCode).toBe(403);
    }
    expect((await add(body, ctx.token)).statusCode).toBe(404);
    const underwriterList = await call(ctx.app, embargoEndpoints.embargoes, undefined, {
      cookie: tokens.underwriter,
    });
    expect(underwriterList.statusCode).toBe(403);
    expect(
      (await call(ctx.app, embargoEndpoints.embargoes, undefined, { cookie: ctx.token })).statusCode,
    ).toBe(404);
    expect(await rowCount()).toBe(before);
  });
});

describe('the name-match threshold', () => {
  const threshold = async () =>
    (
      await ctx.app.db
        .select()
        .from(featureSwitches)
        .where(eq(featureSwitches.name, 'sanctions.matchThreshold'))
    )[0]?.value;
  const setThreshold = (value: unknown, cookie = tokens.operations) =>
    callWithInvalidInput(
      ctx.app,
      embargoEndpoints.setMatchThreshold,
      { threshold: value },
      { cookie, lang: 'en' },
    );

  it('is set by operations within 0.80–1.00 (audited); anything else changes nothing', async () => {
    for (const value of [0.79, 1.01, '0.9', null]) expect((await setThreshold(value)).statusCode).toBe(400);
    expect((await setThreshold(0.85, tokens.auditor)).statusCode).toBe(403);
    expect((await setThreshold(0.85, tokens.compliance)).statusCode).toBe(403);
    expect(await threshold()).toBe('0.90');
    const set = await setThreshold(0.85);
    expect(data<EmbargoList>(set).threshold).toBe(0.85);
    expect(await threshold()).toBe('0.85');
    expect(await auditOf('sanctions.threshold')).toHaveLength(1);
  });

  it('is validated on the switches page too', async () => {
    const viaSwitch = (value: string) =>
      callWithInvalidInput(
        ctx.app,
        operationsEndpoints.setSwitch,
        { name: 'sanctions.matchThreshold', value },
        {
          cookie: tokens.operations,
        },
      );
    for (const value of ['0.5', 'abc', '2']) expect((await viaSwitch(value)).statusCode).toBe(400);
    expect((await viaSwitch('0.92')).statusCode).toBe(200);
    expect(await threshold()).toBe('0.92');
  });
});
