import type { EndpointDeclaration, EndpointInput } from '@cargo/domain';
import { authEndpoints } from '@cargo/domain/api/auth';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { call } from './test-app.ts';

/** What the password-reset and neutral-answer tests share: calls from addresses of their own, the outbox. */

let ipCounter = 0;
/** An address of its own for each call that is rate limited per IP. */
export const freshIp = () => {
  ipCounter += 1;
  return `198.18.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
};

/** A call without a session from an address of its own (or `ip`). */
export const callFromIp = <E extends EndpointDeclaration>(
  app: FastifyInstance,
  endpoint: E,
  input: EndpointInput<E>,
  options: { ip?: string; lang?: 'zh' | 'en'; cookie?: string } = {},
) =>
  call(app, endpoint, input, {
    remoteAddress: options.ip ?? freshIp(),
    lang: options.lang ?? 'zh',
    ...(options.cookie ? { cookie: options.cookie } : {}),
  });

/** A fresh image code and its text, asked from an address of its own. */
export const freshImageCode = async (app: FastifyInstance) => {
  const issued = await callFromIp(app, authEndpoints.imageCode, {});
  const { captchaId } = issued.json().data as { captchaId: string };
  const rows = (
    await call(app, outboxEndpoints.messages, { channel: 'captcha', recipient: captchaId })
  ).json().data as { body: string }[];
  return { captchaId, verifyCode: rows[0]!.body };
};

export interface SentMessage {
  subject: string;
  body: string;
}

/** The messages of a channel to a recipient, newest first (what the user reads in its mailbox or phone). */
export const messagesTo = async (app: FastifyInstance, channel: 'mail' | 'sms', recipient: string) =>
  (await call(app, outboxEndpoints.messages, { channel, recipient })).json().data as SentMessage[];

/**
 * An answer as a stranger sees it: status, the headers that are not per request, and the body with its trace
 * id (a random number of every answer) blanked; two of these compared as text must be equal byte for byte.
 */
export const answerAsSeen = (response: LightMyRequestResponse): string => {
  const volatile = new Set(['date', 'x-trace-id', 'traceparent', 'x-ratelimit-reset', 'retry-after']);
  const headers = Object.entries(response.headers)
    .filter(([name]) => !volatile.has(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}: ${String(value)}`);
  const body = response.body.replace(/"traceId":"[^"]*"/, '"traceId":"-"');
  return [`HTTP ${response.statusCode}`, ...headers, '', body].join('\n');
};
