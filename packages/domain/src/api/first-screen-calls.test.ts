import { describe, expect, it } from 'vitest';
import type { EndpointDeclaration } from './endpoint.ts';
import { firstScreenCalls } from './first-screen-calls.ts';
import { ENDPOINT_GROUPS } from './index.ts';
import { portalFirstScreenCalls } from './portal-first-screen-calls.ts';

const declared: EndpointDeclaration[] = Object.values(ENDPOINT_GROUPS).flatMap((group) =>
  Object.values(group),
);

describe.each(Object.entries({ ...firstScreenCalls, ...portalFirstScreenCalls }))(
  'the first-screen call %s',
  (_name, route) => {
    const matches = declared.filter(
      (endpoint) => endpoint.method === route.method && endpoint.path === route.path,
    );

    it('is the method and path of one declared endpoint', () => {
      expect(matches).toHaveLength(1);
    });

    // The web sends a route's whole input as a GET's query or a POST's body (`callRoute`): it fills no path
    // parameter and cannot split a query from a body.
    it('is a GET, or a POST without a query beside its body, with no path parameter', () => {
      const [endpoint] = matches;
      expect(['GET', 'POST']).toContain(route.method);
      expect(route.method === 'GET' || endpoint?.query === undefined).toBe(true);
      expect(route.path).not.toContain(':');
    });
  },
);
