import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logLines } from '../test/log-lines.ts';
import { RequestLog } from './request-log.ts';

/** A Fastify app logging at `level` into an array of parsed lines, with one route that answers 200 or fails. */
const appLoggingAt = async (level: string) => {
  const { lines, stream } = logLines();
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
};

describe('request log', () => {
  it('writes nothing per request at info (the production level)', async () => {
    const { app, lines } = await appLoggingAt('info');
    await app.inject({ method: 'GET', url: '/ok' });
    expect(lines.filter((line) => String(line.msg).includes('request'))).toEqual([]);
    await app.close();
  });

  it('writes one line per answered request at debug, failed ones too', async () => {
    const { app, lines } = await appLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/ok?page=2' });
    await app.inject({ method: 'GET', url: '/fails' });
    const answered = lines.filter((line) => line.msg === 'request answered');
    expect(answered.map((line) => [line.method, line.url, line.statusCode])).toEqual([
      ['GET', '/ok?page=2', 200],
      ['GET', '/fails', 500],
    ]);
    await app.close();
  });
});
