import { GATEWAY_PREFIX, pathParameters } from '@cargo/domain';
import { ALL_ENDPOINTS } from '@cargo/domain/api/index';
import { API_V1_PREFIX } from '@cargo/domain/api/v1/index';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/suite.ts';
import { callWithInvalidInput } from '../test/test-app.ts';

/** The server serves exactly the endpoints declared in `packages/domain/src/api`, each from its declaration. */

const ctx = useTestApp();
const key = (method: string, url: string) => `${method} ${url}`;

describe('the endpoint table', () => {
  it('declares every route the server serves, and the server serves every declared endpoint', () => {
    const served = ctx.app.gatewayRoutes.map((route) => key(route.method, route.url)).sort();
    const declared = ALL_ENDPOINTS.map((endpoint) =>
      key(endpoint.method, `${GATEWAY_PREFIX}${endpoint.path}`),
    ).sort();
    expect(served).toEqual(declared);
    expect(ctx.app.gatewayRoutes.filter((route) => !route.isDeclared)).toEqual([]);
  });

  it('declares each endpoint once', () => {
    const keys = ALL_ENDPOINTS.map((endpoint) => key(endpoint.method, endpoint.path));
    expect(keys.length).toBe(new Set(keys).size);
  });

  it('shows a response schema for every envelope route on /docs', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const missing = ALL_ENDPOINTS.filter((endpoint) => endpoint.answers !== 'file').filter((endpoint) => {
      const openApiPath = `${GATEWAY_PREFIX}${endpoint.path}`.replace(/:(\w+)/g, '{$1}');
      return spec.paths[openApiPath]?.[endpoint.method.toLowerCase()]?.responses?.['200'] === undefined;
    });
    expect(missing.map((endpoint) => endpoint.path)).toEqual([]);
  });

  it('shows the media type of every file answer on /docs, and leaves the customer API to its own document', async () => {
    const spec = (await ctx.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, { content?: object }> }>>;
    };
    const files = ALL_ENDPOINTS.filter((endpoint) => endpoint.answers === 'file');
    expect(files.filter((endpoint) => endpoint.mediaType === undefined).map((e) => e.path)).toEqual([]);
    for (const endpoint of files) {
      const openApiPath = `${GATEWAY_PREFIX}${endpoint.path}`.replace(/:(\w+)/g, '{$1}');
      const content = spec.paths[openApiPath]?.[endpoint.method.toLowerCase()]?.responses?.['200']?.content;
      expect(Object.keys(content ?? {}), endpoint.path).toEqual([endpoint.mediaType]);
    }
    expect(Object.keys(spec.paths).filter((path) => path.startsWith(API_V1_PREFIX))).toEqual([]);
  });
});

describe('access by declaration', () => {
  it('answers 401 / -99 to a caller without a session before looking at the body', async () => {
    const customerOnly = ALL_ENDPOINTS.filter(
      (endpoint) => endpoint.access !== 'public' && endpoint.method === 'POST',
    );
    expect(customerOnly.length).toBeGreaterThan(0);
    for (const endpoint of customerOnly) {
      const params = Object.fromEntries(pathParameters(endpoint.path).map((name) => [name, '1']));
      const { path } = endpoint;
      const response = await callWithInvalidInput(ctx.app, endpoint, {
        ...params,
        not: 'a valid body',
        pageSize: 'x'.repeat(5000),
      });
      expect({ path, status: response.statusCode, code: response.json().code }).toEqual({
        path,
        status: 401,
        code: '-99',
      });
    }
  });
});
