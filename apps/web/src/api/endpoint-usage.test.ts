import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web reaches the gateway only through the declared endpoints (`call`, `upload`, `download` with a
 * declaration from `@cargo/domain/api/<feature>`, or `callRoute` with a route of
 * `@cargo/domain/api/*first-screen-calls`, which those declarations spread): no feature writes a gateway path or
 * calls the request wrapper itself, so it cannot call an endpoint the server does not serve.
 */

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The wrapper itself: the one place that builds gateway URLs. */
const WRAPPER = ['request.ts', 'files.ts', 'endpoint-call.ts'].map((name) =>
  path.join(webSource, 'api', name),
);

const FORBIDDEN: readonly { pattern: RegExp; why: string }[] = [
  {
    pattern: /['"`]\/(cargo|epa-|company|dev)\b[^'"`]*['"`]/,
    why: 'a gateway path: call its declared endpoint',
  },
  { pattern: /\bgateway\.(post|get|put|delete)\b/, why: 'the raw wrapper: use call() with a declaration' },
  { pattern: /\b(uploadFile|downloadFile|fetchFile)\(/, why: 'a raw file call: use upload()/download()' },
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });

describe('gateway calls', () => {
  it('go through declared endpoints only', () => {
    const offences = sourceFiles(webSource)
      .filter((file) => !WRAPPER.includes(file))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(
              ({ why }) => `${path.relative(webSource, file)}:${index + 1} ${line.trim()} — ${why}`,
            ),
          ),
      );
    expect(offences).toEqual([]);
  });
});
