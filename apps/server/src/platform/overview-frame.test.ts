import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { accountEndpoints } from '@cargo/domain/api/account';
import { dashboardEndpoints } from '@cargo/domain/api/dashboard';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, logInAs } from '../test/test-app.ts';
import { jsonForScript, overviewFrameDrawer } from './overview-frame.ts';

const HOSTILE = '</script><script>alert(1)</script>';

/** The calls the stand-in renderer asks for (paths under the gateway, a GET's query in its path). */
const FRAME_CALLS = [
  { name: 'userInfo', method: accountEndpoints.userInfo.method, path: accountEndpoints.userInfo.path },
  { name: 'overview', method: dashboardEndpoints.overview.method, path: dashboardEndpoints.overview.path },
  {
    name: 'trend',
    method: dashboardEndpoints.premiumTrend.method,
    path: `${dashboardEndpoints.premiumTrend.path}?granularity=month`,
  },
];

/**
 * A stand-in for the web build's renderer (apps/web/src/app/shell/overview-frame-render.tsx, tested on its own
 * in the web app): asks for the user info and the overview, draws the user's name and policies in force, and
 * hands back the overview for the browser's cache with a text a script element must not end at. It draws
 * nothing at `/` (another first page), fails at `/dashboard/fails` and waits at `/dashboard/held` for the test.
 */
const RENDERER = `
export const overviewFrameCalls = () => ${JSON.stringify(FRAME_CALLS)};
export const renderOverviewFrame = async ({ language, pathname, answers }) => {
  if (pathname === '/') return undefined;
  if (pathname === '/dashboard/fails') throw new Error('cannot draw');
  if (pathname === '/dashboard/held') await globalThis.overviewFrameHeld;
  const count = answers.overview.effectivePolicy.effectivePolicyCount;
  return {
    markup: '<p data-drawn="' + language + '">' + answers.userInfo.userName + ':' + count + ':' + answers.trend.total + '</p>',
    queries: [[['session', 'dashboard', 'overview'], answers.overview], [['note'], ${JSON.stringify(HOSTILE)}]],
  };
};
`;

const PRELOAD = '<link rel="modulepreload" crossorigin href="/assets/app-1.js">';
const FRAME = (language: string) =>
  `<!doctype html><html lang="${language}"><head><link rel="stylesheet" href="/assets/antd-1.css" media="print" data-antd-styles>${PRELOAD}</head>` +
  `<body><div id="root" data-prerendered="${language}"><!--frame--><div data-frame="built"></div><!--/frame--></div></body></html>`;

const webDist = () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'cargo-web-drawn-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, 'server-render'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  for (const language of ['zh-CN', 'en-US']) {
    writeFileSync(path.join(dist, `portal-overview.${language}.html`), FRAME(language));
    writeFileSync(path.join(dist, `portal.${language}.html`), FRAME(language));
  }
  writeFileSync(
    path.join(dist, 'portal-overview.paths.json'),
    JSON.stringify(['/', '/dashboard', '/dashboard/fails', '/dashboard/held']),
  );
  writeFileSync(path.join(dist, 'portal.paths.json'), JSON.stringify(['/pending-task']));
  writeFileSync(path.join(dist, 'server-render', 'overview-frame.js'), RENDERER);
  return dist;
};

