import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's sources (tests read the code the way the bundler does). */
export const WEB_SRC = path.join(import.meta.dirname, '..');

// Type-only imports (`import type`, `export type`) are left out: they are gone from the bundle.
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s*'([^']+)'|(?:^|\n)\s*import\s*'([^']+)'/g;
const LAZY_IMPORT = /import\(\s*'([^']+)'\s*\)/g;

/** The web modules a module imports by a relative path, as files. */
const localModules = (file: string, specifiers: string[]) =>
  specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .filter((target) => /\.tsx?$/.test(target) && existsSync(target));

/**
 * The web modules `entries` (paths under src/) reach through relative imports, and through `import()` where
 * `followLazy` allows it (a lazy part the screen shows, not another page).
 */
export const modulesReachedFrom = (
  entries: readonly string[],
  followLazy: (target: string) => boolean,
): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const statics = [...source.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? match[2] ?? '');
    const lazies = [...source.matchAll(LAZY_IMPORT)].map((match) => match[1] ?? '');
    for (const target of localModules(file, statics)) visit(target);
    for (const target of localModules(file, lazies).filter(followLazy)) visit(target);
  };
  for (const entry of entries) visit(path.join(WEB_SRC, entry));
  return [...seen];
};
