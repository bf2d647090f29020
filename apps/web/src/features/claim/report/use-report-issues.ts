import { type ClaimReportInput, type Language, type ValidationIssue, ZClaimReport } from '@cargo/domain';
import type { FormInstance } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { isGatewayError } from '../../../api/request.ts';
import { describeIssue, issueReason, translate } from '../../../i18n/index.ts';
import { type NamePath, type PlacedIssues, placeOnFields, placeServerIssues } from '../../../ui/zod-form.ts';
import { formPathOf, type ReportFormValues, reportOf } from './report-form-model.ts';

const keyOf = (name: readonly PropertyKey[]) => name.map(String).join('.');
const overlaps = (a: readonly PropertyKey[], b: readonly PropertyKey[]) => {
  const length = Math.min(a.length, b.length);
  return keyOf(a.slice(0, length)) === keyOf(b.slice(0, length));
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** The paths of the values that changed (antd's `onValuesChange` first argument). */
export const changedPathsOf = (changed: unknown, prefix: PropertyKey[] = []): PropertyKey[][] => {
  if (Array.isArray(changed)) {
    return changed.flatMap((item, index) =>
      item === undefined ? [] : changedPathsOf(item, [...prefix, index]),
    );
  }
  if (isPlainObject(changed)) {
    return Object.entries(changed).flatMap(([key, value]) => changedPathsOf(value, [...prefix, key]));
  }
  return prefix.length === 0 ? [] : [prefix];
};

/** Fields whose shared label is the base-data query's ("province code"): the form names them its own way. */
const FORM_LABELS: Readonly<Record<string, string>> = {
  provinceCode: 'claimReportWeb.field.province',
  cityCode: 'claimReportWeb.field.city',
  continentCode: 'claimReportWeb.field.continent',
  countryCode: 'claimReportWeb.field.country',
};

/** "Field: reason" of an issue of the form, with the form's own label of the field. */
const describeReportIssue = (language: Language, issue: ValidationIssue, root: unknown): string => {
  // The tick says what it is next to it: its message is the reason alone.
  if (issue.path[0] === 'accepted') return translate(language, issue.message);
  const label = FORM_LABELS[String(issue.path.at(-1))];
  if (!label) return describeIssue(language, issue, root);
  return translate(language, 'error.field', {
    field: translate(language, label),
    reason: issueReason(language, issue, root),
  });
};

/** The report of the form and whether the notice was accepted, or the issues that keep it from being sent. */
const checkForm = (values: ReportFormValues, policyNo: string) => {
  const report = reportOf(values, policyNo);
  const parsed = ZClaimReport.safeParse(report);
  const issues: ValidationIssue[] = parsed.success ? [] : [...parsed.error.issues];
  if (values.accepted !== true)
    issues.push({ code: 'custom', path: ['accepted'], message: 'claim.error.notAccepted' });
  // The first issue of a field is its message ("cannot be empty", not also "not a date").
  const seen = new Set<string>();
  const first = issues.filter((issue) => {
    const key = keyOf(issue.path);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { report, issues: first };
};

/** Every registered field with its messages (none for a field no issue names), each text once. */
const fieldErrorsOf = (registered: readonly NamePath[], sources: readonly PlacedIssues[]) => {
  const errors = new Map<string, string[]>();
  for (const entry of sources.flatMap((source) => source.placed)) {
    const key = keyOf(entry.name);
    errors.set(key, [...new Set([...(errors.get(key) ?? []), ...entry.errors])]);
  }
  return registered.map((name) => ({ name, errors: errors.get(keyOf(name)) ?? [] }));
};

/**
 * The messages next to the fields: the shared schema's (checked on every change once the customer has tried
 * to submit) and the server's (kept until the field they name changes), each placed by the one rule of
 * `placeOnFields`; the texts that name no field of the form are listed apart.
 */
export function useReportIssues(form: FormInstance, policyNo: string, language: Language) {
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const live = useRef(false);
  const local = useRef<PlacedIssues>({ placed: [], unplaced: [] });
  const server = useRef<PlacedIssues>({ placed: [], unplaced: [] });

  const registered = (): NamePath[] => form.getFieldsError().map((field) => field.name as NamePath);

  const show = () => {
    form.setFields(fieldErrorsOf(registered(), [local.current, server.current]));
    setUnplaced([...new Set([...local.current.unplaced, ...server.current.unplaced])]);
  };

  const placeLocal = (): ClaimReportInput | undefined => {
    const values = form.getFieldsValue(true) as ReportFormValues;
    const { report, issues } = checkForm(values, policyNo);
    local.current = placeOnFields(
      issues.map((issue) => ({ path: issue.path, message: describeReportIssue(language, issue, report) })),
      registered(),
    );
    return issues.length === 0 ? report : undefined;
  };

  const scrollToFirst = () => {
    const [first] = [...local.current.placed, ...server.current.placed];
    if (first) form.scrollToField(first.name, { behavior: 'smooth', block: 'center' });
  };

  /** The report to send, or undefined with its issues shown and the first scrolled to. */
  const check = (): ClaimReportInput | undefined => {
    live.current = true;
    server.current = { placed: [], unplaced: [] };
    const report = placeLocal();
    show();
    if (!report) scrollToFirst();
    return report;
  };

  /** After a change: the server's messages of the changed fields go, the schema's are checked again. */
  const onChange = (changed: unknown) => {
    const paths = changedPathsOf(changed);
    const kept = server.current.placed.filter((entry) => !paths.some((path) => overlaps(path, entry.name)));
    const serverChanged = kept.length !== server.current.placed.length;
    server.current = { ...server.current, placed: kept };
    if (live.current) placeLocal();
    if (live.current || serverChanged) show();
  };

  /** A refusal of the server: its field issues on the form (answered true), else nothing placed (false). */
  const showRefusal = (error: unknown): boolean => {
    if (!isGatewayError(error) || error.issues.length === 0) return false;
    const placed = placeServerIssues(
      error.issues.map((issue) => ({ ...issue, path: formPathOf(issue.path).map(String) })),
      registered(),
    );
    server.current = placed;
    show();
    scrollToFirst();
    return true;
  };

  // After a language switch the schema's messages are worded again (the server's stay as it answered).
  const shownIn = useRef(language);
  useEffect(() => {
    if (shownIn.current === language) return;
    shownIn.current = language;
    if (!live.current) return;
    placeLocal();
    show();
  });

  return { check, onChange, showRefusal, unplaced };
}

export type ReportIssues = ReturnType<typeof useReportIssues>;
