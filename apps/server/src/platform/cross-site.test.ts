import { randomUUID } from 'node:crypto';
import type { ReservationInput } from '@cargo/domain';
import { authEndpoints } from '@cargo/domain/api/auth';
import { fileEndpoints } from '@cargo/domain/api/file';
import { reservationEndpoints } from '@cargo/domain/api/reservation';
import { describe, expect, it } from 'vitest';
import { reservations, storedFiles } from '../db/schema/index.ts';
import { multipartOf } from '../test/declaration.fixtures.ts';
import { countRows } from '../test/insuring.fixtures.ts';
import { useTestApp } from '../test/suite.ts';
import { buildTestApp, call, endpointUrl } from '../test/test-app.ts';

const ctx = useTestApp({ logIn: 'demo' });

const PORTAL = 'portal.example.com';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

const reservationForm = (): ReservationInput => ({
  requestKey: randomUUID(),
  name: '张三',
  mobile: '13912345678',
  companyName: '宁波海联进出口有限公司',
  address: '浙江省宁波市北仑区明州路 88 号',
  creditCode: '91310115MA1H7GXQ3E',
  branch: '310000',
  intention: '02',
  detail: '每月约 20 票出口海运',
});

/** A JSON POST with the portal's session cookie, as a browser would send it, with the given headers. */
const jsonPost = (headers: Record<string, string>, lang: 'zh' | 'en' = 'en') =>
  call(ctx.app, reservationEndpoints.submit, reservationForm(), {
    headers: { host: PORTAL, ...headers },
    cookie: ctx.token,
    lang,
  });

const upload = (headers: Record<string, string>) => {
  const body = multipartOf('invoice.pdf', PDF);
  return ctx.app.inject({
    method: 'POST',
    url: endpointUrl(fileEndpoints.uploadAttachment, { documentType: '01' }),
    payload: body.payload,
    headers: { ...body.headers, host: PORTAL, ...headers },
    cookies: { 'Admin-Token': ctx.token, lang: 'en' },
  });
};

describe('cross-site requests', () => {
  it('cross-site: a JSON POST with a foreign Origin is refused with 403 and writes nothing', async () => {
    const before = await countRows(ctx.app, reservations);
    const response = await jsonPost({ origin: 'https://evil.example.net' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: '403000',
      message: 'This request came from another website and was refused; please use the portal itself',
      data: null,
    });
    expect(await countRows(ctx.app, reservations)).toBe(before);
  });

  it('cross-site: the refusal is in the caller language (Chinese)', async () => {
    const response = await jsonPost({ origin: 'https://evil.example.net' }, 'zh');
    expect(response.json().message).toBe('该请求来自其他网站，已被拒绝；请直接在本门户中操作');
  });

  it('cross-site: a multipart upload with a foreign Origin is refused and stores no file', async () => {
    const before = await countRows(ctx.app, storedFiles);
    const response = await upload({ origin: 'https://evil.example.net', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('403000');
    expect(await countRows(ctx.app, storedFiles)).toBe(before);
  });

  it.each([
    ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site same-site (a sibling subdomain)', { 'sec-fetch-site': 'same-site' }],
    ['Origin null (a sandboxed frame or a file)', { origin: 'null' }],
    ['an Origin on another port', { origin: `http://${PORTAL}:8081` }],
  ])('cross-site: refuses a POST with %s', async (_name, headers) => {
    expect((await jsonPost(headers)).statusCode).toBe(403);
  });

  it('cross-site: same-origin requests and requests without browser headers pass', async () => {
    const sameOrigin = await jsonPost({ origin: `https://${PORTAL}`, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.statusCode, sameOrigin.body).toBe(200);
    expect((await jsonPost({})).statusCode).toBe(200);
    expect((await upload({ origin: `https://${PORTAL}`, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(
      200,
    );
  });

  it('cross-site: a GET with a foreign Origin is not refused (it changes nothing)', async () => {
    const response = await call(
      ctx.app,
      authEndpoints.systemTime,
      {},
      { headers: { host: PORTAL, origin: 'https://evil.example.net', 'sec-fetch-site': 'cross-site' } },
    );
    expect(response.statusCode).toBe(200);
  });

  it('cross-site: behind a trusted proxy the forwarded host is the portal', async () => {
    const app = await buildTestApp({ trustProxy: true });
    try {
      const send = (origin: string) =>
        call(app, reservationEndpoints.submit, reservationForm(), {
          headers: { host: 'app:8080', 'x-forwarded-host': PORTAL, origin },
        });
      expect((await send(`https://${PORTAL}`)).statusCode).toBe(200);
      expect((await send('https://evil.example.net')).statusCode).toBe(403);
    } finally {
      await app.close();
    }
  });
});
