import type { ValidationIssue } from '@cargo/domain';
import { type ChangeEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { currentLanguageOf } from '../../i18n/i18n.ts';
import { describeIssue } from '../../i18n/index.ts';
import { type AuthCalls, loadAuthCalls } from './login-schemas.ts';

/** Each field's schema, out of the auth declarations (loaded after the first paint, login-schemas.ts). */
export type FieldSchemas<Field extends string> = (calls: AuthCalls) => Record<Field, z.ZodType>;

type Values<Field extends string> = Partial<Record<Field, string>>;

/** What a bound input takes: its value, its change, its error message. */
export interface BoundInput {
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A failed parse of a whole request as the form shows it: each field's first issue (issues of no field left out). */
export const firstIssueOfEachField = <Field extends string>(
  issues: readonly ValidationIssue[],
): Partial<Record<Field, ValidationIssue>> => {
  const byField: Partial<Record<Field, ValidationIssue>> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && byField[field as Field] === undefined) byField[field as Field] = issue;
  }
  return byField;
};

/**
 * The values and errors of a login form drawn without antd: each field is checked as it changes by the schema
 * the server uses (as antd's rules do), a whole request by `showIssues`. Issues are kept, not their text, so the
 * messages follow a language switch.
 */
export const useLoginFields = <Field extends string>(schemasOf: FieldSchemas<Field>) => {
  const { i18n } = useTranslation();
  const language = currentLanguageOf(i18n.language);
  const [values, setValues] = useState<Values<Field>>({});
  const [issues, setIssues] = useState<Partial<Record<Field, ValidationIssue>>>({});

  const setIssue = (field: Field, issue: ValidationIssue | undefined) =>
    setIssues((current) => ({ ...current, [field]: issue }));

  /** Checks one field; true when it passes (or the schemas could not load: the server checks anyway). */
  const checkField = async (field: Field, value: string | undefined = values[field]): Promise<boolean> => {
    const calls = await loadAuthCalls().catch(() => undefined);
    if (calls === undefined) return true;
    const result = schemasOf(calls)[field].safeParse(value);
    const [issue] = result.success ? [] : result.error.issues;
    setIssue(field, issue && { ...issue, path: [field, ...issue.path] });
    return issue === undefined;
  };

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    void checkField(field, value);
  };

  /** Puts a value into a field without checking it (a remembered account). */
  const fill = useCallback(
    (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value })),
    [],
  );

  /** Empties a field and its error (a spent image code, a password after a mode switch). */
  const reset = (field: Field) => {
    setValues((current) => ({ ...current, [field]: undefined }));
    setIssue(field, undefined);
  };

  /** The first issue of each field of a failed parse of the whole request. */
  const showIssues = (found: readonly ValidationIssue[]) => setIssues(firstIssueOfEachField<Field>(found));

  const errorOf = (field: Field): string | undefined => {
    const issue = issues[field];
    return issue && describeIssue(language, issue);
  };

  /** The props of a field's input (`TextField`): value, change, error. */
  const bind = (field: Field): BoundInput => ({
    value: values[field] ?? '',
    error: errorOf(field),
    onChange: (event) => change(field, event.target.value),
  });

  return { values, checkField, fill, reset, showIssues, bind };
};
