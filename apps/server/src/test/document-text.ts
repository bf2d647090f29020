import * as domain from '@cargo/domain';
import { BASE_DATA_LIST_CODES, currencyByCode, type Language } from '@cargo/domain';
import { PRINT_TYPES } from '@cargo/domain/schemas/document-print';
import type { FastifyInstance } from 'fastify';
import { findOptions } from '../features/basedata/basedata.service.ts';

/**
 * What a customer reads speaks names (docs/business-rules.md "Documents speak names"): the checks a test
 * runs over the text of every printed document (and of the public verification answer). A finding is one
 * line naming the rule and the text that broke it; a clean document has none.
 *
 * - no raw code where the code has a name: a port code (UN/LOCODE) anywhere, a portal currency code before
 *   an amount ("03 6,600.00"), and a printed value that is nothing but a code of a code table (a country
 *   "CN", a goods category "0301", a packing "01", a clause "ICC_A"…);
 * - no Chinese script in an English document, except the names given (parties typed in Chinese);
 * - no amount of 1,000 or more without thousands separators ("900000.00").
 */

/** Every code of the portal's code tables: code → the table it comes from. */
export type CodeBook = ReadonlyMap<string, string>;

interface Coded {
  code: string;
}

const isCodeTable = (value: unknown): value is readonly (Coded & { zh: string; en: string })[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(
    (item: unknown) =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as Partial<Coded>).code === 'string' &&
      typeof (item as { en?: unknown }).en === 'string',
  );

/** The code tables of the domain package (every exported list of `{ code, zh, en }`, goods subcategories too). */
export const domainCodeBook = (): Map<string, string> => {
  const book = new Map<string, string>();
  for (const [name, value] of Object.entries(domain)) {
    if (!isCodeTable(value)) continue;
    for (const item of value) {
      book.set(item.code, name);
      const children: unknown = (item as { subcategories?: unknown }).subcategories;
      if (isCodeTable(children)) for (const child of children) book.set(child.code, `${name} (sub)`);
    }
  }
  return book;
};

/** The domain's code tables and every base-data list (ports, countries, packings, currencies…). */
export const codeBookOf = async (app: FastifyInstance): Promise<CodeBook> => {
  const book = domainCodeBook();
  for (const printType of Object.values(PRINT_TYPES)) book.set(printType, 'PRINT_TYPES');
  const lists = await Promise.all(BASE_DATA_LIST_CODES.map((list) => findOptions(app, list)));
  lists.forEach((options, index) => {
    for (const option of options) book.set(option.valueCode, BASE_DATA_LIST_CODES[index]!);
  });
  return book;
};

/**
 * A code that can only be a code when printed alone: letters in it, or a leading zero ("01", "0301", "CN"). A word
 * in lower case is prose: the internal codes that are English words ("pending", "sea") cannot be told from a word
 * a narrow column wrapped onto its own line ("Application / pending / payment").
 */
const looksLikeCode = (code: string) =>
  (/[A-Za-z]/.test(code) && !/^[a-z]+$/.test(code)) || /^0\d/.test(code);

const UNGROUPED_AMOUNT = /(?<![\d,.])\d{4,}\.\d{2}(?!\d)/g;
const CODE_BEFORE_AMOUNT = /(?<![\w.,-])(\d{2})\s+\d{1,3}(?:,?\d{3})*\.\d{2}(?!\d)/g;
const PORT_LIKE = /\b[A-Z]{2}[A-Z0-9]{3}\b/g;
const HAN = /\p{Script=Han}+/gu;

const currencyFindings = (text: string) =>
  [...text.matchAll(CODE_BEFORE_AMOUNT)]
    .filter(([, code = '']) => currencyByCode(code) !== undefined)
    .map(([found]) => `currency code before an amount: "${found}"`);

const portFindings = (text: string, book: CodeBook) =>
  [...text.matchAll(PORT_LIKE)]
    .filter(([found]) => book.get(found) === 'port')
    .map(([found]) => `port code: "${found}"`);

/** A printed line, or the value after its label ("Country: CN"), that is a code and nothing more. */
const bareCodeFindings = (text: string, book: CodeBook) =>
  text
    .split('\n')
    .flatMap((line) => [...new Set([line.trim(), (line.split(/:\s+|：/).at(-1) ?? '').trim()])])
    .filter((part) => looksLikeCode(part) && book.has(part))
    .map((part) => `bare code of ${book.get(part)}: "${part}"`);

const ungroupedFindings = (text: string) =>
  [...text.matchAll(UNGROUPED_AMOUNT)].map(([found]) => `amount without thousands separators: "${found}"`);

const hanFindings = (text: string, allowed: readonly string[]) => {
  const rest = allowed.reduce((remaining, name) => remaining.replaceAll(name, ''), text);
  return [...rest.matchAll(HAN)].map(({ 0: found, index }) => {
    const context = rest.slice(Math.max(0, index - 30), index + found.length + 10).replace(/\s+/g, ' ');
    return `Chinese in an English document: "${found}" in "…${context}…"`;
  });
};

export interface TextCheckOptions {
  language: Language;
  book: CodeBook;
  /** Names typed in Chinese that an English document prints as typed (the parties). */
  allowedChinese?: readonly string[];
}

/** Every finding in a document's text (empty when it speaks names). */
export const documentTextFindings = (text: string, options: TextCheckOptions): string[] => [
  ...currencyFindings(text),
  ...portFindings(text, options.book),
  ...bareCodeFindings(text, options.book),
  ...ungroupedFindings(text),
  ...(options.language === 'en-US' ? hanFindings(text, options.allowedChinese ?? []) : []),
];
