import type { WebhookEndpointCreated, WebhookEndpointList } from '@cargo/domain';
import { webhookEndpoints } from '@cargo/domain/api/webhook';
import { beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints as endpointTable } from '../../db/schema/index.ts';
import { TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { accountIdOf, createMember } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInWithPassword } from '../../test/test-app.ts';

/** Endpoint management as production has it: https only, no loopback (the default configuration). */
const ctx = useTestApp({ logIn: 'demo' });
const PUBLIC_URL = 'https://93.184.216.34/cargo/hooks';

const create = (url: string, lang: 'zh' | 'en' = 'en', cookie = ctx.token) =>
  call(ctx.app, webhookEndpoints.create, { url, events: ['policy.issued'] }, { cookie, lang });

describe('webhook endpoints', () => {
  it('registers an https endpoint, shows its secret once and on reveal, rolls it, edits and deletes it', async () => {
    const created = data<WebhookEndpointCreated>(await create(PUBLIC_URL));
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ url: PUBLIC_URL, enabled: true, secretHint: created.secret.slice(-4) });
    const list = data<WebhookEndpointList>(
      await call(ctx.app, webhookEndpoints.list, {}, { cookie: ctx.token }),
    );
    expect(list.list.map((row) => [row.url, 'secret' in row])).toEqual([[PUBLIC_URL, false]]);
    const revealed = data<{ secret: string }>(
      await call(ctx.app, webhookEndpoints.revealSecret, { id: created.id }, { cookie: ctx.token }),
    );
    expect(revealed.secret).toBe(created.secret);
    const rolled = data<{ secret: string }>(
      await call(ctx.app, webhookEndpoints.rollSecret, { id: created.id }, { cookie: ctx.token }),
    );
    expect(rolled.secret).not.toBe(created.secret);
    const edited = data<{ events: string[]; enabled: boolean; disabledReason: string | null }>(
      await call(
        ctx.app,
        webhookEndpoints.update,
        {
          id: created.id,
          url: PUBLIC_URL,
          events: ['claim.status_changed', 'policy.issued'],
          enabled: false,
        },
        { cookie: ctx.token },
      ),
    );
    expect(edited).toMatchObject({
      events: ['claim.status_changed', 'policy.issued'],
      enabled: false,
      disabledReason: 'admin',
    });
    data(await call(ctx.app, webhookEndpoints.remove, { id: created.id }, { cookie: ctx.token }));
    expect(
      data<WebhookEndpointList>(await call(ctx.app, webhookEndpoints.list, {}, { cookie: ctx.token })).list,
    ).toEqual([]);
  });

  it('refuses plain http outside development, with a field error in the caller’s language', async () => {
    const english = await create('http://93.184.216.34/hook');
    expect(english.statusCode).toBe(400);
    expect(english.json().data.issues).toMatchObject([{ path: ['url'] }]);
    expect(english.body).toContain('must be an https address');
    const chinese = await create('http://93.184.216.34/hook', 'zh');
    expect(chinese.body).toContain('只能使用 https 地址');
  });

  it.each([
    'https://127.0.0.1/hook',
    'https://10.1.2.3/hook',
    'https://172.16.0.9/hook',
    'https://192.168.0.1/hook',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[fd00::1]/hook',
    'https://localhost/hook',
  ])('refuses %s (SSRF), after resolving its host', async (url) => {
    const answer = await create(url);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().data.issues).toMatchObject([{ path: ['url'] }]);
    expect(answer.body).toContain('private, loopback or reserved address');
  });

  it('refuses the same addresses on edit', async () => {
    const created = data<WebhookEndpointCreated>(await create(PUBLIC_URL));
    const answer = await call(
      ctx.app,
      webhookEndpoints.update,
      { id: created.id, url: 'https://169.254.169.254/', events: ['policy.issued'] },
      { cookie: ctx.token, lang: 'en' },
    );
    expect(answer.statusCode).toBe(400);
    await call(ctx.app, webhookEndpoints.remove, { id: created.id }, { cookie: ctx.token });
  });
});

describe('who may manage them', () => {
  let foreignId = 0;
  beforeAll(async () => {
    const [foreign] = await ctx.app.db
      .insert(endpointTable)
      .values({
        accountId: await accountIdOf(ctx.app, 'SHOCEAN-NB'),
        url: PUBLIC_URL,
        events: ['policy.issued'],
        secret: 'whsec_other',
      })
      .returning();
    foreignId = foreign!.id;
  });

  it('answers not found for another account’s endpoint on every route', async () => {
    const cookie = ctx.token;
    const answers = await Promise.all([
      call(
        ctx.app,
        webhookEndpoints.update,
        { id: foreignId, url: PUBLIC_URL, events: ['policy.issued'] },
        { cookie },
      ),
      call(ctx.app, webhookEndpoints.remove, { id: foreignId }, { cookie }),
      call(ctx.app, webhookEndpoints.revealSecret, { id: foreignId }, { cookie }),
      call(ctx.app, webhookEndpoints.rollSecret, { id: foreignId }, { cookie }),
      call(ctx.app, webhookEndpoints.attempts, { id: foreignId }, { cookie }),
      call(ctx.app, webhookEndpoints.resend, { id: foreignId, deliveryId: 1 }, { cookie }),
      call(ctx.app, webhookEndpoints.sendTest, { id: foreignId }, { cookie }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    const list = data<WebhookEndpointList>(await call(ctx.app, webhookEndpoints.list, {}, { cookie }));
    expect(list.list.map((row) => row.id)).not.toContain(foreignId);
  });

  it('refuses operators and viewers (403)', async () => {
    for (const role of ['operator', 'viewer'] as const) {
      await createMember(ctx.app, `webhook-${role}`, { SHOCEAN: role });
      const cookie = await logInWithPassword(ctx.app, `webhook-${role}`, TEST_USER_PASSWORD);
      expect((await call(ctx.app, webhookEndpoints.list, {}, { cookie })).statusCode).toBe(403);
      expect((await create(PUBLIC_URL, 'en', cookie)).statusCode).toBe(403);
      expect(
        (await call(ctx.app, webhookEndpoints.revealSecret, { id: foreignId }, { cookie })).statusCode,
      ).toBe(403);
    }
  });
});
