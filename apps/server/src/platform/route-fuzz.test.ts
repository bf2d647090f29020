import { type EndpointDeclaration, isStaffAccess, STAFF_ROLES } from '@cargo/domain';
import { authEndpoints } from '@cargo/domain/api/auth';
import { correctionEndpoints } from '@cargo/domain/api/correction';
import { declarationEndpoints } from '@cargo/domain/api/declaration';
import { fileEndpoints } from '@cargo/domain/api/file';
import { ALL_ENDPOINTS } from '@cargo/domain/api/index';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type HostileRequest, hostileRequests } from '../test/hostile-requests.ts';
import { logInAsStaff } from '../test/insuring.fixtures.ts';
import { useTestApp } from '../test/suite.ts';
import { call, endpointUrl, logInAs } from '../test/test-app.ts';

/**
 * Every declared route, sent hostile input (NUL bytes, 100k-character text, wrong types, ids beyond the
 * integer range, numbers JSON cannot hold, bodies that do not parse, broken multipart): no answer is a
 * 5xx, and every 400 is the usual envelope with a message in the caller's language.
 */

const ctx = useTestApp();

interface Finding {
  readonly route: string;
  readonly request: string;
  readonly status: number;
  readonly body: string;
}

const CJK = /[\u4e00-\u9fff]/u;

/** What is wrong with an answer, if anything: a 5xx, or a 400 that is not a localised envelope. */
const problemOf = (response: LightMyRequestResponse, language: 'zh' | 'en'): string | undefined => {
  if (response.statusCode >= 500) return 'a 5xx';
  if (response.statusCode !== 400) return undefined;
  const envelope = response.json() as Record<string, unknown>;
  if (Object.keys(envelope).sort().join() !== 'code,data,message,traceId') return 'not the envelope';
  const message = envelope.message;
  if (typeof message !== 'string' || message === '') return 'no message';
  // "e.g." is English, not a key.
  const words = message.replaceAll('e.g.', '');
  if (/\b[a-z]+\.[a-z]+[A-Za-z.]*\b/.test(words) && !words.includes('@')) return 'a raw message key';
  if (language === 'zh' && !CJK.test(message)) return 'an untranslated message';
  return undefined;
};

/** Each request from its own address, so the rate limits of public routes let every one through. */
const send = (
  app: FastifyInstance,
  request: HostileRequest,
  token: string | undefined,
  lang: 'zh' | 'en',
  sequence: number,
) =>
  app.inject({
    method: request.method,
    remoteAddress: `10.${(sequence >> 16) & 255}.${(sequence >> 8) & 255}.${sequence & 255}`,
    url: request.url,
    ...(request.headers === undefined ? {} : { headers: request.headers }),
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    cookies: { lang, ...(token === undefined ? {} : { 'Admin-Token': token }) },
  });

/** Sends every hostile request of the endpoints; the ones answering badly, and how many were sent. */
const fuzz = async (
  app: FastifyInstance,
  endpoints: readonly EndpointDeclaration[],
  tokenFor: (endpoint: EndpointDeclaration) => string | undefined,
) => {
  const findings: Finding[] = [];
  let sent = 0;
  let unauthorised = 0;
  for (const endpoint of endpoints) {
    const token = tokenFor(endpoint);
    for (const [index, request] of hostileRequests(endpoint).entries()) {
      const lang = index % 2 === 0 ? 'zh' : 'en';
      const response = await send(app, request, token, lang, sent);
      sent += 1;
      if (token !== undefined && response.statusCode === 401) unauthorised += 1;
      const problem = problemOf(response, lang);
      if (problem !== undefined) {
        findings.push({
          route: `${endpoint.method} ${endpoint.path}`,
          request: `${request.label}: ${problem}`,
          status: response.statusCode,
          body: response.body.slice(0, 160),
        });
      }
    }
  }
  return { findings, sent, unauthorised };
};

/** Routes that end the session go last, so the others are reached with a live one. */
const endsSession = (endpoint: EndpointDeclaration) => endpoint === authEndpoints.logout;

describe('hostile input on every route', () => {
  it('answers no 5xx and a localised 400 envelope to a logged-in customer and staff', async () => {
    const app = ctx.app;
    const customer = await logInAs(app, 'demo');
    // One staff member holding every role reaches every staff route.
    const staff = await logInAsStaff(app, STAFF_ROLES);
    const endpoints = ALL_ENDPOINTS.filter((endpoint) => endpoint.access !== 'public').sort(
      (a, b) => Number(endsSession(a)) - Number(endsSession(b)),
    );
    const { findings, sent, unauthorised } = await fuzz(app, endpoints, (endpoint) =>
      isStaffAccess(endpoint.access) ? staff : customer,
    );
    console.info(`route fuzz (session): ${sent} requests over ${endpoints.length} routes`);
    expect(findings).toEqual([]);
    // The requests reached validation: only the logout route's own requests may find the session gone.
    expect(unauthorised).toBeLessThan(100);
  }, 300_000);

  it('answers no 5xx and a localised 400 envelope to an anonymous caller on public routes', async () => {
    const endpoints = ALL_ENDPOINTS.filter((endpoint) => endpoint.access === 'public');
    const { findings, sent } = await fuzz(ctx.app, endpoints, () => undefined);
    console.info(`route fuzz (anonymous): ${sent} requests over ${endpoints.length} routes`);
    expect(findings).toEqual([]);
  }, 300_000);
});

describe('what a caller reads for each kind of hostile input', () => {
  const issuesOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(400);
    const envelope = response.json() as { message: string; data: { issues: { path: string[] }[] } };
    return { message: envelope.message, paths: envelope.data.issues.map((issue) => issue.path.join('.')) };
  };

  it('refuses a NUL character in any field, even on the login route without a session', async () => {
    const login = { account: 'a\u0000b', password: 'x', captchaId: 'c', verifyCode: '1234' };
    expect(issuesOf(await call(ctx.app, authEndpoints.accountLogin, login))).toEqual({
      message: '账号：含有不允许的字符（空字符）',
      paths: ['account'],
    });
    const english = await call(ctx.app, authEndpoints.accountLogin, login, { lang: 'en' });
    expect(english.json().message).toBe(
      'Account: contains a character that is not allowed (a NUL character)',
    );
  });

  it('refuses a record id beyond the integer column with the range it must be in', async () => {
    const token = await logInAs(ctx.app, 'demo');
    const cancel = await call(
      ctx.app,
      correctionEndpoints.withdrawCorrection,
      { id: 2 ** 31 },
      { cookie: token },
    );
    expect(issuesOf(cancel)).toEqual({ message: '编号：应为 1 至 2147483647 之间的整数', paths: ['id'] });
    const batch = await call(
      ctx.app,
      declarationEndpoints.getBatch,
      { batchId: '2147483648' },
      { cookie: token, lang: 'en' },
    );
    expect(issuesOf(batch)).toEqual({
      message: 'Batch number: must be a whole number from 1 to 2147483647',
      paths: ['batchId'],
    });
  });

  it('answers a multipart body without a boundary with a 400 on the file field', async () => {
    const token = await logInAs(ctx.app, 'demo');
    const upload = await ctx.app.inject({
      method: 'POST',
      url: endpointUrl(fileEndpoints.uploadAttachment, { documentType: '01' }),
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'no parts here',
      cookies: { 'Admin-Token': token },
    });
    expect(issuesOf(upload)).toEqual({
      message: '文件：上传内容不是完整的文件表单，请重新选择文件上传',
      paths: ['file'],
    });
  });
});
