import type { ErrorIssue, Language } from '@cargo/domain';
import type { FormInstance, FormRule } from 'antd';
import { useEffect, useRef } from 'react';
import type { z } from 'zod';
import { isGatewayError } from '../api/request.ts';
import { describeIssue } from '../i18n';

/** A schema, or its loader for a page that keeps zod out of its first download (the login page). */
export type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

/**
 * An antd rule that checks one field with the zod schema the server uses, so the form shows the same
 * "Field: reason" message the server would answer with HTTP 400.
 */
export const zodRule = (schema: SchemaSource, field: string, language: Language): FormRule => ({
  validator: async (_rule, value: unknown) => {
    // A schema that failed to load checks nothing here: the server checks the request anyway.
    const resolved = typeof schema === 'function' ? await schema().catch(() => undefined) : schema;
    if (!resolved) return;
    const result = resolved.safeParse(value);
    if (!result.success) {
      const [issue] = result.error.issues;
      throw new Error(describeIssue(language, { ...issue, path: [field, ...issue.path] }));
    }
  },
});

/**
 * The other display rule, for forms whose fields are flat (filters, small forms, the declaration form): the
 * first issue of each field named by `fieldOf` (issues of no field are left out), worded by `messageOf`.
 * Returns the fields that got a message, in the order of their first issue.
 */
export const showFieldIssues = <Field extends string, Issue = z.core.$ZodIssue>(
  form: Pick<FormInstance, 'setFields'>,
  issues: readonly Issue[],
  fieldOf: (issue: Issue) => Field | undefined,
  messageOf: (issue: Issue) => string,
): Field[] => {
  const messages = new Map<Field, string>();
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (field !== undefined && !messages.has(field)) messages.set(field, messageOf(issue));
  }
  if (messages.size > 0)
    form.setFields([...messages].map(([name, message]) => ({ name, errors: [message] })));
  return [...messages.keys()];
};

/**
 * A form's `onValuesChange` that clears the message of each changed field (the rules run again on the next
 * search or submit), so an old error does not stay beside a corrected value.
 */
export const clearChangedFieldErrors =
  (form: Pick<FormInstance, 'setFields'>) =>
  (changed: object): void =>
    form.setFields(Object.keys(changed).map((name) => ({ name, errors: [] })));

/** The issues of a whole-form parse of a flat form next to their fields, first issue per field; the fields. */
export const showIssues = (
  form: FormInstance,
  issues: readonly z.core.$ZodIssue[],
  language: Language,
): string[] =>
  showFieldIssues(
    form,
    issues,
    (issue) => (typeof issue.path[0] === 'string' ? issue.path[0] : undefined),
    (issue) => describeIssue(language, issue),
  );

/**
 * Re-runs the rules of fields that show an error, so their messages follow a language switch; then
 * `afterRevalidate` may put back issues the rules do not produce (a whole-form parse, in the new language).
 */
export const useRevalidateOnLanguageChange = (
  form: FormInstance,
  language: Language,
  afterRevalidate?: (language: Language) => void,
): void => {
  const shownIn = useRef(language);
  const after = useRef(afterRevalidate);
  after.current = afterRevalidate;
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    const failing = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    const revalidated = failing.length > 0 ? form.validateFields(failing) : Promise.resolve();
    void revalidated.catch(() => undefined).finally(() => after.current?.(language));
  }, [form, language]);
};

// ---------------------------------------------------------------------------------------------------
// Field issues answered by the server (HTTP 400 `data.issues`).

export type NamePath = (string | number)[];

export interface PlacedIssues {
  /** What `form.setFields` takes, in page order (the first one is the one to scroll to). */
  placed: { name: NamePath; errors: string[] }[];
  /** Texts of issues about fields that are not on the page, to be listed apart. */
  unplaced: string[];
}

/** A server path as a form name path: the request's own prefix (e.g. `form`) dropped, positions as numbers. */
export const namePathOf = (path: readonly string[], prefix: readonly string[] = []): NamePath => {
  const hasPrefix = prefix.length <= path.length && prefix.every((segment, index) => path[index] === segment);
  return (hasPrefix ? path.slice(prefix.length) : [...path]).map((segment) =>
    /^\d+$/.test(segment) ? Number(segment) : segment,
  );
};

const startsWith = (path: NamePath, name: NamePath) =>
  name.length <= path.length && name.every((segment, index) => String(segment) === String(path[index]));

/**
 * The one placement rule: each issue goes on the deepest registered field its path starts with (a rider's sum
 * insured goes to the riders control, `attachments.1` to the attachments field), each text once per field, in
 * page order; issues of fields that are not on the page are returned apart, to be listed.
 */
export const placeOnFields = (
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  registered: readonly NamePath[],
): PlacedIssues => {
  const placed = new Map<string, { name: NamePath; errors: string[] }>();
  const unplaced: string[] = [];
  for (const issue of issues) {
    const path = issue.path.map((segment) => (typeof segment === 'number' ? segment : String(segment)));
    const target = registered
      .filter((name) => name.length > 0 && startsWith(path, name))
      .sort((a, b) => b.length - a.length)[0];
    if (!target) {
      if (!unplaced.includes(issue.message)) unplaced.push(issue.message);
      continue;
    }
    const key = target.join('.');
    const entry = placed.get(key) ?? { name: target, errors: [] };
    if (!entry.errors.includes(issue.message)) entry.errors.push(issue.message);
    placed.set(key, entry);
  }
  const order = (name: NamePath) => registered.findIndex((item) => item.join('.') === name.join('.'));
  return { placed: [...placed.values()].sort((a, b) => order(a.name) - order(b.name)), unplaced };
};

/** Server issues (already localised "Field: reason" texts, paths under the request's `prefix`) on the form. */
export const placeServerIssues = (
  issues: readonly ErrorIssue[],
  registered: readonly NamePath[],
  prefix: readonly string[] = [],
): PlacedIssues =>
  placeOnFields(
    issues.map((issue) => ({ path: namePathOf(issue.path, prefix), message: issue.message })),
    registered,
  );

/** The issues of a zod parse of the whole form, worded in the UI language, on the form. */
export const placeIssues = (
  issues: readonly z.core.$ZodIssue[],
  registered: readonly NamePath[],
  language: Language,
  root: unknown,
): PlacedIssues =>
  placeOnFields(
    issues.map((issue) => ({ path: issue.path, message: describeIssue(language, issue, root) })),
    registered,
  );

/**
 * The field issues of a failed call (a GatewayError whose answer names fields) set on the antd form, and
 * the first of them scrolled to. Undefined when the error names no field (the caller shows it otherwise).
 */
export const showServerIssues = (
  form: FormInstance,
  error: unknown,
  options: { prefix?: readonly string[] } = {},
): PlacedIssues | undefined => {
  if (!isGatewayError(error) || error.issues.length === 0) return undefined;
  const registered = form.getFieldsError().map((field) => field.name as NamePath);
  const result = placeServerIssues(error.issues, registered, options.prefix);
  form.setFields(result.placed);
  const [first] = result.placed;
  if (first) form.scrollToField(first.name, { behavior: 'smooth', block: 'center' });
  return result;
};
