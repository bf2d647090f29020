import type { BoardNotice } from '@cargo/domain';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './dashboard.module.css';

/** One notice, opened from the overview's notices (downloaded with the first notice opened). */
export function NoticeDialog({ notice, onClose }: { notice: BoardNotice | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={notice !== undefined}
      title={notice?.title}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('dashboard.notices.close')}
        </Button>
      }
      data-testid="notice-modal"
    >
      <div className={styles.asOf}>{notice?.publishDate}</div>
      <p className={styles.noticeBody} data-testid="notice-body">
        {notice?.body}
      </p>
    </Modal>
  );
}
