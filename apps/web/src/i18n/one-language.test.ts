import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Domain exports that read the catalogs of both languages (the server's); the web has its own in ./messages.ts. */
const CATALOG_READERS = [
  'catalogs',
  'translate',
  'describeIssue',
  'issueReason',
  'fieldLabel',
  'isMessageKey',
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

const relative = (file: string) => path.relative(srcDir, file).split(path.sep).join('/');

describe('the page loads the messages of one language', () => {
  it('takes translate / describeIssue / issueReason from i18n, not the catalogs of @cargo/domain', () => {
    const offenders = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*'@cargo\/domain'/g)]
        .filter((match) => match[1] === undefined)
        .flatMap((match) =>
          match[2]
            .split(',')
            .map((name) => name.trim().split(/\s+as\s+/)[0])
            .filter((name) => CATALOG_READERS.includes(name))
            .map((name) => `${relative(file)}: ${name}`),
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('imports a language module of the catalogs only from its lazily loaded bundle', () => {
    const offenders = sourceFiles(srcDir)
      .filter((file) => /'@cargo\/domain\/i18n\//.test(readFileSync(file, 'utf8')))
      .map(relative)
      .filter((file) => !/^i18n\/bundles\/(zh-CN|en-US)-(public|home|pages)\.ts$/.test(file));
    expect(offenders).toEqual([]);
  });
});
