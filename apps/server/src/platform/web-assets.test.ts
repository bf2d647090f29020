import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { basedataEndpoints } from '@cargo/domain/api/basedata';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call } from '../test/test-app.ts';

/**
 * A built web app in miniature: index.html, a hashed bundle with its precompressed twins and, unless told
 * otherwise, the login page rendered in each language.
 */
const webDist = ({ pagesRendered = true } = {}) => {
  // The pages the build renders: the login page, and the portal's frame with the addresses it is sent at.
  const dist = mkdtempSync(path.join(tmpdir(), 'cargo-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  if (pagesRendered) {
    for (const language of ['zh-CN', 'en-US']) {
      const page = `<!doctype html><html lang="${language}"><div id="root" data-prerendered="${language}">…</div>`;
      writeFileSync(path.join(dist, `login.${language}.html`), page);
      for (const frame of ['portal', 'portal-overview', 'portal-outline-report']) {
        const html = `<!doctype html><html lang="${language}"><div id="root" data-prerendered="${language}"><div data-testid="portal-frame" data-frame="${frame}"></div></div>`;
        writeFileSync(path.join(dist, `${frame}.${language}.html`), html);
      }
    }
    const shellPaths = ['/', '/dashboard', '/policy-correction-apply/:policyNo', '/pending-task', '/report'];
    writeFileSync(path.join(dist, 'portal.paths.json'), JSON.stringify(shellPaths));
    writeFileSync(path.join(dist, 'portal-overview.paths.json'), JSON.stringify(['/', '/dashboard']));
    writeFileSync(path.join(dist, 'portal-outline-report.paths.json'), JSON.stringify(['/report']));
    writeFileSync(
      path.join(dist, 'portal-frames.json'),
      JSON.stringify(['portal-overview', 'portal-outline-report', 'portal']),
    );
  }
  const bundle = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js'), bundle);
  writeFileSync(path.join(dist, 'assets', 'app-3f2a1b.js.br'), brotliCompressSync(bundle));
  return dist;
};

describe('the web app and large answers on the wire', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ webDistDir: webDist() });
  });
  afterAll(() => app.close());

  it('sends a hashed bundle precompressed, cached for a year as immutable', async () => {
    const response = await app.inject({
      url: '/assets/app-3f2a1b.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.length).toBeLessThan(200);
  });

  it('sends a bundle without the headers that only apply to a page, keeping those that protect a script', async () => {
    const response = await app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'strict-transport-security',
      'x-trace-id',
    ]) {
      expect(response.headers[name], name).toBeUndefined();
    }
    const page = await app.inject({ url: '/login' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the bundle as it is to a client that takes no compression', async () => {
    const response = await app.inject({ url: '/assets/app-3f2a1b.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.length).toBeGreaterThan(4000);
  });

  it('has index.html revalidated on every visit, client routes included', async () => {
    for (const url of ['/', '/compensation']) {
      const response = await app.inject({ url });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('id="root"');
    }
  });

  it('compresses an API answer over 1 KB for a client that takes gzip', async () => {
    const response = await call(
      app,
      basedataEndpoints.provinces,
      {},
      { headers: { 'accept-encoding': 'gzip' } },
    );
    expect(response.headers['content-encoding']).toBe('gzip');
    const answer = JSON.parse(gunzipSync(response.rawPayload).toString('utf8')) as {
      code: string;
      data: unknown[];
    };
    expect(answer.code).toBe('000000');
    expect(answer.data.length).toBe(34);
  });
});

describe('the login page as the web build rendered it', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ webDistDir: webDist() });
  });
  afterAll(() => app.close());

  const languageOfLogin = async (headers: Record<string, string>) => {
    const response = await app.inject({ url: '/login', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    return /data-prerendered="([^"]+)"/.exec(response.body)?.[1];
  };

  it("is sent in the visitor's language: the lang cookie first, then Accept-Language, else Chinese", async () => {
    expect(await languageOfLogin({})).toBe('zh-CN');
    expect(await languageOfLogin({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('en-US');
    expect(await languageOfLogin({ cookie: 'lang=en' })).toBe('en-US');
    expect(await languageOfLogin({ cookie: 'lang=zh', 'accept-language': 'en-US' })).toBe('zh-CN');
    expect(await languageOfLogin({ cookie: 'lang=fr', 'accept-language': 'fr-FR' })).toBe('zh-CN');
  });

  it('is revalidated on every visit, varies with the language cookie and keeps the page headers', async () => {
    const response = await app.inject({ url: '/login', headers: { cookie: 'lang=en' } });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
    expect(String(response.headers.vary)).toMatch(/accept-language/i);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('falls back to index.html, drawn in the browser, when the build rendered no login page', async () => {
    const plain = await buildTestApp({ webDistDir: webDist({ pagesRendered: false }) });
    try {
      const response = await plain.inject({ url: '/login', headers: { cookie: 'lang=en' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    } finally {
      await plain.close();
    }
  });
});

describe("the portal's frame as the web build rendered it", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ webDistDir: webDist() });
  });
  afterAll(() => app.close());

  const pageAt = async (url: string, headers: Record<string, string>) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    return response;
  };
  /** The frame a signed-in visitor gets at `url`. */
  const frameOf = async (url: string) =>
    /data-frame="([^"]+)"/.exec((await pageAt(url, { cookie: 'Admin-Token=abc' })).body)?.[1];
  const frameLanguage = (body: string) =>
    body.includes('portal-frame') ? /data-prerendered="([^"]+)"/.exec(body)?.[1] : undefined;

  it("is sent to a signed-in visitor at the shell's addresses, in the visitor's language", async () => {
    const signedIn = { cookie: 'Admin-Token=abc; lang=en' };
    for (const url of [
      '/',
      '/dashboard',
      '/dashboard/',
      '/policy-correction-apply/PC123?from=list',
      '/pending-task',
    ]) {
      const response = await pageAt(url, signedIn);
      expect(frameLanguage(response.body), url).toBe('en-US');
      expect(String(response.headers.vary)).toMatch(/cookie/i);
    }
    expect(frameLanguage((await pageAt('/dashboard', { cookie: 'Admin-Token=abc' })).body)).toBe('zh-CN');
  });

  it("is the overview's frame (preloading its code) at / and the overview, the shell's elsewhere", async () => {
    expect(await frameOf('/')).toBe('portal-overview');
    expect(await frameOf('/dashboard?tab=1')).toBe('portal-overview');
    expect(await frameOf('/pending-task')).toBe('portal');
  });

  it("is a heavy page's own frame, drawing its outline, at that page's address (portal-frames.json's order)", async () => {
    expect(await frameOf('/report?policyNo=PC1')).toBe('portal-outline-report');
    expect(await frameOf('/report/')).toBe('portal-outline-report');
    expect(await frameOf('/pending-task')).toBe('portal');
  });

  it('is not sent without a session cookie, nor at addresses outside the shell', async () => {
    expect(frameLanguage((await pageAt('/dashboard', { cookie: 'lang=en' })).body)).toBeUndefined();
    for (const url of ['/faq', '/staff/home', '/policy-correction-apply', '/dashboard/extra', '/error']) {
      const response = await pageAt(url, { cookie: 'Admin-Token=abc' });
      expect(response.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('leaves index.html to every visitor when the build rendered no frame', async () => {
    const plain = await buildTestApp({ webDistDir: webDist({ pagesRendered: false }) });
    try {
      const response = await plain.inject({ url: '/dashboard', headers: { cookie: 'Admin-Token=abc' } });
      expect(response.body).toBe('<!doctype html><div id="root"></div>');
    } finally {
      await plain.close();
    }
  });
});
