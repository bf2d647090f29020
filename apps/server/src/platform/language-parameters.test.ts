import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript-js-api';
import { describe, expect, it } from 'vitest';

/**
 * The caller's language is request-scoped: services, mappers, repositories and helpers read
 * `callerLanguage()` where they render a label or a message, and no function passes it down. This test keeps
 * it so: no function under `features/` or `platform/` takes a `language` parameter or one of type
 * `Language`, except the error rendering (which has the request's language at hand) and the store itself.
 */

const serverSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['features', 'platform'];
const ALLOWED = new Set([
  path.join('platform', 'error-handler.ts'),
  path.join('platform', 'request-language.ts'),
]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });

/**
 * The parameters of `text` that take a language: typed `Language`, or named `language` with a type or a
 * default (a callback's `language` going through `LANGUAGES` is each language, not the caller's).
 */
const languageParameters = (fileName: string, text: string): string[] => {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isParameter(node)) {
      const isTypedLanguage = node.type?.getText(source) === 'Language';
      const isDeclaredLanguage =
        node.name.getText(source) === 'language' &&
        (node.type !== undefined || node.initializer !== undefined);
      if (isTypedLanguage || isDeclaredLanguage) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${fileName}:${line + 1} ${node.getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
};

describe('the caller language', () => {
  it('is read where it is rendered, never passed as a parameter', () => {
    const offences = FOLDERS.flatMap((folder) => sourceFiles(path.join(serverSource, folder)))
      .map((file) => path.relative(serverSource, file))
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => languageParameters(file, readFileSync(path.join(serverSource, file), 'utf8')));
    expect(offences).toEqual([]);
  });

  it.each([
    'const toRow = (row: Row, language: Language) => row;',
    'export function header(lang: Language, name: string) { return name; }',
    'const render = async ({ row }: { row: Row }, language = callerLanguage()) => row;',
    'class Run { constructor(readonly language: Language) {} }',
  ])('catches %s', (line) => {
    expect(languageParameters('sample.ts', line)).toHaveLength(1);
  });

  it('lets a language read from the request, or a field named language, through', () => {
    const text = [
      'const label = (code: string) => labelOf(PRODUCTS, code, callerLanguage());',
      'const info = (ip: string): { language: Language } => ({ language: callerLanguage() });',
      "serve(app, endpoint, ({ session }) => inLanguage('zh-CN', () => findLabel(session)));",
      'const headers = LANGUAGES.map((language) => translate(language, key));',
    ].join('\n');
    expect(languageParameters('sample.ts', text)).toEqual([]);
  });
});
