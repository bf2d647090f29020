import {
  addDays,
  type Board,
  type EndpointInput,
  type StaffNotice,
  type StaffNoticePage,
  todayInChina,
} from '@cargo/domain';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import { operationsEndpoints } from '@cargo/domain/api/operations';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notices } from '../../db/schema/index.ts';
import { logInToAccount } from '../../test/insuring.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs } from '../../test/test-app.ts';
import { auditRowsOf, noticeBody, opsCall } from './operations.fixtures.ts';

/** Notices published by operations staff (docs/business-rules.md "Operations", notices). */
const ctx = useTestApp({ logIn: 'demo' });
const tokens = { operations: '', auditor: '', claims: '', hangzhou: '', newbie: '' };

beforeAll(async () => {
  tokens.operations = await logInAs(ctx.app, 'operations');
  tokens.auditor = await logInAs(ctx.app, 'auditor');
  tokens.claims = await logInAs(ctx.app, 'claims');
  tokens.hangzhou = await logInToAccount(ctx.app, 'HZSHUNDA');
  tokens.newbie = await logInAs(ctx.app, 'newbie');
});

const publish = async (body: EndpointInput<typeof operationsEndpoints.publishNotice>) =>
  data<StaffNotice>(await opsCall(ctx.app, tokens.operations, operationsEndpoints.publishNotice, body));
const boardOf = async (cookie: string, lang: 'zh' | 'en' = 'en') =>
  data<Board>(await call(ctx.app, dashboardEndpoints.board, {}, { cookie, lang })).list;

describe('who may publish and read notices', () => {
  it('answers 401 without a session, 404 to a customer, 403 to a claims handler', async () => {
    expect(
      (await opsCall(ctx.app, undefined, operationsEndpoints.publishNotice, noticeBody())).statusCode,
    ).toBe(401);
    const customer = await opsCall(ctx.app, ctx.token, operationsEndpoints.publishNotice, noticeBody());
    expect(customer.statusCode).toBe(404);
    expect((await opsCall(ctx.app, ctx.token, operationsEndpoints.listNotices, {})).statusCode).toBe(404);
    expect(
      (await opsCall(ctx.app, tokens.claims, operationsEndpoints.publishNotice, noticeBody())).statusCode,
    ).toBe(403);
    expect((await opsCall(ctx.app, tokens.claims, operationsEndpoints.listNotices, {})).statusCode).toBe(403);
  });

  it('lets the auditor read the list but not publish', async () => {
    expect((await opsCall(ctx.app, tokens.auditor, operationsEndpoints.listNotices, {})).statusCode).toBe(
      200,
    );
    const refused = await opsCall(ctx.app, tokens.auditor, operationsEndpoints.publishNotice, noticeBody());
    expect(refused.statusCode).toBe(403);
    expect(await ctx.app.db.select().from(notices).where(eq(notices.titleEn, 'never'))).toEqual([]);
  });
});

