import type { ApiKeyCreated, ApiKeyList } from '@cargo/domain';
import { apiKeyEndpoints } from '@cargo/domain/api/api-key';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiKeys } from '../../db/schema/index.ts';
import { TEST_USER_PASSWORD } from '../../test/auth.fixtures.ts';
import { createMember } from '../../test/roles.fixtures.ts';
import { data, useTestApp } from '../../test/suite.ts';
import { call, logInAs, logInWithPassword } from '../../test/test-app.ts';
import { hashApiSecret } from './api-key.service.ts';

const ctx = useTestApp({ logIn: 'demo' });

const createKey = async (cookie: string, name = 'TMS') =>
  data<ApiKeyCreated>(
    await call(
      ctx.app,
      apiKeyEndpoints.create,
      { name, scopes: ['declare', 'read'], environment: 'live' },
      { cookie },
    ),
  );

describe('API keys (Account → API keys)', () => {
  it('shows the secret once, stores only its SHA-256, lists the prefix', async () => {
    const created = await createKey(ctx.token);
    expect(created.secret).toMatch(/^cp_live_[\w-]{43}$/);
    expect(created.prefix).toBe(created.secret.slice(0, 14));
    const [row] = await ctx.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.secretHash).toBe(hashApiSecret(created.secret));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const list = data<ApiKeyList>(await call(ctx.app, apiKeyEndpoints.list, {}, { cookie: ctx.token }));
    const listed = list.list.find((key) => key.id === created.id);
    expect(listed).toMatchObject({ prefix: created.prefix, scopes: ['declare', 'read'], revokedAt: null });
    expect(JSON.stringify(list)).not.toContain(created.secret);
  });

  it('starts sandbox keys with cp_test_ and ends a key at the end of its last China day', async () => {
    const created = data<ApiKeyCreated>(
      await call(
        ctx.app,
        apiKeyEndpoints.create,
        { name: 'Test', scopes: ['read'], environment: 'sandbox', expiresOn: '2099-12-31' },
        { cookie: ctx.token },
      ),
    );
    expect(created.secret.startsWith('cp_test_')).toBe(true);
    expect(created.expiresAt).toBe('2100-01-01 00:00:00');
  });

  it('refuses a key without scopes or name, naming the field, in both languages', async () => {
    for (const lang of ['zh', 'en'] as const) {
      const response = await call(
        ctx.app,
        apiKeyEndpoints.create,
        { name: ' ', scopes: [], environment: 'live' },
        { cookie: ctx.token, lang },
      );
      expect(response.statusCode).toBe(400);
      expect(
        response
          .json()
          .data.issues.map((issue: { path: string[] }) => issue.path[0])
          .sort(),
      ).toEqual(['name', 'scopes']);
    }
  });

  it('revokes a key of the account; another account’s key is not found', async () => {
    const created = await createKey(ctx.token);
    expect(
      (await call(ctx.app, apiKeyEndpoints.revoke, { id: created.id }, { cookie: ctx.token })).statusCode,
    ).toBe(200);
    const [row] = await ctx.app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row!.revokedAt).not.toBeNull();

    await createMember(ctx.app, 'nb-key-admin', { 'SHOCEAN-NB': 'admin' });
    const other = await logInWithPassword(ctx.app, 'nb-key-admin', TEST_USER_PASSWORD);
    const otherKey = await createKey(other, 'Ningbo TMS');
    const refused = await call(ctx.app, apiKeyEndpoints.revoke, { id: otherKey.id }, { cookie: ctx.token });
    expect(refused.statusCode).toBe(404);
    const mine = data<ApiKeyList>(await call(ctx.app, apiKeyEndpoints.list, {}, { cookie: ctx.token }));
    expect(mine.list.map((key) => key.id)).not.toContain(otherKey.id);
    const [untouched] = await ctx.app.db.select().from(apiKeys).where(eq(apiKeys.id, otherKey.id));
    expect(untouched!.revokedAt).toBeNull();
  });

  it('is the administrator’s: operators and viewers are refused with 403', async () => {
    await createMember(ctx.app, 'key-operator', { SHOCEAN: 'operator' });
    const operator = await logInWithPassword(ctx.app, 'key-operator', TEST_USER_PASSWORD);
    const viewer = await logInAs(ctx.app, 'reader');
    for (const cookie of [operator, viewer]) {
      for (const [endpoint, input] of [
        [apiKeyEndpoints.list, {}],
        [apiKeyEndpoints.create, { name: 'x', scopes: ['read'], environment: 'live' }],
        [apiKeyEndpoints.revoke, { id: 1 }],
        [apiKeyEndpoints.calls, {}],
      ] as const) {
        const response = await call(ctx.app, endpoint, input as never, { cookie });
        expect(response.statusCode, endpoint.path).toBe(403);
      }
    }
  });
});
