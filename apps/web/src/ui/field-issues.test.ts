import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearChangedFieldErrors, showFieldIssues } from './zod-form.ts';

type FieldData = Parameters<FormInstance['setFields']>[0];

const issuesOf = (schema: z.ZodType, input: unknown) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues;
};

const recorder = () => {
  const calls: FieldData[] = [];
  return { calls, setFields: (fields: FieldData) => void calls.push(fields) };
};

describe('showFieldIssues', () => {
  const schema = z.object({ policyNo: z.string().length(4), startDate: z.string(), endDate: z.string() });

  it('shows the first issue of each field, by the field fieldOf names', () => {
    const form = recorder();
    const issues = issuesOf(schema, { policyNo: '12', startDate: 1, endDate: 2 });
    const shown = showFieldIssues(
      form,
      issues,
      (issue) => (issue.path[0] === 'policyNo' ? 'number' : 'range'),
      (issue) => `${String(issue.path[0])}: ${issue.code}`,
    );
    expect(shown).toEqual(['number', 'range']);
    expect(form.calls).toEqual([
      [
        { name: 'number', errors: ['policyNo: too_small'] },
        { name: 'range', errors: ['startDate: invalid_type'] },
      ],
    ]);
  });

  it('leaves out issues of no field, and touches the form only when there is something to show', () => {
    const form = recorder();
    showFieldIssues(
      form,
      issuesOf(schema, { policyNo: '12', startDate: '', endDate: '' }),
      () => undefined,
      String,
    );
    expect(showFieldIssues(form, [], () => 'number', String)).toEqual([]);
    expect(form.calls).toEqual([]);
  });
});

describe('clearChangedFieldErrors', () => {
  it('clears the message of each changed field, and only those', () => {
    const form = recorder();
    clearChangedFieldErrors(form)({ number: '1234', range: null });
    expect(form.calls).toEqual([
      [
        { name: 'number', errors: [] },
        { name: 'range', errors: [] },
      ],
    ]);
  });
});
