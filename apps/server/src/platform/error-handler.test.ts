import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logLines } from '../test/log-lines.ts';
import { registerErrorHandling } from './error-handler.ts';

/** A Fastify app with the error handler, logging into an array of parsed lines. */
const appWithErrorLog = async () => {
  const { lines, stream } = logLines();
  const app = Fastify({ logger: { level: 'info', stream } });
  registerErrorHandling(app);
  app.get('/client-gone', async () => {
    throw Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
  });
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
};

describe('the error log', () => {
  it('logs a client that closed the connection mid-answer at info, a failure of ours at error', async () => {
    const { app, lines } = await appWithErrorLog();
    await app.inject({ url: '/client-gone' });
    await app.inject({ url: '/fails' });
    const logged = lines.filter((line) => line.err !== undefined).map((line) => [line.level, line.msg]);
    expect(logged).toEqual([
      [30, 'client closed the connection before the answer'],
      [50, 'unhandled error'],
    ]);
    await app.close();
  });
});
