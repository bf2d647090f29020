import { Card, Typography } from 'antd';

/** A titled card of running text (lines separated by \n) on a public information page. */
export function InfoSection({ title, body, testId }: { title: string; body: string; testId?: string }) {
  return (
    <Card variant="borderless" title={title} style={{ marginBottom: 24 }} data-testid={testId}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>{body}</Typography.Paragraph>
    </Card>
  );
}
