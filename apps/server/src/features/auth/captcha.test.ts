import { authEndpoints } from '@cargo/domain/api/auth';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyCodes } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/suite.ts';
import { call } from '../../test/test-app.ts';

const ctx = useTestApp();

describe('image codes', () => {
  it('expiry: image codes past their 5-minute life are deleted when a new one is issued', async () => {
    const now = Date.now();
    await ctx.app.db.insert(verifyCodes).values([
      { id: 'expired-image-code', codeHash: 'x', expiresAt: new Date(now - 1000) },
      { id: 'expired-long-ago', codeHash: 'x', expiresAt: new Date(now - 86_400_000) },
      { id: 'still-live', codeHash: 'x', expiresAt: new Date(now + 60_000) },
    ]);
    const response = await call(ctx.app, authEndpoints.imageCode);
    const { captchaId } = response.json().data as { captchaId: string };
    const left = await ctx.app.db
      .select({ id: verifyCodes.id })
      .from(verifyCodes)
      .where(inArray(verifyCodes.id, ['expired-image-code', 'expired-long-ago', 'still-live', captchaId]));
    expect(left.map((row) => row.id).sort()).toEqual([captchaId, 'still-live'].sort());
  });
});
