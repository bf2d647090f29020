import type { FormInstance } from 'antd';
import type { z } from 'zod';

/**
 * Shows issues of a query schema by the filters that caused them: the first issue of each field, named
 * by `fieldOf` (issues of no field are left out) and worded by `messageOf`.
 */
export const showFieldIssues = <Field extends string>(
  form: Pick<FormInstance, 'setFields'>,
  issues: readonly z.core.$ZodIssue[],
  fieldOf: (issue: z.core.$ZodIssue) => Field | undefined,
  messageOf: (issue: z.core.$ZodIssue) => string,
): void => {
  const messages = new Map<Field, string>();
  for (const issue of issues) {
    const field = fieldOf(issue);
    if (field !== undefined && !messages.has(field)) messages.set(field, messageOf(issue));
  }
  if (messages.size > 0)
    form.setFields([...messages].map(([name, message]) => ({ name, errors: [message] })));
};
