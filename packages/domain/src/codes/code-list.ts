import type { Language } from '../envelope.ts';

/** One entry of a coded value list: the stored code plus its Chinese and English labels. */
export interface CodeItem {
  readonly code: string;
  readonly zh: string;
  readonly en: string;
}

/** Union of the codes of a code list declared `as const`. */
export type CodeOf<L extends readonly CodeItem[]> = L[number]['code'];

/** The codes of a list, in list order, typed as a non-empty tuple of the code union. */
export function codesOf<const L extends readonly [CodeItem, ...CodeItem[]]>(
  list: L,
): readonly [CodeOf<L>, ...CodeOf<L>[]] {
  return list.map((item) => item.code) as unknown as readonly [CodeOf<L>, ...CodeOf<L>[]];
}

/** True if `code` is one of the list's codes (type guard). */
export function isCodeOf<const L extends readonly CodeItem[]>(list: L, code: unknown): code is CodeOf<L> {
  return typeof code === 'string' && list.some((item) => item.code === code);
}

/** The entry for a code, or undefined. */
export function findCode<const L extends readonly CodeItem[]>(list: L, code: string): L[number] | undefined {
  return list.find((item) => item.code === code);
}

/**
 * The label of a code in the given language. Unknown codes (e.g. a value the server added later)
 * fall back to the code itself so that a screen never shows an empty cell.
 */
export function labelOf(list: readonly CodeItem[], code: string | null | undefined, lang: Language): string {
  if (code == null) return '';
  const item = list.find((entry) => entry.code === code);
  if (!item) return code;
  return lang === 'zh-CN' ? item.zh : item.en;
}

/** Select options `{ value, label }` in list order. */
export function toOptions<const L extends readonly CodeItem[]>(
  list: L,
  lang: Language,
): { value: CodeOf<L>; label: string }[] {
  return list.map((item) => ({ value: item.code as CodeOf<L>, label: lang === 'zh-CN' ? item.zh : item.en }));
}
