import { Card } from 'antd';
import type { ReactNode } from 'react';

/** The sections of the report form, in page order. */
export const REPORT_SECTIONS = ['reporter', 'loss', 'damage', 'money', 'accept'] as const;
export type ReportSectionKey = (typeof REPORT_SECTIONS)[number];

/** One section of the report form: a card the section anchors scroll to. */
export function ReportSection({
  section,
  title,
  extra,
  children,
}: {
  section: ReportSectionKey;
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card
      id={`report-section-${section}`}
      title={title}
      extra={extra}
      variant="borderless"
      data-testid={`report-section-${section}`}
      style={{ marginBottom: 16, scrollMarginTop: 212 }}
    >
      {children}
    </Card>
  );
}
