import type { BatchResult } from '@cargo/domain';
import { Alert, Button, Card, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from '../declaration.module.css';

/**
 * Stage of a running batch as a share of the bar: queued, rows being read, rows checked, rows declared.
 * The number of rows is known only once the file is read, so the bar moves by stage and the counts tell
 * the rows.
 */
const stagePercent = ({ status, progress }: BatchResult) => {
  if (status === 'queued') return 0;
  if (progress.declared > 0) return 100;
  if (progress.validated > 0) return 66;
  return progress.read > 0 ? 33 : 5;
};

/** A batch whose background job is queued or running: a progress bar and its three counts. */
export function BatchProgressCard({ batch }: { batch: BatchResult }) {
  const { t } = useTranslation();
  const counts = [
    { key: 'read', value: batch.progress.read },
    { key: 'validated', value: batch.progress.validated },
    { key: 'declared', value: batch.progress.declared },
  ] as const;
  return (
    <Card variant="borderless" title={t('declarationWeb.batch.progress.title')} data-testid="batch-progress">
      <Typography.Paragraph>
        {batch.status === 'queued'
          ? t('declarationWeb.batch.progress.queued')
          : t('declarationWeb.batch.progress.running', { fileName: batch.fileName })}
      </Typography.Paragraph>
      <Progress
        percent={stagePercent(batch)}
        status="active"
        aria-label={t('declarationWeb.batch.progress.title')}
      />
      <div className={styles.summaryGrid}>
        {counts.map(({ key, value }) => (
          <div key={key} className={styles.summaryTile}>
            <div className={styles.summaryLabel}>{t(`declarationWeb.batch.progress.${key}`)}</div>
            <div className={styles.summaryValue} data-testid={`batch-progress-${key}`}>
              {value}
            </div>
          </div>
        ))}
      </div>
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {t('declarationWeb.batch.progress.leave')}
      </Typography.Paragraph>
    </Card>
  );
}

/** A batch refused by its job: the reason, nothing declared, and a way to upload another file. */
export function BatchFailedCard({ batch, onAnother }: { batch: BatchResult; onAnother: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="error"
      showIcon
      title={t('declarationWeb.batch.upload.refused')}
      description={batch.failureMessage}
      action={<Button onClick={onAnother}>{t('declarationWeb.batch.result.another')}</Button>}
      data-testid="batch-refused"
    />
  );
}
