import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

/** Back to the list a page was opened from: every state of the page has it, so it is never a dead end. */
export function BackButton({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(to)} data-testid={testId}>
      {children}
    </Button>
  );
}
