import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript-js-api';
import { describe, expect, it } from 'vitest';

/**
 * Files by responsibility: no source file over 400 lines and no function over 80 lines, unless a comment
 * right above it says why (`size:` followed by the reason). Tests, seeds of reference data and message
 * catalogs are lists, not logic, and are left out.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];
const MAX_FILE_LINES = 400;
const MAX_FUNCTION_LINES = 80;
/** Data, not logic: reference lists, message catalogs, seeds, migrations. */
const DATA_FILES = [
  /\/i18n\//,
  /\/db\/seed\//,
  /\/basedata\/data\//,
  /\/migrations\//,
  /goods-categories\.ts$/,
];
const SIZE_REASON = /size:\s*\S/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });

const files = SOURCE_ROOTS.flatMap((folder) => sourceFiles(path.join(root, folder)))
  .map((file) => ({ file, name: path.relative(root, file) }))
  .filter(({ name }) => !DATA_FILES.some((pattern) => pattern.test(`/${name}`)));

const lineOf = (source: ts.SourceFile, position: number) =>
  source.getLineAndCharacterOfPosition(position).line;

/** The functions of a file longer than the limit whose leading comments give no reason. */
const longFunctions = (name: string, text: string): string[] => {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, reasonAbove: boolean) => {
    const comments = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
    const hasReason =
      reasonAbove || comments.some((range) => SIZE_REASON.test(text.slice(range.pos, range.end)));
    if (ts.isFunctionLike(node) && 'body' in node && node.body !== undefined) {
      const lines = lineOf(source, node.getEnd()) - lineOf(source, node.getStart()) + 1;
      if (lines > MAX_FUNCTION_LINES && !hasReason) {
        found.push(`${name}:${lineOf(source, node.getStart()) + 1} (${lines} lines)`);
      }
    }
    // A reason on a declaration covers the function it holds.
    const passReason = hasReason && (ts.isVariableStatement(node) || ts.isVariableDeclarationList(node));
    ts.forEachChild(node, (child) =>
      visit(child, passReason || ts.isVariableDeclaration(child) ? hasReason : false),
    );
  };
  visit(source, false);
  return found;
};

describe('code shape', () => {
  it(`keeps every source file under ${MAX_FILE_LINES} lines`, () => {
    const long = files
      .map(({ file, name }) => ({ name, lines: readFileSync(file, 'utf8').split('\n').length }))
      .filter(({ lines }) => lines > MAX_FILE_LINES)
      .map(({ name, lines }) => `${name} (${lines} lines)`);
    expect(long).toEqual([]);
  });

  it(`keeps every function under ${MAX_FUNCTION_LINES} lines, or says why`, () => {
    const long = files.flatMap(({ file, name }) => longFunctions(name, readFileSync(file, 'utf8')));
    expect(long).toEqual([]);
    // Parses every source file: about a second alone, several on a loaded machine.
  }, 60_000);

  it('finds a long function and accepts a stated reason', () => {
    const body = Array.from(
      { length: MAX_FUNCTION_LINES + 1 },
      (_, index) => `  const a${index} = ${index};`,
    );
    const long = `export function long() {\n${body.join('\n')}\n}\n`;
    expect(longFunctions('long.ts', long)).toHaveLength(1);
    expect(longFunctions('long.ts', `// size: one table of cases, read top to bottom\n${long}`)).toEqual([]);
  });
});