describe("the overview's frame drawn for a signed-in user", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ webDistDir: webDist() });
  });
  afterAll(() => app.close());

  const pageAt = (url: string, token: string, lang?: string) =>
    app.inject({ url, cookies: { 'Admin-Token': token, ...(lang ? { lang } : {}) } });
  const drawn = (body: string) => /<p data-drawn="([^"]+)">([^<]*)<\/p>/.exec(body);
  const answersOf = (body: string) =>
    JSON.parse(
      /<script type="application\/json" id="portal-answers">([^<]*)<\/script>/.exec(body)?.[1] ?? 'null',
    );

  it("holds the user's own figures, as the API answers them, for this browser only", async () => {
    const token = await logInAs(app, 'demo');
    const overview = (await call(app, dashboardEndpoints.overview, {}, { cookie: token, lang: 'en' })).json()
      .data;
    const response = await pageAt('/dashboard', token, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    const match = drawn(response.body);
    expect(match?.[1]).toBe('en-US');
    expect(match?.[2]).toMatch(new RegExp(`^王明:${overview.effectivePolicy.effectivePolicyCount}:\\d`));
    // The built frame's markup is replaced; antd's styles apply to it at once (the drawn page holds antd's
    // components), the head's link staying for print until the scripts apply it.
    expect(response.body).not.toContain('data-frame="built"');
    expect(response.body).toContain(
      '<!--frame--><link rel="stylesheet" crossorigin href="/assets/antd-1.css"><p',
    );
    expect(response.body).toContain('media="print" data-antd-styles');
    // Nothing but the entry script is asked for before the drawn page is painted.
    expect(response.body).not.toContain('modulepreload');
    expect(answersOf(response.body)).toEqual([
      [['session', 'dashboard', 'overview'], overview],
      [['note'], HOSTILE],
    ]);
    expect(response.body).not.toContain(HOSTILE);
  });

  it("draws each user's account only", async () => {
    const [demo, newbie] = await Promise.all([logInAs(app, 'demo'), logInAs(app, 'newbie')]);
    const ownCount = async (token: string) =>
      (await call(app, dashboardEndpoints.overview, {}, { cookie: token })).json().data.effectivePolicy
        .effectivePolicyCount;
    // demo works for SHOCEAN (Shanghai), newbie for a Shenzhen company: each page holds its own account's figures.
    const demoPage = drawn((await pageAt('/dashboard', demo)).body)?.[2];
    const newbiePage = drawn((await pageAt('/dashboard', newbie)).body)?.[2];
    expect(demoPage).toMatch(new RegExp(`^王明:${await ownCount(demo)}:`));
    expect(newbiePage).toMatch(new RegExp(`^李新:${await ownCount(newbie)}:`));
    expect(demoPage?.split(':')[1]).not.toBe(newbiePage?.split(':')[1]);
  });

  /**
   * The built frame, whole: its markup between the marks, nothing drawn, no answers; its module preloads in the
   * head, or at its end where the drawer sent it.
   */
  const expectBuiltFrame = (body: string, language = 'zh-CN') => {
    expect(body.replace(PRELOAD, '')).toBe(FRAME(language).replace(PRELOAD, ''));
    expect(body.split(PRELOAD)).toHaveLength(2);
  };

  it('sends the frame as built when the session has ended or was never one', async () => {
    for (const token of ['not-a-session', '']) {
      const response = await pageAt('/dashboard', token);
      expect(response.statusCode).toBe(200);
      expectBuiltFrame(response.body);
    }
  });

  it('sends the frame as built where the renderer draws nothing or fails, and elsewhere in the shell', async () => {
    const token = await logInAs(app, 'demo');
    for (const url of ['/', '/dashboard/fails', '/pending-task']) {
      const response = await pageAt(url, token);
      expect(response.statusCode, url).toBe(200);
      expectBuiltFrame(response.body);
    }
    expect((await pageAt('/pending-task', token)).headers['cache-control']).toBe('no-cache');
  });

  it('comes compressed to a browser that takes brotli or gzip, its head sent before the rest is drawn', async () => {
    const token = await logInAs(app, 'demo');
    for (const encoding of ['br', 'gzip']) {
      const response = await app.inject({
        url: '/dashboard',
        cookies: { 'Admin-Token': token },
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      const body = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(response.rawPayload).toString();
      expect(drawn(body)?.[2]).toMatch(/^王明:/);
    }
  });

  it("sends the frame's head before the overview is drawn", async () => {
    const token = await logInAs(app, 'demo');
    let release = () => {};
    Object.assign(globalThis, { overviewFrameHeld: new Promise<void>((resolve) => (release = resolve)) });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const chunks: string[] = [];
    const finished = new Promise<void>((resolve, reject) => {
      const request = http.get(`${address}/dashboard/held`, { headers: { cookie: `Admin-Token=${token}` } });
      request.on('response', (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          chunks.push(chunk);
          // The head came while the renderer still waits: then let it draw.
          if (chunks.length === 1) release();
        });
        response.on('end', resolve);
      });
      request.on('error', reject);
    });
    await finished;
    expect(chunks[0]).toContain('<!--frame-->');
    expect(chunks[0]).not.toContain('data-drawn');
    expect(chunks.join('')).toContain('<p data-drawn="zh-CN">王明:');
  });

  it('keeps serving when a visitor leaves before the overview is drawn', async () => {
    const token = await logInAs(app, 'demo');
    let release = () => {};
    Object.assign(globalThis, { overviewFrameHeld: new Promise<void>((resolve) => (release = resolve)) });
    const address = app.server.listening
      ? `http://127.0.0.1:${(app.server.address() as { port: number }).port}`
      : await app.listen({ port: 0, host: '127.0.0.1' });
    await new Promise<void>((resolve) => {
      const request = http.get(`${address}/dashboard/held`, {
        headers: { cookie: `Admin-Token=${token}`, 'accept-encoding': 'br' },
      });
      request.on('response', (response) =>
        response.once('data', () => {
          request.destroy();
          resolve();
        }),
      );
    });
    release();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await app.inject({ url: '/dashboard', cookies: { 'Admin-Token': token } });
    expect(drawn(response.body)?.[2]).toMatch(/^王明:/);
  });

  it("does not serve the server's renderer to browsers", async () => {
    const response = await app.inject({ url: '/server-render/overview-frame.js' });
    expect(response.body).not.toContain('renderOverviewFrame');
  });
});

describe("the overview's frame drawer", () => {
  it('hands the page over as soon as its head is on its way, not once it is all sent', async () => {
    const dist = webDist();
    const app = await buildTestApp({ webDistDir: dist });
    const drawer = overviewFrameDrawer(app, dist);
    const handedOver: boolean[] = [];
    // The route the web app's pages take, held in drawing: its handler must not wait for the page to end (a reply
    // is thenable), or it would go on to send the frame file a second time.
    app.get('/dashboard/held', async (request, reply) => {
      handedOver.push((await drawer?.(request, reply, 'portal-overview.zh-CN.html')) ?? false);
      return reply;
    });
    try {
      const token = await logInAs(app, 'demo');
      let release = () => {};
      Object.assign(globalThis, { overviewFrameHeld: new Promise<void>((resolve) => (release = resolve)) });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const handedOverAtHead = await new Promise<boolean[]>((resolve) => {
        http.get(`${address}/dashboard/held`, { headers: { cookie: `Admin-Token=${token}` } }, (response) => {
          response.once('data', () => {
            resolve([...handedOver]);
            release();
          });
          response.resume();
        });
      });
      expect(handedOverAtHead).toEqual([true]);
    } finally {
      await app.close();
    }
  });
});

describe('JSON in a script element', () => {
  it('holds no character that could end the element or a line, and reads back the same', () => {
    const value = { text: `${HOSTILE}<!-- & \u2028\u2029 >` };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
