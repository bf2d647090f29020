import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CJK = /[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/;

const tsxFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });

describe('UI text lives in the catalogs', () => {
  it('has no Chinese literal in any .tsx file (every user-visible string is an i18n key)', () => {
    const offenders = tsxFiles(srcDir).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ line, index }))
        .filter(({ line }) => CJK.test(line) && !/^\s*(\/\/|\/\*|\*)/.test(line))
        .map(({ index }) => `${path.relative(srcDir, file)}:${index + 1}`),
    );
    expect(offenders).toEqual([]);
  });
});
