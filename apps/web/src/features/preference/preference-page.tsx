import { useQuery } from '@tanstack/react-query';
import { Button, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { preferencesQuery, printHabitQuery } from './preference.api.ts';
import styles from './preference.module.css';
import { PreferenceSettingsCard } from './preference-settings-card.tsx';
import { PrintHabitCard } from './print-habit-card.tsx';

/** /user-management/preference (SPEC §2, §3 "Preferences"): the coded settings and the print habit. */
export default function PreferencePage() {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.preference');
  const preferences = useQuery(preferencesQuery());
  const habit = useQuery(printHabitQuery());

  if (preferences.isError || habit.isError) {
    return (
      <Result
        status="warning"
        title={t('preference.loadFailed')}
        extra={
          <Button
            onClick={() => {
              void preferences.refetch();
              void habit.refetch();
            }}
          >
            {t('preference.retry')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={styles.page} data-testid="preference-page">
      <h2 className={styles.title}>{title}</h2>
      {preferences.data ? <PreferenceSettingsCard saved={preferences.data} /> : <Skeleton active />}
      {habit.data ? <PrintHabitCard saved={habit.data} /> : <Skeleton active />}
    </div>
  );
}
