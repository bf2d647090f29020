import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The web app's sources (tests read the code the way the bundler does). */
export const WEB_SRC = path.join(import.meta.dirname, '..');

// Type-only imports (`import type`, `export type`) are left out: they are gone from the bundle.
const STATIC_IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^'"]*?from\s*'([^']+)'|(?:^|\n)\s*import\s*'([^']+)'/g;
const DYNAMIC_IMPORT = /import\(\s*'([^']+)'\s*\)/g;

/** The specifiers a module imports: statically, and (when asked) through `import()`. */
export const importsOf = (file: string, { dynamic = false } = {}): string[] => {
  const source = readFileSync(file, 'utf8');
  const found = [...source.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? match[2] ?? '');
  if (dynamic) found.push(...[...source.matchAll(DYNAMIC_IMPORT)].map((match) => match[1] ?? ''));
  return found;
};

/**
 * The web modules `entries` (paths under src/) reach through relative imports; `import()` is followed where
 * `followDynamic` allows it (a lazy part the screen shows), never by default.
 */
export const modulesReachedFrom = (
  entries: readonly string[],
  followDynamic: (target: string) => boolean = () => false,
): string[] => {
  const seen = new Set<string>();
  const visit = (file: string, dynamic: boolean) => {
    if (seen.has(file)) return;
    seen.add(file);
    const staticOnes = new Set(importsOf(file));
    for (const specifier of importsOf(file, { dynamic })) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (!/\.tsx?$/.test(target) || !existsSync(target)) continue;
      if (staticOnes.has(specifier) || followDynamic(target)) visit(target, dynamic);
    }
  };
  for (const entry of entries) visit(path.join(WEB_SRC, entry), true);
  return [...seen];
};
