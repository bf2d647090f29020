import { Alert, type AlertProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** One line of a list: a text that is its own key, or a text with a key of its own (a reason code). */
export type NoteLine = string | { key: string; text: ReactNode };

const keyOf = (line: NoteLine) => (typeof line === 'string' ? line : line.key);
const textOf = (line: NoteLine) => (typeof line === 'string' ? line : line.text);

/** Lines said one under the other as a bullet list (the server's issues, warnings, reasons). */
export function NoteList({
  lines,
  margin = 0,
  testId,
}: {
  lines: readonly NoteLine[];
  margin?: CSSProperties['margin'];
  testId?: string;
}) {
  return (
    <ul style={{ margin, paddingInlineStart: 18 }} data-testid={testId}>
      {lines.map((line) => (
        <li key={keyOf(line)}>{textOf(line)}</li>
      ))}
    </ul>
  );
}

interface NotesAlertProps {
  type: AlertProps['type'];
  title: ReactNode;
  /** Nothing is shown when there is no line. */
  lines: readonly NoteLine[];
  style?: CSSProperties;
  icon?: ReactNode;
  testId?: string;
  /** The test id of the list itself. */
  listTestId?: string;
}

/** An alert whose description lists lines; none when there is nothing to list. */
export function NotesAlert({ type, title, lines, style, icon, testId, listTestId }: NotesAlertProps) {
  if (lines.length === 0) return null;
  return (
    <Alert
      type={type}
      showIcon
      icon={icon}
      style={style}
      title={title}
      description={<NoteList lines={lines} testId={listTestId} />}
      data-testid={testId}
    />
  );
}

/** The server's issues that name no field of the form, above the form. */
export function UnplacedIssues({
  title,
  texts,
  testId,
}: {
  title: string;
  texts: string[];
  testId?: string;
}) {
  return <NotesAlert type="error" style={{ marginBottom: 16 }} title={title} lines={texts} testId={testId} />;
}
