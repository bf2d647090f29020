import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, OTHER_REGISTER_PREFIXES, termForm } from './glossary.ts';
import { catalogs } from './index.ts';

const zh: Record<string, string> = catalogs['zh-CN'];
const en: Record<string, string> = catalogs['en-US'];

/** A message completing "Field: …" starts in lower case: a phrase about a term, not the term's name. */
const isFragment = (english: string) => /^[a-z]/.test(english);

/** The catalog keys rendered as screen labels and messages (not another register, not a fragment). */
const labelKeys = Object.keys(zh).filter(
  (key) => !OTHER_REGISTER_PREFIXES.some((prefix) => key.startsWith(prefix)) && !isFragment(en[key] ?? ''),
);

/** Each Chinese text with its English renderings (by form) and the keys of each. */
const renderingsByChinese = () => {
  const found = new Map<string, Map<string, string[]>>();
  for (const key of labelKeys) {
    const chinese = zh[key] ?? '';
    const forms = found.get(chinese) ?? new Map<string, string[]>();
    const form = termForm(en[key] ?? '');
    forms.set(form, [...(forms.get(form) ?? []), `${key} = ${en[key]}`]);
    found.set(chinese, forms);
  }
  return found;
};

describe('one English term per Chinese term', () => {
  it('renders each Chinese text in one English way across both catalogs', () => {
    const twice = [...renderingsByChinese()]
      .filter(([, forms]) => forms.size > 1)
      .map(
        ([chinese, forms]) => `${chinese}: ${[...forms.values()].map((keys) => keys.join(', ')).join(' | ')}`,
      );
    expect(twice).toEqual([]);
  });

  it('renders each glossary term as the glossary says', () => {
    const off = GLOSSARY.flatMap(({ zh: term, en: english }) =>
      labelKeys
        .filter((key) => zh[key] === term && termForm(en[key] ?? '') !== termForm(english))
        .map((key) => `${key}: ${en[key]} (glossary: ${english})`),
    );
    expect(off).toEqual([]);
  });

  it('uses every glossary term somewhere, and lists each in docs/glossary.md', () => {
    const chineseTexts = new Set(Object.values(zh));
    const doc = readFileSync(path.join(import.meta.dirname, '../../../../docs/glossary.md'), 'utf8');
    for (const { zh: term, en: english } of GLOSSARY) {
      expect(chineseTexts, term).toContain(term);
      expect(doc, term).toContain(`| ${term} | ${english} |`);
    }
  });

  it('finds a second rendering and accepts case and plural', () => {
    expect(termForm('Sum insured')).toBe(termForm('sum insured'));
    expect(termForm('Batch declarations')).toBe(termForm('Batch declaration'));
    expect(termForm('Insured amount')).not.toBe(termForm('Sum insured'));
  });
});
