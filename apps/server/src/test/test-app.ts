import { GATEWAY_PREFIX } from '@cargo/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { DEMO_USERS } from '../db/seed/demo.seed.ts';
import { seedIfEmpty } from '../db/seed/seed.ts';

/**
 * One database per test process (PGlite starts slowly): in memory by default, or PostgreSQL when
 * TEST_DATABASE_URL is set. Each test file resets it to the demo data with `resetDatabase()`.
 */
const globalStore = globalThis as { testDatabase?: Promise<DatabaseHandle> };

const openTestDatabase = async (): Promise<DatabaseHandle> => {
  const url = process.env.TEST_DATABASE_URL;
  const handle = openDatabase(url ?? 'memory://', '');
  if (handle.kind === 'postgres') {
    await handle.db.execute(sql`drop schema if exists public cascade`);
    await handle.db.execute(sql`drop schema if exists drizzle cascade`);
    await handle.db.execute(sql`create schema public`);
  }
  await handle.migrate();
  return handle;
};

export const testDatabase = (): Promise<DatabaseHandle> => {
  globalStore.testDatabase ??= openTestDatabase();
  return globalStore.testDatabase;
};

/** Empties every table and loads the demo data again. */
export const resetDatabase = async (handle: DatabaseHandle) => {
  const result = await handle.db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const rows = (result as unknown as { rows: { tablename: string }[] }).rows;
  const names = rows.map((row) => `"${row.tablename}"`).join(', ');
  if (names) await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
  await seedIfEmpty(handle.db);
};

export const buildTestApp = async (overrides: Partial<ReturnType<typeof loadConfig>> = {}) => {
  const handle = await testDatabase();
  await resetDatabase(handle);
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    exposeOutbox: true,
    webDistDir: undefined,
    ...overrides,
  };
  return buildApp(config, handle);
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
  const response = await post(app, '/epa-login', {
    account: user.loginName,
    password: user.password,
    ...(await imageCode(app)),
  });
  const cookie = response.cookies.find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error(`login failed: ${response.body}`);
  return cookie.value;
};
