import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { modulesReachedFrom, WEB_SRC } from '../test/import-graph.ts';
import { messages as enHome } from './bundles/en-US-home.ts';
import { messages as enPages } from './bundles/en-US-pages.ts';
import { bundle as enFirst } from './bundles/en-US-public.ts';
import { messages as zhHome } from './bundles/zh-CN-home.ts';
import { messages as zhPages } from './bundles/zh-CN-pages.ts';
import { bundle as zhFirst } from './bundles/zh-CN-public.ts';

/** Every area file of a language's catalog merged: what the parts must add up to. */
const areasOf = async (language: string): Promise<Record<string, string>> => {
  const folder = path.join(WEB_SRC, '../../../packages/domain/src/i18n', language);
  const files = readdirSync(folder).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
  const areas = await Promise.all(files.map((file) => import(path.join(folder, file))));
  return Object.assign({}, ...areas.map((area: { default: Record<string, string> }) => area.default));
};

const zh = await areasOf('zh-CN');
const en = await areasOf('en-US');

describe.each([
  ['zh-CN', zh, zhFirst.messages, zhHome, zhPages],
  ['en-US', en, enFirst.messages, enHome, enPages],
])('the %s catalog in three downloads', (_language, whole, first, home, pages) => {
  it('brings every message of the catalog once: the login page part, the home part and the pages part', () => {
    const keys = [first, home, pages].flatMap((part) => Object.keys(part));
    expect(keys.length).toBe(new Set(keys).size);
    expect({ ...first, ...home, ...pages }).toEqual(whole);
  });

  it('keeps the login page part small and leaves most of the pages part out of the overview', () => {
    const size = (part: object) => JSON.stringify(part).length;
    expect(Object.keys(first).length).toBeLessThan(Object.keys(whole).length / 4);
    expect(size(pages)).toBeGreaterThan(size(home));
  });
});

// ---------------------------------------------------------------------------------------------------------
// The overview waits for the first two parts only: every message the code it runs can show must be in them,
// or the user would see a key until the pages' part came (i18n.ts fetches it on a missing key).

/** The web modules the overview runs: its page and the shell, their imports and lazy parts, not other pages. */
const overviewModules = (): string[] =>
  modulesReachedFrom(
    [
      'app/root-layout.tsx',
      'app/route-error-page.tsx',
      'app/root-redirect.tsx',
      'app/shell/shell-layout.tsx',
      'features/dashboard/dashboard-page.tsx',
    ],
    (target) => !target.endsWith('-page.tsx'),
  );

/** Keys the code names: whole keys in quotes, and every key under a prefix it completes (`dashboard.period.${…}`). */
const namedKeys = (source: string, catalogKeys: string[]): string[] => {
  const whole = [...source.matchAll(/['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g)].map(
    (match) => match[1] ?? '',
  );
  const prefixes = [...source.matchAll(/`([a-zA-Z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)].map(
    (match) => match[1] ?? '',
  );
  const underPrefixes = catalogKeys.filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
  return [...whole.filter((key) => catalogKeys.includes(key)), ...underPrefixes];
};

describe('the overview', () => {
  it('names only messages of the login page part and the home part', () => {
    const modules = overviewModules();
    expect(modules.some((file) => file.endsWith('rating-panel.tsx'))).toBe(true);
    const catalogKeys = Object.keys(zh);
    const early = new Set([...Object.keys(zhFirst.messages), ...Object.keys(zhHome)]);
    const late = modules.flatMap((file) =>
      namedKeys(readFileSync(file, 'utf8'), catalogKeys)
        .filter((key) => !early.has(key))
        .map((key) => `${path.relative(WEB_SRC, file)}: ${key}`),
    );
    expect(late).toEqual([]);
  });
});

// The login page waits for its own part only (main.tsx): every message its code names must be in it, and every
// prefix it completes (`public.figure.${…}`) must have its messages there.
describe('the login page', () => {
  it('names only messages of its own part', () => {
    const modules = modulesReachedFrom(['features/auth/login-main.tsx'], () => true).filter(
      // The public pages the footer's and header's links lead to are other addresses, with the pages' part.
      (file) => !/features\/public\/(?!public-footer|public-header|portal-facts|public-paths)/.test(file),
    );
    expect(modules.some((file) => file.endsWith('phone-login-form.tsx'))).toBe(true);
    const catalogKeys = Object.keys(zh);
    const first = Object.keys(zhFirst.messages);
    const late = modules.flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      const whole = namedKeys(source.replace(/`[^`]*\$\{[^`]*`/g, ''), catalogKeys);
      const prefixes = [...source.matchAll(/`([a-zA-Z][\w-]*(?:\.[\w-]+)*\.)\$\{/g)].map(
        (match) => match[1] ?? '',
      );
      return [
        ...whole.filter((key) => !first.includes(key)),
        ...prefixes
          .filter((prefix) => !first.some((key) => key.startsWith(prefix)))
          .map((prefix) => `${prefix}…`),
      ].map((key) => `${path.relative(WEB_SRC, file)}: ${key}`);
    });
    expect(late).toEqual([]);
  });
});