describe('POST notice/publish', () => {
  it('shows a notice to all customers on every board, in the caller language', async () => {
    const notice = await publish(noticeBody());
    expect(notice).toMatchObject({
      audience: 'all',
      accountCode: '',
      publishDate: todayInChina(),
      createdBy: '郑运营',
    });
    expect((await boardOf(ctx.token)).map((entry) => entry.title)).toContain(notice.titleEn);
    expect((await boardOf(tokens.newbie, 'zh')).map((entry) => entry.title)).toContain(notice.titleZh);
  });

  it("shows a notice to one account on that account's board only", async () => {
    const notice = await publish(noticeBody({ audience: 'account', accountCode: 'HZSHUNDA' }));
    expect(notice).toMatchObject({ audience: 'account', accountCode: 'HZSHUNDA' });
    expect(notice.accountName).toBe('Hangzhou Shunda International Logistics Co., Ltd.');
    expect((await boardOf(tokens.hangzhou)).map((entry) => entry.id)).toContain(notice.id);
    // The same user in another account, and another user, do not see it.
    expect((await boardOf(ctx.token)).map((entry) => entry.id)).not.toContain(notice.id);
    expect((await boardOf(tokens.newbie)).map((entry) => entry.id)).not.toContain(notice.id);
  });

  it('shows a notice from its publish day only', async () => {
    const tomorrow = addDays(todayInChina(), 1);
    const notice = await publish(noticeBody({ publishDate: tomorrow }));
    expect(notice.publishDate).toBe(tomorrow);
    expect((await boardOf(ctx.token)).map((entry) => entry.id)).not.toContain(notice.id);
  });

  it('publishes once for a repeated request key and writes one audit row', async () => {
    const body = noticeBody();
    const [first, second] = await Promise.all([publish(body), publish(body)]);
    expect(second.id).toBe(first.id);
    expect(
      await ctx.app.db.select().from(notices).where(eq(notices.requestKey, body.requestKey)),
    ).toHaveLength(1);
    const audit = await auditRowsOf(ctx.app, String(first.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'notice.publish',
      objectType: 'notice',
      staffName: '郑运营',
      before: null,
    });
    expect(audit[0]!.after).toMatchObject({ audience: 'all', titleEn: body.titleEn });
  });

  it('names each bad field in the caller language and publishes nothing', async () => {
    const missing = await opsCall(
      ctx.app,
      tokens.operations,
      operationsEndpoints.publishNotice,
      noticeBody({ titleEn: ' ' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('English title: cannot be empty');
    const zh = await opsCall(
      ctx.app,
      tokens.operations,
      operationsEndpoints.publishNotice,
      noticeBody({ bodyZh: '' }),
      'zh',
    );
    expect(zh.json().message).toBe('中文正文：不能为空');
    const noAccount = await opsCall(
      ctx.app,
      tokens.operations,
      operationsEndpoints.publishNotice,
      noticeBody({ audience: 'account' }),
    );
    expect(noAccount.json().data.issues).toEqual([
      { path: ['accountCode'], message: 'Customer account: cannot be empty' },
    ]);
    const unknown = noticeBody({ audience: 'account', accountCode: 'NOSUCH' });
    const unknownAnswer = await opsCall(
      ctx.app,
      tokens.operations,
      operationsEndpoints.publishNotice,
      unknown,
    );
    expect(unknownAnswer.statusCode).toBe(400);
    expect(unknownAnswer.json().message).toContain('No such customer account');
    const past = noticeBody({ publishDate: addDays(todayInChina(), -1) });
    expect(
      (await opsCall(ctx.app, tokens.operations, operationsEndpoints.publishNotice, past)).json().message,
    ).toBe('Publish date: cannot be before today');
    const keys = [unknown.requestKey, past.requestKey];
    for (const key of keys)
      expect(await ctx.app.db.select().from(notices).where(eq(notices.requestKey, key))).toEqual([]);
  });

  it("refuses the insurer's own account as an audience", async () => {
    const answer = await opsCall(
      ctx.app,
      tokens.operations,
      operationsEndpoints.publishNotice,
      noticeBody({ audience: 'account', accountCode: 'INSURER' }),
    );
    expect(answer.statusCode).toBe(400);
  });
});

describe('POST notice/list', () => {
  it('lists notices newest first with paging and filters by account', async () => {
    const one = await publish(noticeBody({ audience: 'account', accountCode: 'SHOCEAN-NB' }));
    const page = data<StaffNoticePage>(
      await opsCall(ctx.app, tokens.operations, operationsEndpoints.listNotices, { pageSize: 2 }),
    );
    expect(page.list).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    const ningbo = data<StaffNoticePage>(
      await opsCall(ctx.app, tokens.auditor, operationsEndpoints.listNotices, { accountCode: 'SHOCEAN-NB' }),
    );
    expect(ningbo.list.map((entry) => entry.id)).toEqual([one.id]);
    const all = data<StaffNoticePage>(
      await opsCall(ctx.app, tokens.auditor, operationsEndpoints.listNotices, {
        audience: 'all',
        pageSize: 100,
      }),
    );
    expect(all.list.every((entry) => entry.audience === 'all')).toBe(true);
  });

  it('refuses a bad page size', async () => {
    expect(
      (await opsCall(ctx.app, tokens.operations, operationsEndpoints.listNotices, { pageSize: 1000 }))
        .statusCode,
    ).toBe(400);
  });
});
