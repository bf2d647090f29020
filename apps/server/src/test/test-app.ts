import { setTimeout as sleep } from 'node:timers/promises';
import {
  type EndpointDeclaration,
  type EndpointInput,
  fillPath,
  GATEWAY_PREFIX,
  pathParameters,
} from '@cargo/domain';
import { authEndpoints } from '@cargo/domain/api/auth';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import { staffEndpoints } from '@cargo/domain/api/staff';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import type { z } from 'zod';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { DEMO_STAFF_TOTP_SECRETS, DEMO_USERS } from '../db/seed/demo.seed.ts';
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

/** What a test sends along with a call: the session, the language, the caller's address, extra headers. */
export interface CallOptions {
  /** The session token (cookie `Admin-Token`). */
  readonly cookie?: string;
  /** The caller's language (cookie `lang`). */
  readonly lang?: 'zh' | 'en';
  /** The caller's IP (default 127.0.0.1). */
  readonly remoteAddress?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

/** The arguments after the endpoint: the input may be left out when the endpoint takes none. */
type CallArguments<E extends EndpointDeclaration> =
  Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions];

type InputOf<S> = S extends z.ZodType ? z.input<S> : Record<never, never>;

/** What goes in an endpoint's URL: its path parameters and its query. */
type UrlInput<E extends EndpointDeclaration> = InputOf<E['params']> & InputOf<E['query']>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The field names of a declared object schema (its `shape`); none for any other schema. */
const fieldsOf = (schema: EndpointDeclaration['query']): string[] => {
  const shape: unknown = schema !== undefined && 'shape' in schema ? schema.shape : undefined;
  return typeof shape === 'object' && shape !== null ? Object.keys(shape) : [];
};

