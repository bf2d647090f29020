import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script of the repository, without type declarations.
import { crossings, importMap, loopsOf } from '../../../scripts/import-map.mjs';

/**
 * The house's import rules (ARCHITECTURE.md "Layout"), held by the same map `node scripts/import-map.mjs`
 * prints: no loop of imports anywhere, no web feature importing the app shell (`app/` composes features,
 * `ui/` serves them), and no two features importing each other (one reaches the other through its service).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];

type ImportMap = Map<string, string[]>;
const mapOf = (folder: string): ImportMap => importMap(path.join(root, folder));

describe.each(SOURCE_ROOTS)('the imports of %s', (folder) => {
  const edges = mapOf(folder);

  it('hold no loop', () => {
    expect(edges.size).toBeGreaterThan(100);
    expect(loopsOf(edges)).toEqual([]);
  });

  it('hold no feature importing the app shell, and no two features importing each other', () => {
    const { featureToApp, featurePairs } = crossings(edges) as {
      featureToApp: string[];
      featurePairs: string[];
    };
    expect(featureToApp).toEqual([]);
    expect(featurePairs).toEqual([]);
  });
});

it('keeps the web ui kit free of the app shell and of features', () => {
  const edges = mapOf('apps/web/src');
  const reachingUp = [...edges].flatMap(([file, targets]) =>
    file.startsWith('ui/')
      ? targets.filter((target) => /^(app|features)\//.test(target)).map((target) => `${file} → ${target}`)
      : [],
  );
  expect(reachingUp).toEqual([]);
});

it('finds a loop of any length, lazy imports included', () => {
  const edges: ImportMap = new Map([
    ['app/routes.ts', ['features/a/page.tsx']],
    ['features/a/page.tsx', ['app/title.ts']],
    ['app/title.ts', ['app/routes.ts']],
    ['ui/kit.ts', []],
  ]);
  expect(loopsOf(edges)).toEqual([['app/routes.ts', 'app/title.ts', 'features/a/page.tsx']]);
});
