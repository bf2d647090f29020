import type { CorrectionReminder } from '@cargo/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './dashboard.module.css';
import { OpenAll, OverviewSection } from './overview-section.tsx';

const CORRECTION_ENQUIRY_PATH = '/pending-task/correcting';

const STATUS_COLORS: Readonly<Record<string, string>> = { E1: 'blue', E2: 'green', E3: 'red' };

function ReminderRow({ reminder }: { reminder: CorrectionReminder }) {
  const { t } = useTranslation();
  const when =
    reminder.decidedOn === null
      ? t('dashboard.corrections.applied', { date: reminder.appliedOn })
      : t('dashboard.corrections.decided', { date: reminder.decidedOn });
  return (
    <li className={styles.row}>
      <Link
        to={CORRECTION_ENQUIRY_PATH}
        className={styles.rowLink}
        data-testid={`reminder-${reminder.correctionNo}`}
      >
        <Tag color={STATUS_COLORS[reminder.status] ?? 'default'}>{reminder.statusName}</Tag>
        <span className={styles.rowMain}>
          {reminder.policyNo} · {reminder.correctionTypeName}
        </span>
        <span className={styles.rowDate}>{when}</span>
      </Link>
    </li>
  );
}

/** Correction progress: corrections under review, and those decided in the last 30 days. */
export function CorrectionRemindersCard() {
  const { t } = useTranslation();
  return (
    <OverviewSection
      title={t('dashboard.corrections.title')}
      extra={
        <OpenAll to={CORRECTION_ENQUIRY_PATH} testId="corrections-open">
          {t('dashboard.corrections.open')}
        </OpenAll>
      }
      testId="correction-reminders"
      skeletonRows={2}
      isEmpty={(data) => data.correctionReminders.list.length === 0}
      emptyText={t('dashboard.corrections.empty')}
    >
      {(data) => (
        <ul className={styles.rows}>
          {data.correctionReminders.list.map((reminder) => (
            <ReminderRow key={reminder.id} reminder={reminder} />
          ))}
        </ul>
      )}
    </OverviewSection>
  );
}
