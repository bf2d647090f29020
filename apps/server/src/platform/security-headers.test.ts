import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { authEndpoints } from '@cargo/domain/api/auth';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, endpointUrl } from '../test/test-app.ts';

const webDist = () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'cargo-web-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return dist;
};

/** The policy's directives by name. */
const directivesOf = (header: string | string[] | number | undefined) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== '')
      .map(([name, ...values]) => [name, values]),
  );

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ webDistDir: webDist() });
});
afterAll(() => app.close());

describe('Content-Security-Policy', () => {
  it("csp: the web app and /docs carry default-src 'self' and frame-ancestors 'none'", async () => {
    for (const url of ['/', '/login', '/docs', '/docs/json', endpointUrl(authEndpoints.systemTime)]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      const policy = directivesOf(response.headers['content-security-policy']);
      expect(policy.get('default-src'), url).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), url).toEqual(["'none'"]);
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      expect(policy.get('base-uri'), url).toEqual(["'self'"]);
      expect(policy.get('form-action'), url).toEqual(["'self'"]);
    }
  });

  it('csp: no inline script anywhere; inline styles (antd, Swagger UI write <style> elements)', async () => {
    for (const url of ['/', '/docs']) {
      const policy = directivesOf((await app.inject({ url })).headers['content-security-policy']);
      expect(policy.get('script-src'), url).toEqual(["'self'"]);
      expect(policy.get('script-src-attr'), url).toEqual(["'none'"]);
      expect(policy.get('style-src'), url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:']);
      expect(policy.get('connect-src'), url).toEqual(["'self'"]);
    }
  });

  it('csp: upgrade-insecure-requests only when the portal is served over HTTPS', async () => {
    expect(
      directivesOf((await app.inject({ url: '/' })).headers['content-security-policy']).has(
        'upgrade-insecure-requests',
      ),
    ).toBe(false);
    const https = await buildTestApp({ secureCookies: true });
    try {
      const header = (await call(https, authEndpoints.systemTime)).headers['content-security-policy'];
      expect(directivesOf(header).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('docs: /docs is not served when EXPOSE_DOCS is off (production)', async () => {
    const closed = await buildTestApp({ exposeDocs: false });
    try {
      for (const url of ['/docs', '/docs/json', '/docs/static/index.html']) {
        expect((await closed.inject({ url })).statusCode, url).toBe(404);
      }
    } finally {
      await closed.close();
    }
  });
});
