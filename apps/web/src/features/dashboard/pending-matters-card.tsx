import type { PendingMatter } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { overviewQuery } from './dashboard.api.ts';
import styles from './dashboard.module.css';
import { OverviewSection } from './overview-section.tsx';

const STATUS_COLORS: Readonly<Record<string, string>> = {
  B3: 'orange',
  B4: 'blue',
  B5: 'gold',
  E1: 'blue',
  '02': 'blue',
};

const MatterRow = ({ matter }: { matter: PendingMatter }) => (
  <li className={styles.row}>
    <Link to={matter.path} className={styles.rowLink} data-testid={`matter-${matter.documentNo}`}>
      <Tag>{matter.kindName}</Tag>
      <span className={styles.rowMain}>{matter.documentNo}</span>
      <Tag color={STATUS_COLORS[matter.status] ?? 'default'}>{matter.statusName}</Tag>
      <span className={styles.rowDate}>{matter.date}</span>
    </Link>
  </li>
);

/** Pending matters of the last 30 days; each opens the page that handles it. */
export function PendingMattersCard() {
  const { t } = useTranslation();
  const overview = useQuery(overviewQuery());
  const total = overview.data?.pendingMatters.total;
  return (
    <OverviewSection
      title={t('dashboard.matters.title')}
      extra={total === undefined ? null : t('dashboard.matters.total', { total })}
      testId="pending-matters"
      isEmpty={(data) => data.pendingMatters.list.length === 0}
      emptyText={t('dashboard.matters.empty')}
    >
      {(data) => (
        <ul className={styles.rows}>
          {data.pendingMatters.list.map((matter) => (
            <MatterRow key={`${matter.kind}-${matter.documentNo}`} matter={matter} />
          ))}
        </ul>
      )}
    </OverviewSection>
  );
}
