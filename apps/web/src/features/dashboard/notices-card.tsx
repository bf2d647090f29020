import type { BoardNotice } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardState } from './card-state.tsx';
import { boardQuery } from './dashboard.api.ts';
import styles from './dashboard.module.css';
import { OverviewCard } from './overview-card.tsx';

const NoticeDialog = lazy(() =>
  import('./notice-dialog.tsx').then((module) => ({ default: module.NoticeDialog })),
);

/** The insurer's latest notices; a click opens the notice. */
export function NoticesCard() {
  const { t } = useTranslation();
  const board = useQuery(boardQuery());
  const [open, setOpen] = useState<BoardNotice | undefined>();
  // Mounted from the first notice opened on, so the dialog closes with its animation.
  const [opened, setOpened] = useState(false);
  return (
    <OverviewCard className={styles.fill} title={t('dashboard.notices.title')} testId="notices">
      <CardState
        query={board}
        testId="notices"
        isEmpty={(data) => data.list.length === 0}
        emptyText={t('dashboard.notices.empty')}
      >
        {(data) => (
          <ul className={styles.rows}>
            {data.list.map((notice) => (
              <li key={notice.id} className={styles.row}>
                <button
                  type="button"
                  className={styles.rowLink}
                  onClick={() => {
                    setOpen(notice);
                    setOpened(true);
                  }}
                  data-testid={`notice-${notice.id}`}
                >
                  <span className={styles.rowMain}>{notice.title}</span>
                  <span className={styles.rowDate}>{notice.publishDate}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </CardState>
      {opened && (
        <Suspense fallback={null}>
          <NoticeDialog notice={open} onClose={() => setOpen(undefined)} />
        </Suspense>
      )}
    </OverviewCard>
  );
}
