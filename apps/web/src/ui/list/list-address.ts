import type { z } from 'zod';

/**
 * A list's query in the page's address, so that a reload, the back button and a shared link show the same
 * list. Each field of the query is one search parameter (blanks left out); the list's own zod schema reads
 * them back, so an address edited by hand is checked like a search: what does not pass is not used.
 */

/** Parameters that mark the address as holding a list's query (a list without them starts from its defaults). */
const PAGE_NO = 'pageNo';

/** Whether the address holds a list's query (a reload or a link shows that list, not the page's defaults). */
export const hasListAddress = (params: URLSearchParams, prefix = ''): boolean =>
  params.has(`${prefix}${PAGE_NO}`);

/**
 * The history state of an address a list wrote (a search, another page): the shell keeps the focus where
 * it is for these, while another change of the query string (a product's form, a claim's form) is a new
 * page to it (ui/shell/page-heading.tsx).
 */
export const LIST_ADDRESS_STATE = { listAddress: true } as const;

/** Whether a history entry's state is one a list wrote. */
export const isListAddressState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && Reflect.get(state, 'listAddress') === true;

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The query as search parameters: the list's own parameters (`owned`: the fields of the query it replaces,
 * or every parameter with the list's prefix) are replaced, the page's others kept.
 */
export function writeListAddress(
  current: URLSearchParams,
  query: object,
  options: { prefix?: string; owned?: Iterable<string> } = {},
): URLSearchParams {
  const prefix = options.prefix ?? '';
  const owned = new Set([...(options.owned ?? []), ...Object.keys(query)].map((key) => `${prefix}${key}`));
  const next = new URLSearchParams();
  for (const [key, value] of current) {
    const ownedByList = prefix === '' ? owned.has(key) : key.startsWith(prefix);
    if (!ownedByList) next.append(key, value);
  }
  for (const [key, value] of Object.entries(query)) {
    if (isBlank(value)) continue;
    next.set(`${prefix}${key}`, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return next;
}

/**
 * The query the address holds, read by the list's schema; undefined when the address holds none or it does
 * not pass. A parameter is first read as the text it is; where the schema refuses the text (a number, a
 * true/false, a list), it is read as JSON.
 */
export function readListAddress<Q>(
  params: URLSearchParams,
  schema: z.ZodType<Q>,
  prefix = '',
): Q | undefined {
  if (!hasListAddress(params, prefix)) return undefined;
  const texts: Record<string, string> = {};
  for (const [key, value] of params) if (key.startsWith(prefix)) texts[key.slice(prefix.length)] = value;
  const first = schema.safeParse(texts);
  if (first.success) return first.data;
  const refused = new Set(first.error.issues.map((issue) => String(issue.path[0] ?? '')));
  const retried: Record<string, unknown> = { ...texts };
  for (const key of refused) if (key in texts) retried[key] = jsonOrText(texts[key]);
  const second = schema.safeParse(retried);
  return second.success ? second.data : undefined;
}

const jsonOrText = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
