import argon2 from 'argon2';
import { afterEach, describe, expect, it } from 'vitest';
import { passwordHashingFor } from '../config.ts';
import { hashPassword, isOfConfiguredCost, usePasswordHashing, verifyPassword } from './password-hash.ts';

afterEach(() => usePasswordHashing(passwordHashingFor('test')));

/** A PHC hash's algorithm, version and costs, whatever order the costs are written in. */
const costsOf = (hash: string) => {
  const [, algorithm, version, costs] = hash.split('$');
  return {
    algorithm,
    version,
    costs: Object.fromEntries((costs ?? '').split(',').map((pair) => pair.split('='))),
  };
};

describe('password hashes', () => {
  it('made ahead of time are used only at the configured cost; a damaged one is none', async () => {
    const cheap = await hashPassword('Demo#2026');
    expect(isOfConfiguredCost(cheap)).toBe(true);
    usePasswordHashing(passwordHashingFor('production'));
    expect(isOfConfiguredCost(cheap)).toBe(false);
    for (const damaged of ['', 'abc', '$argon2id$v=19$m=x'])
      expect(isOfConfiguredCost(damaged), damaged).toBe(false);
  });

  it('are cheap argon2id under NODE_ENV=test', async () => {
    const hash = await hashPassword('Demo#2026');
    expect(costsOf(hash)).toEqual({
      algorithm: 'argon2id',
      version: 'v=19',
      costs: { m: '1024', t: '1', p: '1' },
    });
    expect(await verifyPassword(hash, 'Demo#2026')).toBe(true);
    expect(await verifyPassword(hash, 'demo#2026')).toBe(false);
  });

  it("keep argon2's defaults elsewhere, and verify hashes of either cost", async () => {
    usePasswordHashing(passwordHashingFor('production'));
    const hash = await hashPassword('Demo#2026');
    expect(costsOf(hash)).toEqual({
      algorithm: 'argon2id',
      version: 'v=19',
      costs: { m: '65536', t: '3', p: '4' },
    });
    expect(hash.split('$')[3]).toBe((await argon2.hash('x', { type: argon2.argon2id })).split('$')[3]);
    usePasswordHashing(passwordHashingFor('test'));
    expect(await verifyPassword(hash, 'Demo#2026')).toBe(true);
  });

  it('verify the hashes earlier releases stored, whose costs were written m, t, p', async () => {
    const hash = await hashPassword('Demo#2026');
    const { costs } = costsOf(hash);
    const stored = hash.replace(/m=\d+,[pt]=\d+,[pt]=\d+/, `m=${costs.m},t=${costs.t},p=${costs.p}`);
    expect(stored).toContain('m=1024,t=1,p=1$');
    expect(await verifyPassword(stored, 'Demo#2026')).toBe(true);
    expect(await verifyPassword(stored, 'Demo#2027')).toBe(false);
  });
});
