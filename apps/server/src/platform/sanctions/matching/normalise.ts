/**
 * A name as the matcher compares it: Unicode compatibility form without diacritics, upper case, punctuation
 * and spacing turned into single spaces, runs of single letters joined (`S. A.` → `SA`, `L.L.C.` → `LLC`),
 * and the legal-form words dropped (LTD, CO, LLC, SA, GMBH…). Chinese script is kept as it is: 有限公司 is
 * not transliterated, and a name in Chinese characters only meets list names written the same way (the lists
 * read here have none; business-rules.md "Sanctions screening" says what that leaves uncovered).
 */

/** Legal-form and filler words of company names (after joining single letters), in the list's languages. */
const LEGAL_FORMS: ReadonlySet<string> = new Set([
  'LTD',
  'LIMITED',
  'CO',
  'COMPANY',
  'CORP',
  'CORPORATION',
  'INC',
  'INCORPORATED',
  'LLC',
  'LLP',
  'LP',
  'PLC',
  'SA',
  'SAS',
  'SARL',
  'SRL',
  'SPA',
  'AG',
  'GMBH',
  'KG',
  'BV',
  'NV',
  'AB',
  'AS',
  'OY',
  'JSC',
  'OJSC',
  'CJSC',
  'PJSC',
  'OAO',
  'ZAO',
  'OOO',
  'PAO',
  'AO',
  'PTE',
  'PVT',
  'PTY',
  'FZE',
  'FZCO',
  'FZC',
  'DMCC',
  'SDN',
  'BHD',
  'THE',
]);

/** Chinese legal-form endings, dropped as words are (the name stays in Chinese script). */
const CHINESE_LEGAL_FORMS = /(股份有限公司|有限责任公司|有限公司|集团公司|公司)$/u;

const COMBINING_MARKS = /\p{M}+/gu;
const NOT_A_WORD_CHARACTER = /[^\p{L}\p{N}]+/gu;

/** Joins runs of one-letter words: the dotted abbreviations of legal forms and initials. */
const joinSingleLetters = (words: readonly string[]): string[] => {
  const joined: string[] = [];
  let run = '';
  for (const word of words) {
    if (word.length === 1 && /\p{Lu}/u.test(word)) {
      run += word;
      continue;
    }
    if (run !== '') joined.push(run);
    run = '';
    joined.push(word);
  }
  if (run !== '') joined.push(run);
  return joined;
};

/** The words of a name, normalised, legal forms dropped (all of them kept if nothing else is left). */
export const nameWords = (name: string): string[] => {
  const plain = name
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toUpperCase()
    .replace(/[’'`]/g, '')
    .replace(CHINESE_LEGAL_FORMS, ' ');
  const words = joinSingleLetters(plain.split(NOT_A_WORD_CHARACTER).filter((word) => word !== ''));
  const meaningful = words.filter((word) => !LEGAL_FORMS.has(word));
  return meaningful.length > 0 ? meaningful : words;
};

/** The normalised form stored beside each list name: its words, sorted, so word order does not count. */
export const normaliseName = (name: string): string => [...new Set(nameWords(name))].sort().join(' ');