/** `?a=1&b=x` of the values given (arrays joined by commas, as the web sends them), or ''. */
const queryString = (values: Record<string, unknown>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    search.append(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
};

/** A body that is not an object, as a test of bad input sends it (a number or `null` as its JSON text). */
const wholeBody = (input: unknown): object | string =>
  typeof input === 'string' || (typeof input === 'object' && input !== null) ? input : JSON.stringify(input);

/**
 * The request the web would make for the input, split as `apps/web/src/api/endpoint-call.ts` splits it:
 * the path parameters fill the path; the rest is the query of a GET, or the JSON body of a POST/PUT (less
 * the fields of a declared `query`, which go in the query string). An input that is not an object (a
 * test of bad input) goes whole as the body.
 */
const requestOf = (
  endpoint: EndpointDeclaration,
  input: unknown,
): { url: string; body: object | string | undefined } => {
  if (!isRecord(input)) return { url: `${GATEWAY_PREFIX}${endpoint.path}`, body: wholeBody(input) };
  const values: Record<string, unknown> = { ...input };
  const path = fillPath(endpoint.path, values);
  for (const name of pathParameters(endpoint.path)) delete values[name];
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE')
    return { url: `${GATEWAY_PREFIX}${path}${queryString(values)}`, body: undefined };
  const query: Record<string, unknown> = {};
  for (const name of fieldsOf(endpoint.query)) {
    query[name] = values[name];
    delete values[name];
  }
  // A PUT without a declared body sends none, as the web does.
  const body = endpoint.method === 'PUT' && endpoint.body === undefined ? undefined : values;
  return { url: `${GATEWAY_PREFIX}${path}${queryString(query)}`, body };
};

const send = (
  app: FastifyInstance,
  endpoint: EndpointDeclaration,
  input: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> => {
  const { url, body } = requestOf(endpoint, input ?? {});
  return app.inject({
    method: endpoint.method,
    url,
    ...(body === undefined ? {} : { payload: body }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    ...(options.headers ? { headers: { ...options.headers } } : {}),
    cookies: {
      ...(options.cookie ? { 'Admin-Token': options.cookie } : {}),
      ...(options.lang ? { lang: options.lang } : {}),
    },
  });
};

/**
 * Calls a declared endpoint through the gateway with its input (path parameters, query or body together,
 * as the web's `call` takes them) and an optional session, language, caller address and headers. (The
 * second signature serves helpers generic in the endpoint, which pass an `EndpointInput<E>` along.)
 */
export function call<E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  ...[input, options]: CallArguments<E>
): Promise<LightMyRequestResponse>;
export function call<E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E>,
  options?: CallOptions,
): Promise<LightMyRequestResponse>;
export function call(
  app: FastifyInstance,
  endpoint: EndpointDeclaration,
  input?: unknown,
  options?: CallOptions,
): Promise<LightMyRequestResponse> {
  return send(app, endpoint, input, options);
}

/**
 * `call` with an input the endpoint's types do not allow, for tests of what the server does with bad
 * input (a missing or malformed field, a value out of range, a body that is not an object).
 */
export const callWithInvalidInput = (
  app: FastifyInstance,
  endpoint: EndpointDeclaration,
  input: unknown,
  options?: CallOptions,
): Promise<LightMyRequestResponse> => send(app, endpoint, input, options);

/** A call to make later, its input checked where it is written: one of a list of calls checked alike. */
export interface PreparedCall {
  readonly endpoint: EndpointDeclaration;
  readonly input: unknown;
}

/** Prepares a call of the endpoint with the input (which may be left out when the endpoint takes none). */
export const prepareCall = <E extends EndpointDeclaration>(
  endpoint: E,
  ...[input]: Record<never, never> extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : [input: EndpointInput<E>]
): PreparedCall => ({ endpoint, input });

/** Makes a prepared call. */
export const callPrepared = (
  app: FastifyInstance,
  prepared: PreparedCall,
  options?: CallOptions,
): Promise<LightMyRequestResponse> => send(app, prepared.endpoint, prepared.input, options);

/**
 * The URL of a declared endpoint, its path parameters filled in from the input and the rest as the query
 * string (of a GET, or the declared `query` of a POST such as an upload): for requests `call` does not make
 * (multipart uploads, raw bodies).
 */
export const endpointUrl = <E extends EndpointDeclaration>(
  endpoint: E,
  ...[input]: Record<never, never> extends UrlInput<E> ? [input?: UrlInput<E>] : [input: UrlInput<E>]
): string => requestOf(endpoint, input ?? {}).url;

/** `endpointUrl` with an input the endpoint's types do not allow, for tests of bad input. */
export const endpointUrlWithInvalidInput = (endpoint: EndpointDeclaration, input: unknown): string =>
  requestOf(endpoint, input).url;

/** A fresh image code and its text, read from the dev outbox. */
export const imageCode = async (app: FastifyInstance) => {
  const issued = (await call(app, authEndpoints.imageCode)).json().data as { captchaId: string };
  const outbox = (
    await call(app, outboxEndpoints.messages, { channel: 'captcha', recipient: issued.captchaId })
  ).json().data as {
    body: string;
  }[];
  return { captchaId: issued.captchaId, verifyCode: outbox[0]!.body };
};

/** Logs a demo user in and returns the session token. */
export const logInAs = async (app: FastifyInstance, who: keyof typeof DEMO_USERS = 'demo') => {
  const user = DEMO_USERS[who];
  const credentials = { account: user.loginName, password: user.password, ...(await imageCode(app)) };
  // Staff log in at their own entry (the customer login refuses them), with TOTP.
  if (who in DEMO_STAFF_TOTP_SECRETS) {
    const secret = DEMO_STAFF_TOTP_SECRETS[who as keyof typeof DEMO_STAFF_TOTP_SECRETS];
    return completeStaffLogin(app, await call(app, staffEndpoints.staffLogin, credentials), secret);
  }
  const response = await call(app, authEndpoints.accountLogin, credentials);
  const cookie = response.cookies.find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error(`login failed: ${response.body}`);
  return cookie.value;
};

/** Logs a customer user in by login name and password (a user a test created) and returns the session token. */
export const logInWithPassword = async (app: FastifyInstance, loginName: string, password: string) => {
  const credentials = { account: loginName, password, ...(await imageCode(app)) };
  const response = await call(app, authEndpoints.accountLogin, credentials);
  const cookie = response.cookies.find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error(`login failed: ${response.body}`);
  return cookie.value;
};

/** TOTP for the tests: the codes of a secret, and the staff's second step of login (docs "Two-factor sign-in"). */

const PERIOD = 30;

const stepNow = () => Math.floor(Date.now() / 1000 / PERIOD);

/** The code of a secret `offsetSteps` 30-second steps from now. */
export const totpCode = (secret: string, offsetSteps = 0): Promise<string> =>
  generate({ secret, epoch: (stepNow() + offsetSteps) * PERIOD });

/** The steps each app (database) has accepted of each secret: a code is never given twice (replay). */
const usedSteps = new WeakMap<FastifyInstance, Map<string, number>>();

/**
 * A code of the secret the server has not accepted yet: of the step before, now or after (the server accepts
 * one step either way), waiting for the next step when all three were used.
 */
export const unusedTotpCode = async (app: FastifyInstance, secret: string): Promise<string> => {
  const used = usedSteps.get(app) ?? new Map<string, number>();
  usedSteps.set(app, used);
  for (;;) {
    const now = stepNow();
    const step = Math.max(now - 1, (used.get(secret) ?? 0) + 1);
    if (step <= now + 1) {
      used.set(secret, step);
      return generate({ secret, epoch: step * PERIOD });
    }
    await sleep((now + 1) * PERIOD * 1000 - Date.now() + 50);
  }
};

/** The challenge of a login answer that asks for the second step. */
export const challengeOf = (response: LightMyRequestResponse) => {
  const data = response.json().data as {
    twoFactor?: { challenge: string; step: 'code' | 'enrol'; expiresInSeconds: number };
  } | null;
  if (!data?.twoFactor) throw new Error(`no two-factor challenge: ${response.body}`);
  return data.twoFactor;
};

/**
 * The second step of a staff login answer: with the staff member's secret, or (`secret` undefined, a staff
 * member without TOTP yet) setting TOTP up on the way. Answers the session token.
 */
export const completeStaffLogin = async (
  app: FastifyInstance,
  loginResponse: LightMyRequestResponse,
  secret?: string,
): Promise<string> => {
  const { challenge, step } = challengeOf(loginResponse);
  let key = secret;
  if (step === 'enrol') {
    const enrolment = await call(app, authEndpoints.challengeEnrolment, { challenge });
    key = (enrolment.json().data as { secret: string }).secret;
  }
  if (key === undefined) throw new Error('a staff member with TOTP needs its secret to log in');
  const response = await call(app, staffEndpoints.staffTwoFactorSignIn, {
    challenge,
    code: await unusedTotpCode(app, key),
  });
  const cookie = response.cookies.find((c) => c.name === 'Admin-Token');
  if (!cookie) throw new Error(`staff login failed: ${response.body}`);
  return cookie.value;
};
