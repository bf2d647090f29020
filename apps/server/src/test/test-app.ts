import { GATEWAY_PREFIX } from '@cargo/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { DEMO_STAFF_ROLES, DEMO_USERS } from '../db/seed/demo.seed.ts';
import { createTemplateDatabase, freshTestDatabase } from './test-database.ts';

/**
 * Each test file's app has its own database in the demo state (see `test-database.ts`): PGlite in memory by
 * default, or PostgreSQL when TEST_DATABASE_URL is set (a copy of the run's template database).
 */
const postgresServerUrl = process.env.TEST_DATABASE_URL || undefined;
let template: Promise<string> | undefined;

/** The template database that vitest's global setup made (`setup.ts` passes it on). */
export const useTemplateDatabase = (name: string | undefined) => {
  if (name !== undefined) template = Promise.resolve(name);
};

const postgresTarget = async () => {
  if (postgresServerUrl === undefined) return undefined;
  // Without the global setup (another runner), the first file makes the template.
  template ??= createTemplateDatabase(postgresServerUrl);
  return { serverUrl: postgresServerUrl, template: await template };
};

/** Made ahead by `testDatabase()`, taken by the next `buildTestApp()`. */
let nextDatabase: Promise<DatabaseHandle> | undefined;

/** The database the next `buildTestApp()` of this file will use (for its `kind`, say). */
export const testDatabase = (): Promise<DatabaseHandle> => {
  nextDatabase ??= postgresTarget().then(freshTestDatabase);
  return nextDatabase;
};

/** The app on a database of its own in the demo state; closing the app releases the database. */
export const buildTestApp = async (overrides: Partial<AppConfig> = {}) => {
  const handle = await testDatabase();
  nextDatabase = undefined;
  const config: AppConfig = {
    ...loadConfig({ NODE_ENV: 'test' }),
    exposeOutbox: true,
    webDistDir: undefined,
    jobQueue: handle.kind === 'postgres' ? 'pg-boss' : 'in-process',
    ...overrides,
  };
  const app = await buildApp(config, handle);
  app.addHook('onClose', () => handle.close());
  return app;
};

export const gatewayUrl = (path: string) => `${GATEWAY_PREFIX}${path}`;

/** A POST through the gateway with an optional session cookie and language. */
export const post = (
  app: FastifyInstance,
  path: string,
  body: unknown = {},
  options: { cookie?: string; lang?: 'zh' | 'en' } = {},
): Promise<LightMyRequestResponse> =>
  app.inject({
    method: 'POST',
    url: gatewayUrl(path),
    payload: body as object,
    cookies: {
      ...(options.cookie ? { 'Admin-Token': options.cookie } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    },
  });

export const get = (
  app: FastifyInstance,
  path: string,
  options: { cookie?: string; lang?: 'zh' | 'en' } = {},
) =>
  app.inject({
    method: 'GET',
    url: gatewayUrl(path),
    cookies: {
      ...(options.cookie ? { 'Admin-Token': options.cookie } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    },
  });

/** A fresh image code and its text, read from the dev outbox. */
export const imageCode = async (app: FastifyInstance) => {
  const issued = (await post(app, '/epa-getVerifyCode')).json().data as { captchaId: string };
  const outbox = (await get(app, `/dev/outbox?channel=captcha&recipient=${issued.captchaId}`)).json()
    .data as {
    body: string;
  }[];
  return { captchaId: issued.captchaId, verifyCode: outbox[0]!.body };
};

/** Logs a demo user in and returns the session token. */
export const logInAs = async (app: FastifyInstance, who: keyof typeof DEMO_USERS = 'demo') => {
  const user = DEMO_USERS[who];
  // Staff log in at their own entry (the customer login refuses them).
  const entry = who in DEMO_STAFF_ROLES ? '/cargo/staff/login' : '/epa-login';
  const response = await post(app, entry, {
    account: user.loginName,
    password: user.password,
    ...(await imageCode(app)),
  });
  const cookie = response.cookies.find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error(`login failed: ${response.body}`);
  return cookie.value;
};
