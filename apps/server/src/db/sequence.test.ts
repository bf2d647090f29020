import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/suite.ts';
import { applicationNoSeq, correctionNoSeq, policyNoSeq, quotationNoSeq } from './schema/index.ts';
import { nextSequence } from './sequence.ts';

const ctx = useTestApp();

const SEQUENCES = { applicationNoSeq, correctionNoSeq, policyNoSeq, quotationNoSeq };

describe('nextSequence', () => {
  it.each(Object.entries(SEQUENCES))('draws the next number of %s, one after another', async (_name, seq) => {
    const first = await nextSequence(ctx.app.db, seq);
    const second = await nextSequence(ctx.app.db, seq);
    expect(Number.isSafeInteger(first) && first > 0).toBe(true);
    expect(second).toBe(first + 1);
  });

  it('does not give a number back when the transaction that drew it rolls back', async () => {
    let drawn = 0;
    await expect(
      ctx.app.db.transaction(async (tx) => {
        drawn = await nextSequence(tx, applicationNoSeq);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await nextSequence(ctx.app.db, applicationNoSeq)).toBe(drawn + 1);
  });
});

/** Each fact once: the repositories draw single numbers through `nextSequence`, not their own query. */
describe('sequence numbers', () => {
  const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'migrations' ? [] : sourceFiles(full);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
    });

  it('are drawn one at a time only by db/sequence.ts', () => {
    const ownQueries = sourceFiles(serverSource).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, at: `${path.relative(serverSource, file)}:${index + 1}` }))
        // A draw of many numbers at once (generate_series) is not a copy of this helper.
        .filter(({ line }) => line.includes('nextval(') && !line.includes('generate_series'))
        .map(({ at }) => at),
    );
    expect(ownQueries.filter((at) => !at.startsWith('db/sequence.ts:'))).toEqual([]);
  });
});
