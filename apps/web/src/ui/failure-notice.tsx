import { CloseCircleFilled, WarningFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import styles from './failure-notice.module.css';

interface FailureNoticeProps {
  title: ReactNode;
  detail?: ReactNode;
  /** What the user can do about it (a retry, a reload). */
  action?: ReactNode;
  /** `error`: the page cannot go on; `warning` (default): a part of it could not be loaded. */
  tone?: 'warning' | 'error';
  /** Inside a card rather than in place of a page. */
  compact?: boolean;
  /** The title is the page's heading (a page that could not be shown at all). */
  pageHeading?: boolean;
  testId?: string;
}

/**
 * Something could not be loaded, said in place of it, with what to do. Plain markup rather than antd's Result,
 * whose module brings three page illustrations (10 KB compressed) to every screen that merely could fail.
 */
export function FailureNotice({
  title,
  detail,
  action,
  tone = 'warning',
  compact = false,
  pageHeading = false,
  testId,
}: FailureNoticeProps) {
  const Icon = tone === 'error' ? CloseCircleFilled : WarningFilled;
  const Title = pageHeading ? 'h1' : 'div';
  const classes = [styles.notice, tone === 'error' ? styles.error : '', compact ? styles.compact : ''];
  return (
    <div className={classes.join(' ')} data-testid={testId}>
      <Icon className={styles.icon} aria-hidden />
      <Title className={styles.title}>{title}</Title>
      {detail !== undefined && <p className={styles.detail}>{detail}</p>}
      {action}
    </div>
  );
}
