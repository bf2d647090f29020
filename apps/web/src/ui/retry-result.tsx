import { Button, Result, type ResultProps } from 'antd';
import type { ReactNode } from 'react';

/** A load that failed: its error, and how to load again. */
export interface FailedLoad {
  error: Error | null;
  refetch: () => unknown;
}

interface RetryResultProps {
  title: ReactNode;
  failed: FailedLoad;
  retryLabel: string;
  status?: ResultProps['status'];
  /** The retry is the one way on (no other button beside it). */
  primary?: boolean;
  icon?: ReactNode;
  /** Other ways on, after the retry (back to a list). */
  more?: ReactNode;
  testId?: string;
}

/** In place of what could not be loaded: what failed, why (the server's message), a retry. */
export function RetryResult({ status = 'error', primary = false, ...props }: RetryResultProps) {
  return (
    <Result
      status={status}
      title={props.title}
      subTitle={props.failed.error?.message}
      extra={
        <>
          <Button
            type={primary ? 'primary' : undefined}
            icon={props.icon}
            onClick={() => void props.failed.refetch()}
          >
            {props.retryLabel}
          </Button>
          {props.more}
        </>
      }
      data-testid={props.testId}
    />
  );
}
