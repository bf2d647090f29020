import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ActsOn } from './acts-on.tsx';

/**
 * A policy row's way into a service (report a claim, correct it): a small link button that names the policy to
 * screen readers. Whether the service may be used is asked on the page it opens.
 */
export function PolicyEntryButton({
  policyNo,
  to,
  icon,
  testId,
  children,
}: {
  policyNo: string;
  to: string;
  icon: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <Button type="link" size="small" icon={icon} onClick={() => navigate(to)} data-testid={testId}>
      {children}
      <ActsOn>{policyNo}</ActsOn>
    </Button>
  );
}

/** What a service asks of the customer, above the policies to choose from. */
export function PolicyEntryNotice({ title, description }: { title: string; description?: string }) {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={title}
      description={description}
      data-testid="policy-type-notice"
    />
  );
}
