import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Features reach each other only through a feature's public entry (`features/<name>/index.ts`), and what
 * several features share lives in `apps/web/src/ui/`, which imports no feature and nothing of `app/` (the
 * shell, which composes the features: a feature importing it would import the routes, which import the pages).
 * A new deep import from one feature into another, or from a feature or `ui/` into `app/`, fails here.
 */

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const IMPORT = /(?:from\s+|import\()\s*'(\.[^']+)'/g;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** The feature a path belongs to ('application' for features/application/form/x.tsx), if any. */
const featureOf = (file: string): string | undefined => {
  const parts = path.relative(webSource, file).split(path.sep);
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : undefined;
};

/** Whether a path is in `app/`. */
const inApp = (target: string): boolean => path.relative(webSource, target).split(path.sep)[0] === 'app';

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => ({
    spec: match[1] as string,
    target: path.resolve(path.dirname(file), match[1] as string),
  }));

describe('feature boundaries', () => {
  it('lets a feature into another only through its index.ts', () => {
    const offences = sourceFiles(path.join(webSource, 'features')).flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => {
          const feature = featureOf(target);
          return feature !== undefined && feature !== featureOf(file) && !/[/\\]index(\.ts)?$/.test(target);
        })
        .map(({ spec }) => `${path.relative(webSource, file)} imports ${spec}`),
    );
    expect(offences).toEqual([]);
  });

  it('keeps app/ out of the features', () => {
    const offences = sourceFiles(path.join(webSource, 'features')).flatMap((file) =>
      importsOf(file)
        .filter(({ target }) => inApp(target))
        .map(({ spec }) => `${path.relative(webSource, file)} imports ${spec}`),
    );
    expect(offences).toEqual([]);
  });

  it('keeps the shared ui free of features and of app/', () => {
    const offences = sourceFiles(path.join(webSource, 'ui')).flatMap((file) =>
      importsOf(file)
        .filter(
          ({ target }) =>
            featureOf(target) !== undefined || target.includes(`${path.sep}features`) || inApp(target),
        )
        .map(({ spec }) => `${path.relative(webSource, file)} imports ${spec}`),
    );
    expect(offences).toEqual([]);
  });
});
