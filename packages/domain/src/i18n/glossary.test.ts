import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  GLOSSARY,
  type GlossaryTerm,
  OTHER_REGISTER_PREFIXES,
  RUNNING_TEXT_EXEMPTIONS,
  termForm,
} from './glossary.ts';
import { catalogs } from './index.ts';

type Catalog = Readonly<Record<string, string>>;

const zhCatalog: Catalog = catalogs['zh-CN'];
const enCatalog: Catalog = catalogs['en-US'];

const isOtherRegister = (key: string) => OTHER_REGISTER_PREFIXES.some((prefix) => key.startsWith(prefix));

/** A message completing "Field: …" starts in lower case: a phrase about a term, not the term's name. */
const isFragment = (english: string) => /^[a-z]/.test(english);

/** The catalog keys rendered as screen labels and messages (not another register, not a fragment). */
const labelKeys = (zh: Catalog, en: Catalog) =>
  Object.keys(zh).filter((key) => !isOtherRegister(key) && !isFragment(en[key] ?? ''));

/** The English keys of a Chinese key: itself, and the English singular of a plural message (`…_one`). */
const englishKeysOf = (key: string, en: Catalog) => {
  const singular = key.endsWith('_other') ? `${key.slice(0, -'_other'.length)}_one` : undefined;
  return singular !== undefined && singular in en ? [key, singular] : [key];
};

