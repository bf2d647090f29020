import { accountEndpoints } from '@cargo/domain/api/account';
import { trackingEndpoints } from '@cargo/domain/api/tracking';
import { desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pageViews } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/suite.ts';
import { call, callWithInvalidInput, logInAs } from '../../test/test-app.ts';

const ctx = useTestApp();

const lastView = async () =>
  (await ctx.app.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1))[0];

describe('POST /cargo/track/pageView', () => {
  it('records a page view of an anonymous visitor', async () => {
    const response = await call(ctx.app, trackingEndpoints.pageView, { path: '/reservation' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: '000000', data: null });
    expect(await lastView()).toMatchObject({ path: '/reservation', userId: null, accountId: null });
  });

  it('records the user and current account of a session', async () => {
    const token = await logInAs(ctx.app, 'demo');
    await call(ctx.app, accountEndpoints.chooseUser, { accountName: 'HZSHUNDA' }, { cookie: token });
    await call(ctx.app, trackingEndpoints.pageView, { path: '/quotation' }, { cookie: token });
    const view = await lastView();
    expect(view?.path).toBe('/quotation');
    expect(view?.userId).toBeTypeOf('number');
    expect(view?.accountId).toBeTypeOf('number');
    const info = await call(ctx.app, accountEndpoints.userInfo, {}, { cookie: token });
    expect(info.json().data.curUser.accountName).toBe('HZSHUNDA');
  });

  it('keeps only the route path, never its query string or hash', async () => {
    await call(ctx.app, trackingEndpoints.pageView, {
      path: '/policy-query-download?type=correct&token=secret#top',
    });
    expect((await lastView())?.path).toBe('/policy-query-download');
  });

  it('refuses a missing, relative or too long path with the field name', async () => {
    const missing = await callWithInvalidInput(ctx.app, trackingEndpoints.pageView, {}, { lang: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: '400000', message: 'Page path: cannot be empty' });
    const absolute = await call(
      ctx.app,
      trackingEndpoints.pageView,
      { path: 'https://evil.test/' },
      { lang: 'en' },
    );
    expect(absolute.json().message).toBe('Page path: is not valid');
    const tooLong = await call(
      ctx.app,
      trackingEndpoints.pageView,
      { path: `/${'a'.repeat(500)}` },
      { lang: 'en' },
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Page path: must be at most 500 long');
  });
});
