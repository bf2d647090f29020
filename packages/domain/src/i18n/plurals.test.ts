import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot, sourceFiles } from '../test-support/source-files.ts';
import { catalogs, isMessageKey, isPluralMessageKey, translate } from './index.ts';

/** Plural messages (docs/glossary.md "Plurals"): `<name>_other` in both languages, `<name>_one` in English. */
const zh: Record<string, string> = catalogs['zh-CN'];
const en: Record<string, string> = catalogs['en-US'];

const pluralNames = Object.keys(zh)
  .filter((key) => key.endsWith('_other'))
  .map((key) => key.slice(0, -'_other'.length));

describe('plural messages', () => {
  it('have both English forms, one Chinese form, and a count to choose by', () => {
    expect(pluralNames.length).toBeGreaterThan(30);
    for (const name of pluralNames) {
      expect(en, name).toHaveProperty(`${name}_one`);
      expect(en, name).toHaveProperty(`${name}_other`);
      expect(zh, name).not.toHaveProperty(`${name}_one`);
      expect(zh[`${name}_other`], name).toContain('{{count}}');
      expect(en[`${name}_other`], name).toContain('{{count}}');
    }
    const strayForms = Object.keys(en).filter(
      (key) => key.endsWith('_one') && !pluralNames.includes(key.slice(0, -'_one'.length)),
    );
    expect(strayForms).toEqual([]);
  });

  it('read right for one and for many, in English and Chinese, with a count as a number or as text', () => {
    expect(translate('en-US', 'dashboard.settlements.count', { count: 1 })).toBe('1 unpaid settlement');
    expect(translate('en-US', 'dashboard.settlements.count', { count: 3 })).toBe('3 unpaid settlements');
    expect(translate('en-US', 'dashboard.settlements.count', { count: 0 })).toBe('0 unpaid settlements');
    expect(translate('zh-CN', 'dashboard.settlements.count', { count: 1 })).toBe('未支付结算单 1 笔');
    expect(translate('en-US', 'claim.mail.checklist.missingCount', { count: '1' })).toBe(
      '1 document still missing.',
    );
    expect(translate('en-US', 'claim.mail.checklist.missingCount', { count: '2' })).toBe(
      '2 documents still missing.',
    );
  });

  it('are named by their name, not by a form', () => {
    expect(isPluralMessageKey('dashboard.settlements.count')).toBe(true);
    expect(isMessageKey('dashboard.settlements.count')).toBe(true);
    expect(isMessageKey('dashboard.settlements.count_other')).toBe(false);
    expect(isMessageKey('dashboard.settlements.title')).toBe(true);
  });

  it('leave no English that puts a counted number before a noun outside a plural message', () => {
    const counted = Object.entries(en)
      .filter(([key]) => !/_(one|other)$/.test(key))
      .filter(([, text]) => /\{\{count\}\}\s+[a-z]+s\b|\(s\)/i.test(text))
      .map(([key, text]) => `${key}: ${text}`);
    expect(counted).toEqual([]);
  });

  it('are given their count wherever the apps name them', () => {
    const root = repositoryRoot(import.meta.dirname);
    const files = ['apps/web/src', 'apps/server/src', 'packages/domain/src'].flatMap((dir) =>
      sourceFiles(path.join(root, dir)).filter((file) => !file.includes(`${path.sep}i18n${path.sep}`)),
    );
    const uncounted = files.flatMap((file) => {
      const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
      return pluralNames.flatMap((name) =>
        [...source.matchAll(new RegExp(`['"\`]${name.replace(/\./g, '\\.')}['"\`]`, 'g'))]
          // the call's options follow the key: `t(name, { …, count })`, `say(name, { ...total })` of a total with a count
          .filter((match) => !/\bcount\b|\.\.\.total\b/.test(source.slice(match.index, match.index + 240)))
          .map(() => `${path.relative(root, file)}: ${name}`),
      );
    });
    expect(uncounted).toEqual([]);
  });
});
