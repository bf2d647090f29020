import type { DashboardOverview as Overview } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardState } from './card-state.tsx';
import { overviewQuery } from './dashboard.api.ts';
import styles from './dashboard.module.css';
import { OverviewCard } from './overview-card.tsx';

interface OverviewSectionProps {
  title: string;
  extra?: ReactNode;
  testId: string;
  skeletonRows?: number;
  isEmpty: (data: Overview) => boolean;
  emptyText: string;
  children: (data: Overview) => ReactNode;
}

/**
 * A card of the overview's own answer (pending matters, settlements, corrections: one call for all): its title,
 * and its body while loading, failed, empty or shown.
 */
export function OverviewSection({ title, extra, testId, skeletonRows, ...state }: OverviewSectionProps) {
  const overview = useQuery(overviewQuery());
  return (
    <OverviewCard className={styles.fill} title={title} extra={extra} testId={testId}>
      <CardState query={overview} testId={testId} skeletonRows={skeletonRows} {...state} />
    </OverviewCard>
  );
}

/** The link in a card's head to the page that lists all of it. */
export function OpenAll({ to, testId, children }: { to: string; testId: string; children: ReactNode }) {
  return (
    <Link to={to} data-testid={testId}>
      {children}
    </Link>
  );
}
