import { authEndpoints } from '@cargo/domain/api/auth';
import { outboxEndpoints } from '@cargo/domain/api/outbox';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { outbox } from '../db/schema/index.ts';
import { buildTestApp, call, testDatabase } from '../test/test-app.ts';

/** The same database behind an app as configured by default (outbox hidden) and one as in production. */
let hidden: FastifyInstance;
let production: FastifyInstance;
beforeAll(async () => {
  const handle = await testDatabase();
  hidden = await buildTestApp({ exposeOutbox: false });
  production = await buildApp({ ...loadConfig({ NODE_ENV: 'production' }), logLevel: 'silent' }, handle);
});
afterAll(async () => {
  await production.close();
  await hidden.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const issueImageCode = async (app: FastifyInstance) =>
  (await call(app, authEndpoints.imageCode)).json().data as {
    captchaId: string;
    image: string;
  };

describe('the dev outbox', () => {
  it('outbox: anonymous GET /dev/outbox is 404 unless EXPOSE_OUTBOX=1', async () => {
    for (const app of [hidden, production]) {
      const response = await call(app, outboxEndpoints.messages, { channel: 'captcha' });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('404000');
    }
    const shown = await buildTestApp({ exposeOutbox: true });
    try {
      expect((await call(shown, outboxEndpoints.messages)).statusCode).toBe(200);
    } finally {
      await shown.close();
    }
  });

  it('outbox: with the outbox hidden in development the image code goes to the server log, not the outbox', async () => {
    const info = vi.spyOn(hidden.log, 'info');
    const { captchaId, image } = await issueImageCode(hidden);
    expect(image).toMatch(/^<svg/);
    const logged = info.mock.calls.find(
      ([fields]) => (fields as { recipient?: string }).recipient === captchaId,
    );
    expect(logged?.[0]).toMatchObject({ channel: 'captcha', recipient: captchaId, body: expect.any(String) });
    expect(await hidden.db.select().from(outbox).where(eq(outbox.recipient, captchaId))).toEqual([]);
  });

  it('outbox: production never logs a code', async () => {
    const info = vi.spyOn(production.log, 'info');
    const { captchaId } = await issueImageCode(production);
    // The same spy sees the code in development (the test above); here no call names the code's channel.
    const logged = info.mock.calls.filter(
      ([fields]) => (fields as { channel?: string }).channel === 'captcha',
    );
    expect(captchaId).toBeTruthy();
    expect(logged).toEqual([]);
  });
});
