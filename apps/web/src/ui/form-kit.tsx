import type { Language, MessageKey } from '@cargo/domain';
import { Card, type FormRule } from 'antd';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import { translate } from '../i18n/index.ts';
import { dateBinding } from './business-date-picker.tsx';
import { zodRule } from './zod-form.ts';

/** Rules of one field from the shared schema of its section (the server checks the same). */
export const fieldRules = (schema: z.ZodType, field: string, language: Language): FormRule[] => [
  zodRule(schema, field, language),
];

/** A date field stored as 'YYYY-MM-DD' in the form (what the schema and the server take). */
export const dateItemProps = dateBinding(undefined);

/** A validator result key as a field message ("Field: reason"), like `describeIssue` does. */
export const fieldMessage = (language: Language, field: MessageKey, reason: string): string =>
  translate(language, 'error.field', {
    field: translate(language, field),
    reason: translate(language, reason),
  });

export const SECTION_IDS = {
  basic: 'section-basic',
  client: 'section-client',
  invoice: 'section-invoice',
  goods: 'section-goods',
  transport: 'section-transport',
  insurance: 'section-insurance',
  deductible: 'section-deductible',
  agreements: 'section-agreements',
  other: 'section-other',
  attachments: 'section-attachments',
} as const;
export type SectionKey = keyof typeof SECTION_IDS;

/** One section of the application form: a card the page anchor scrolls to. */
export function SectionCard({
  section,
  title,
  extra,
  children,
}: {
  section: SectionKey;
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      id={SECTION_IDS[section]}
      title={title}
      extra={extra}
      variant="borderless"
      data-testid={`form-${section}`}
      style={{ marginBottom: 16, scrollMarginTop: 212 }}
    >
      {children}
    </Card>
  );
}
