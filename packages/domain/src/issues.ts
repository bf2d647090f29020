import type { Language } from './envelope.ts';
import { isMessageKey, translate } from './i18n/index.ts';

/** The parts of a zod issue needed to describe it (zod v4 issue shape). */
export interface ValidationIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  input?: unknown;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

/** Looks a message key up in one language and fills its `{{name}}` placeholders. */
export type Translator = (key: string, params?: Record<string, string | number>) => string;
/** Whether a text is a message key of the catalogs (else it is shown as is). */
export type MessageKeyTest = (key: string) => boolean;

/**
 * The `…With` functions take the translator instead of a language, so they reference no catalog: the web
 * passes i18next's `t` (it loads one language on demand), the server the catalogs (`describeIssue` etc.).
 */
export const fieldLabelWith = (t: Translator, isKey: MessageKeyTest, path: PropertyKey[]): string => {
  const named = [...path].reverse().find((segment) => typeof segment === 'string');
  if (named === undefined) return t('field.body');
  const key = `field.${String(named)}`;
  return isKey(key) ? t(key) : String(named);
};

/** The value at an issue's path inside the validated object (zod v4 issues do not carry their input). */
const valueAt = (root: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, segment) =>
      value !== null && typeof value === 'object'
        ? (value as Record<PropertyKey, unknown>)[segment]
        : undefined,
    root,
  );

const isEmptyValue = (value: unknown) => value === undefined || value === null || value === '';

/**
 * Why a value failed: the schema's own message key when it has one.
 * `root` is the validated object, so a missing value reads "cannot be empty" whatever the issue code.
 */
export const issueReasonWith = (
  t: Translator,
  isKey: MessageKeyTest,
  issue: ValidationIssue,
  root?: unknown,
): string => {
  if (isKey(issue.message)) return t(issue.message);
  const isMissing =
    root !== undefined
      ? isEmptyValue(valueAt(root, issue.path))
      : issue.input === undefined && ('input' in issue || /received (undefined|null)/.test(issue.message));
  if (
    ['invalid_type', 'invalid_value', 'invalid_union'].includes(issue.code) &&
    (isMissing || issue.input === null)
  ) {
    return t('error.fieldRequired');
  }
  if (issue.code === 'too_small' && Number(issue.minimum) === 1) return t('error.fieldRequired');
  if (issue.code === 'too_small') return t('error.fieldTooShort', { min: Number(issue.minimum) });
  if (issue.code === 'too_big') return t('error.fieldTooLong', { max: Number(issue.maximum) });
  if (issue.code === 'invalid_type') return t('error.fieldType');
  return t('error.fieldInvalid');
};

/** "Field: reason", the message shown next to a field and returned by the server with HTTP 400. */
export const describeIssueWith = (
  t: Translator,
  isKey: MessageKeyTest,
  issue: ValidationIssue,
  root?: unknown,
): string =>
  t('error.field', {
    field: fieldLabelWith(t, isKey, issue.path),
    reason: issueReasonWith(t, isKey, issue, root),
  });

// The same in a given language, from the catalogs of both languages (the server, tests).

const catalogTranslator =
  (language: Language): Translator =>
  (key, params) =>
    translate(language, key, params);

export const fieldLabel = (language: Language, path: PropertyKey[]): string =>
  fieldLabelWith(catalogTranslator(language), isMessageKey, path);

/** Why a value failed, in the user's language (see `issueReasonWith`). */
export const issueReason = (language: Language, issue: ValidationIssue, root?: unknown): string =>
  issueReasonWith(catalogTranslator(language), isMessageKey, issue, root);

/** "Field: reason" in the user's language (see `describeIssueWith`). */
export const describeIssue = (language: Language, issue: ValidationIssue, root?: unknown): string =>
  describeIssueWith(catalogTranslator(language), isMessageKey, issue, root);