/** Each Chinese text with its English renderings (by form) and the keys of each. */
const renderingsByChinese = (zh: Catalog, en: Catalog) => {
  const found = new Map<string, Map<string, string[]>>();
  for (const key of labelKeys(zh, en)) {
    const chinese = zh[key] ?? '';
    const forms = found.get(chinese) ?? new Map<string, string[]>();
    const form = termForm(en[key] ?? '');
    forms.set(form, [...(forms.get(form) ?? []), `${key} = ${en[key]}`]);
    found.set(chinese, forms);
  }
  return found;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A ruled-out English rendering as a word or words, in any case, plural too ("Corrections", "rider's"). */
const wordPattern = (rendering: string) => new RegExp(`\\b${escapeRegExp(rendering)}(s|es)?\\b`, 'i');

/** English catalog values (outside the other registers) that use a ruled-out rendering of a term. */
const avoidedInEnglish = (en: Catalog, glossary: readonly GlossaryTerm[]) =>
  Object.entries(en)
    .filter(([key]) => !isOtherRegister(key))
    .flatMap(([key, english]) =>
      glossary.flatMap(({ en: term, avoid = [] }) =>
        avoid
          .filter((rendering) => wordPattern(rendering).test(english.replace(/\{\{\w+\}\}/g, '')))
          .map((rendering) => `${key}: "${rendering}" (glossary: ${term}) in: ${english}`),
      ),
    );

/** Chinese catalog values that use a ruled-out wording of a term (the term itself, e.g. 查勘代理人, aside). */
const avoidedInChinese = (zh: Catalog, glossary: readonly GlossaryTerm[]) =>
  Object.entries(zh).flatMap(([key, chinese]) =>
    glossary.flatMap(({ zh: term, zhAvoid = [] }) =>
      zhAvoid
        .filter((wording) => chinese.split(term).join('□').includes(wording))
        .map((wording) => `${key}: ${wording} (glossary: ${term}) in: ${chinese}`),
    ),
  );

/**
 * Texts whose Chinese names an `inText` term and whose English (each form of a plural) does not name its English.
 * A longer term is matched first, and what it covers is not matched again (批改申请 is not also 批改).
 */
const missingInRunningText = (zh: Catalog, en: Catalog, glossary: readonly GlossaryTerm[]) => {
  const longestFirst = [...glossary].sort((a, b) => b.zh.length - a.zh.length);
  return Object.keys(zh)
    .filter((key) => !isOtherRegister(key) && !Object.hasOwn(RUNNING_TEXT_EXEMPTIONS, key))
    .flatMap((key) => {
      let chinese = zh[key] ?? '';
      const off: string[] = [];
      for (const { zh: term, en: english, inText } of longestFirst) {
        if (!chinese.includes(term)) continue;
        chinese = chinese.split(term).join('□');
        if (inText === undefined) continue;
        const needle = (inText === true ? termForm(english) : inText).toLowerCase();
        for (const englishKey of englishKeysOf(key, en)) {
          const text = en[englishKey] ?? '';
          if (!text.toLowerCase().includes(needle))
            off.push(`${englishKey}: ${term} → "${needle}" not in: ${text}`);
        }
      }
      return off;
    });
};

describe('one English term per Chinese term', () => {
  it('renders each Chinese text in one English way across both catalogs', () => {
    const twice = [...renderingsByChinese(zhCatalog, enCatalog)]
      .filter(([, forms]) => forms.size > 1)
      .map(
        ([chinese, forms]) => `${chinese}: ${[...forms.values()].map((keys) => keys.join(', ')).join(' | ')}`,
      );
    expect(twice).toEqual([]);
  });

  it('renders each glossary term as the glossary says', () => {
    const off = GLOSSARY.flatMap(({ zh: term, en: english }) =>
      labelKeys(zhCatalog, enCatalog)
        .filter((key) => zhCatalog[key] === term && termForm(enCatalog[key] ?? '') !== termForm(english))
        .map((key) => `${key}: ${enCatalog[key]} (glossary: ${english})`),
    );
    expect(off).toEqual([]);
  });

  it('uses no ruled-out English rendering of a term, inside longer texts too', () => {
    expect(avoidedInEnglish(enCatalog, GLOSSARY)).toEqual([]);
  });

  it('uses one Chinese wording per term', () => {
    expect(avoidedInChinese(zhCatalog, GLOSSARY)).toEqual([]);
  });

  it('names a term held in running text in English wherever the Chinese names it', () => {
    expect(missingInRunningText(zhCatalog, enCatalog, GLOSSARY)).toEqual([]);
  });

  it('exempts only texts that name an inText term in Chinese, each with a reason', () => {
    for (const [key, reason] of Object.entries(RUNNING_TEXT_EXEMPTIONS)) {
      expect(reason.length, key).toBeGreaterThan(10);
      const chinese = zhCatalog[key] ?? '';
      expect(
        GLOSSARY.some((term) => term.inText !== undefined && chinese.includes(term.zh)),
        key,
      ).toBe(true);
    }
  });

  it('uses every glossary term somewhere, and lists each in docs/glossary.md', () => {
    const chineseTexts = new Set(Object.values(zhCatalog));
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

describe('the glossary checks catch a wrong rendering planted in a catalog', () => {
  const plant = (catalog: Catalog, key: string, text: string): Catalog => ({ ...catalog, [key]: text });

  it('catches a ruled-out English rendering inside a longer text, in any case and plural', () => {
    const en = plant(enCatalog, 'correctionWeb.enquiry.empty', 'No corrections yet');
    expect(avoidedInEnglish(en, GLOSSARY)).toEqual([
      expect.stringContaining('correctionWeb.enquiry.empty: "Correction" (glossary: Endorsement)'),
    ]);
    const amount = plant(enCatalog, 'declarationWeb.figures.title', 'Insured amount and premium');
    expect(avoidedInEnglish(amount, GLOSSARY)).toHaveLength(1);
  });

  it('leaves a ruled-out rendering alone in another register (the certificate, mail prose)', () => {
    const en = plant(enCatalog, 'document.label.sumInsured', 'Amount insured');
    expect(avoidedInEnglish(en, GLOSSARY)).toEqual([]);
  });

  it('catches a second Chinese wording of a term, and not the term itself', () => {
    const zh = plant(zhCatalog, 'insuringWeb.surveyAgent.none', '目的国暂无登记的查勘代理，请直接填写');
    expect(avoidedInChinese(zh, GLOSSARY)).toEqual([expect.stringContaining('insuringWeb.surveyAgent.none')]);
    expect(avoidedInChinese(plant(zhCatalog, 'x', '查勘代理人'), GLOSSARY)).toEqual([]);
  });

  it('catches an English text that drops the term the Chinese names, in either form of a plural', () => {
    const en = plant(enCatalog, 'correctionWeb.enquiry.empty', 'No change requests');
    expect(missingInRunningText(zhCatalog, en, GLOSSARY)).toEqual([
      expect.stringContaining('correctionWeb.enquiry.empty: 批改申请'),
    ]);
    const singular = plant(enCatalog, 'claimReportWeb.drafts.existing_one', 'One draft (Beijing time)');
    expect(missingInRunningText(zhCatalog, singular, GLOSSARY)).toEqual([
      expect.stringContaining('claimReportWeb.drafts.existing_one: 北京时间'),
    ]);
  });
});
