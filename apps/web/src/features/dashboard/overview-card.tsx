import type { ReactNode } from 'react';
import styles from './overview-card.module.css';

interface OverviewCardProps {
  /** The card's heading; a card without one (a key figure) is its body alone. */
  title?: ReactNode;
  /** Beside the heading, on the right: a link, a count, a switch. */
  extra?: ReactNode;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * A card of the overview, drawn like antd's Card without its script (issue 14: antd's Card brings its tabs, 35 KB of
 * the overview's first download before compression, for a white box with a heading).
 */
export function OverviewCard({ title, extra, className, testId, children }: OverviewCardProps) {
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card} data-testid={testId}>
      {title === undefined ? null : (
        <div className={styles.head}>
          <h3 className={styles.title}>{title}</h3>
          {extra === undefined || extra === null ? null : <div className={styles.extra}>{extra}</div>}
        </div>
      )}
      <div className={styles.body}>{children}</div>
    </section>
  );
}

/** A key figure in the overview's large type, its digits grouped (as antd's Statistic drew it). */
export function OverviewFigure({ children }: { children: ReactNode }) {
  return <div className={styles.figure}>{children}</div>;
}
