import { createCargoApiClient } from '@cargo/api-client';
import type { ApiKeyCreateRequest } from '@cargo/domain';
import { API_SCOPES } from '@cargo/domain';
import { API_V1_PREFIX } from '@cargo/domain/api/v1/index';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { openPolicies, users } from '../db/schema/index.ts';
import { DEMO_USERS } from '../db/seed/demo.seed.ts';
import { createApiKey } from '../features/api-key/api-key.service.ts';
import { saveDefaultAction } from '../features/auto-insure/auto-insure.repository.ts';
import { sessionForJob } from '../platform/session.ts';
import { createOpenPolicy } from './declaration.fixtures.ts';
import { accountIdOf } from './roles.fixtures.ts';

/** Test helpers of the customer API: keys made through the service, and calls with a bearer key. */

const userIdOf = async (app: FastifyInstance, loginName: string) => {
  const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.loginName, loginName));
  if (user === undefined) throw new Error(`no user ${loginName}`);
  return user.id;
};

/** A key's secret for an account (SHOCEAN by default, created by demo), all scopes unless given. */
export const apiKeyFor = async (
  app: FastifyInstance,
  options: Partial<ApiKeyCreateRequest> & { accountName?: string; loginName?: string } = {},
) => {
  const accountId = await accountIdOf(app, options.accountName ?? 'SHOCEAN');
  const userId = await userIdOf(app, options.loginName ?? DEMO_USERS.demo.loginName);
  const created = await createApiKey(app, sessionForJob({ userId, accountId }), {
    name: options.name ?? 'test key',
    scopes: options.scopes ?? [...API_SCOPES],
    environment: options.environment ?? 'live',
    ...(options.expiresOn === undefined ? {} : { expiresOn: options.expiresOn }),
  });
  return created;
};

export interface ApiCallOptions {
  readonly key?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly language?: 'zh-CN' | 'en-US';
}

/** A raw call of `/api/v1` (path under the prefix), with a bearer key. */
export const apiRequest = (
  app: FastifyInstance,
  method: 'GET' | 'POST',
  path: string,
  options: ApiCallOptions = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url: `${API_V1_PREFIX}${path}`,
    headers: {
      ...(options.key === undefined ? {} : { authorization: `Bearer ${options.key}` }),
      ...(options.language === undefined ? {} : { 'accept-language': options.language }),
      ...options.headers,
    },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });

/** `fetch` answered by the app itself (`app.inject`), for the typed client. */
export const injectFetch =
  (app: FastifyInstance) =>
  async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body === null ? undefined : Buffer.from(await request.arrayBuffer());
    const answer = await app.inject({
      method: request.method as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers.entries()),
      ...(body === undefined ? {} : { payload: body }),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(answer.rawPayload, { status: answer.statusCode, headers });
  };

/** The typed client of `/api/v1` (`@cargo/api-client`) on the test app, with a key and a language. */
export const apiClient = (app: FastifyInstance, key: string, language: 'zh-CN' | 'en-US' = 'en-US') =>
  createCargoApiClient({
    baseUrl: `http://portal.test${API_V1_PREFIX}`,
    apiKey: key,
    headers: { 'accept-language': language },
    fetch: injectFetch(app),
  });

/**
 * Lets the open policy's auto-insure default declare what no rule matches (the seeded default holds it: every
 * shipment the API sends would wait for a person), as an administrator who trusts the system would set it.
 */
export const declareWithoutRules = async (app: FastifyInstance, policyNo: string) => {
  const [policy] = await app.db
    .select({ id: openPolicies.id })
    .from(openPolicies)
    .where(eq(openPolicies.policyNo, policyNo));
  if (policy === undefined) throw new Error(`no open policy ${policyNo}`);
  await saveDefaultAction(app.db, policy.id, 'declare');
};

/** A new open policy of SHOCEAN whose auto-insure default declares (see `declareWithoutRules`). */
export const autoDeclaredOpenPolicy = async (app: FastifyInstance) => {
  const policy = await createOpenPolicy(app, 'SHOCEAN');
  await declareWithoutRules(app, policy.policyNo);
  return policy;
};
