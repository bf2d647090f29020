import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The repository's root, from a file of `packages/domain/src/<folder>/`. */
export const repositoryRoot = (moduleDir: string) => path.resolve(moduleDir, '../../../..');

/** The TypeScript source files under a folder, tests left out (for tests that hold a rule over the apps). */
export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
