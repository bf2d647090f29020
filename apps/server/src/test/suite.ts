import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AppConfig } from '../config.ts';
import type { DEMO_USERS } from '../db/seed/demo.seed.ts';
import { buildTestApp, callPrepared, logInAs, type PreparedCall } from './test-app.ts';

/** What test files use inside vitest (hooks and checks); `test-app.ts` keeps what runs anywhere. */

/** The app of a test file and the session its tests act in. */
export interface TestApp {
  /** Built on a freshly reset database before the file's tests, closed after them. */
  readonly app: FastifyInstance;
  /** The session token of the user `useTestApp` logged in. */
  readonly token: string;
}

/**
 * Builds the test file's app before its tests (and logs `logIn` in when given) and closes it after them.
 * The getters answer once the file's `beforeAll` has run: read them inside hooks and tests.
 */
export const useTestApp = (
  options: { logIn?: keyof typeof DEMO_USERS; config?: Partial<AppConfig> } = {},
): TestApp => {
  let app: FastifyInstance | undefined;
  let token: string | undefined;
  beforeAll(async () => {
    app = await buildTestApp(options.config);
    if (options.logIn !== undefined) token = await logInAs(app, options.logIn);
  });
  afterAll(async () => {
    await app?.close();
  });
  return {
    get app() {
      if (app === undefined) throw new Error('The test app is built in beforeAll: read it inside tests');
      return app;
    },
    get token() {
      if (token === undefined) throw new Error('No session: pass `logIn` to useTestApp');
      return token;
    },
  };
};

/** The `data` of an answer that must be HTTP 200 (the body is shown when it is not). */
export const data = <T>(response: LightMyRequestResponse): T => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as T;
};

/**
 * Checks that an answer sends the bytes as a download: HTTP 200, the content type, the ASCII name and the
 * real name (`filename*`, RFC 5987) of the attachment.
 */
export const expectAttachment = (
  response: LightMyRequestResponse,
  expected: { contentType: string; asciiName: string; fileName: string; bytes: Buffer },
) => {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(expected.contentType);
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="${expected.asciiName}"; filename*=UTF-8''${encodeURIComponent(expected.fileName)}`,
  );
  expect(response.rawPayload.equals(expected.bytes)).toBe(true);
};

/** The `message` of the answer to a call in the session (in English by default), which must be HTTP 400. */
export const refusalOf = async (
  actor: TestApp,
  prepared: PreparedCall,
  lang: 'zh' | 'en' = 'en',
): Promise<string> => {
  const response = await callPrepared(actor.app, prepared, { cookie: actor.token, lang });
  expect(response.statusCode, response.body).toBe(400);
  return response.json().message;
};
