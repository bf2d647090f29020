import {
  describeIssueWith,
  fieldLabelWith,
  issueReasonWith,
  type Language,
  type MessageKey,
  type Translator,
  type ValidationIssue,
} from '@cargo/domain';
import { i18n } from './i18n.ts';

/*
 * The web's message helpers: the same names and signatures as the domain's, served by i18next from the
 * one language the page has loaded. The domain's own `translate` / `describeIssue` read the catalogs of
 * both languages (the server's), which would put every message of both languages into the page.
 */

type LooseTranslate = (key: string, options?: Record<string, unknown>) => string;

/** A message key of the catalogs (else a text shown as is, e.g. a zod default message). */
export const isMessageKey = (key: string): key is MessageKey => key !== '' && i18n.exists(key);

/** Like the domain's `translate`, a placeholder without a value reads empty (i18next would keep `{{name}}`). */
const blank = () => '';

const translatorFor = (language: Language): Translator => {
  const t = i18n.getFixedT(language) as unknown as LooseTranslate;
  return (key, params) => t(key, { ...params, missingInterpolationHandler: blank });
};

/** Looks a key up and fills `{{name}}` placeholders; an unknown key is returned as is. */
export const translate = (
  language: Language,
  key: string,
  params: Record<string, string | number> = {},
): string => translatorFor(language)(key, params);

/** The label of the field an issue is about ("field.<name>", else the name itself). */
export const fieldLabel = (language: Language, path: PropertyKey[]): string =>
  fieldLabelWith(translatorFor(language), isMessageKey, path);

/** Why a value failed, in the UI language (the domain's `issueReason`, with i18next). */
export const issueReason = (language: Language, issue: ValidationIssue, root?: unknown): string =>
  issueReasonWith(translatorFor(language), isMessageKey, issue, root);

/** "Field: reason" as the server answers it (the domain's `describeIssue`, with i18next). */
export const describeIssue = (language: Language, issue: ValidationIssue, root?: unknown): string =>
  describeIssueWith(translatorFor(language), isMessageKey, issue, root);
