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

/** Puts the issues of a whole-form parse (e.g. cross-field rules) next to their fields, first issue per field. */
export const showIssues = (
  form: FormInstance,
  issues: readonly z.core.$ZodIssue[],
  language: Language,
): void => {
  const messages = new Map<string, string>();
  for (const issue of issues) {
    const [field] = issue.path;
    if (typeof field === 'string' && !messages.has(field))
      messages.set(field, describeIssue(language, issue));
  }
  form.setFields([...messages].map(([name, message]) => ({ name, errors: [message] })));
};

/** Re-runs the rules of fields that show an error, so their messages follow a language switch. */
export const useRevalidateOnLanguageChange = (form: FormInstance, language: Language): void => {
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    const failing = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0)
      .map((field) => field.name);
    if (failing.length > 0) form.validateFields(failing).catch(() => undefined);
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
 * Puts each server issue on the deepest registered field its path starts with (a rider's sum insured goes
 * to the riders control, `attachments.1` to the attachments field); the message is already the localised
 * "Field: reason" text. Issues of fields that are not on the page are returned apart.
 */
export const placeServerIssues = (
  issues: readonly ErrorIssue[],
  registered: readonly NamePath[],
  prefix: readonly string[] = [],
): PlacedIssues => {
  const placed = new Map<string, { name: NamePath; errors: string[] }>();
  const unplaced: string[] = [];
  for (const issue of issues) {
    const path = namePathOf(issue.path, prefix);
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
