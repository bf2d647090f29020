import { CloudUploadOutlined, DownloadOutlined, WarningOutlined } from '@ant-design/icons';
import type { BatchResult } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { businessTimeText } from '../../../ui/business-time.tsx';
import { formatMoney } from '../../../ui/format.ts';
import { downloadBatchErrors } from '../declaration.api.ts';
import styles from '../declaration.module.css';
import { DECLARATION_PATHS } from '../declaration-paths.ts';

const TONE_CLASS = {
  success: styles.summaryTileSuccess,
  warning: styles.summaryTileWarning,
  error: styles.summaryTileError,
} as const;

function SummaryTile({
  label,
  value,
  tone,
  testId,
}: {
  label: string;
  value: number;
  tone?: keyof typeof TONE_CLASS;
  testId: string;
}) {
  return (
    <div className={`${styles.summaryTile} ${tone ? TONE_CLASS[tone] : ''}`}>
      <div className={styles.summaryLabel}>{label}</div>
      <div className={styles.summaryValue} data-testid={testId}>
        {value}
      </div>
    </div>
  );
}

/** The row counts of a batch: total, declared, under review, failed. */
function BatchCounts({ result }: { result: BatchResult }) {
  const { t } = useTranslation();
  return (
    <div className={styles.summaryGrid}>
      <SummaryTile
        label={t('declarationWeb.batch.result.total')}
        value={result.totalRows}
        testId="batch-total"
      />
      <SummaryTile
        label={t('declarationWeb.batch.result.declared')}
        value={result.declaredRows}
        tone="success"
        testId="batch-declared"
      />
      <SummaryTile
        label={t('declarationWeb.batch.result.review')}
        value={result.reviewRows}
        tone={result.reviewRows > 0 ? 'warning' : undefined}
        testId="batch-review"
      />
      <SummaryTile
        label={t('declarationWeb.batch.result.failed')}
        value={result.failedRows}
        tone={result.failedRows > 0 ? 'error' : undefined}
        testId="batch-failed"
      />
    </div>
  );
}

/** Totals by currency, when it was uploaded and the batch number. */
function BatchFacts({ result, uploadedAt }: { result: BatchResult; uploadedAt: string }) {
  const { t } = useTranslation();
  const totals = (list: BatchResult['totalInsured']) =>
    list.length === 0 ? '—' : list.map((total) => formatMoney(total.amount, total.currency)).join(' · ');
  return (
    <dl className={styles.facts}>
      <div>
        <dt>{t('declarationWeb.batch.result.totalInsured')}</dt>
        <dd className={styles.amount} data-testid="batch-total-insured">
          {totals(result.totalInsured)}
        </dd>
      </div>
      <div>
        <dt>{t('declarationWeb.batch.result.totalPremium')}</dt>
        <dd className={styles.amount} data-testid="batch-total-premium">
          {totals(result.totalPremium)}
        </dd>
      </div>
      <div>
        <dt>{t('declarationWeb.batch.result.uploadedAt')}</dt>
        <dd className={styles.amount}>{uploadedAt}</dd>
      </div>
      <div>
        <dt>{t('field.batchId')}</dt>
        <dd className={styles.mono}>{result.batchId}</dd>
      </div>
    </dl>
  );
}

/** The failed rows and their error list, or "all accepted". */
function FailedRowsNotice({ result }: { result: BatchResult }) {
  const { t } = useTranslation();
  const errors = useMutation({ mutationFn: () => downloadBatchErrors(result.batchId) });
  if (result.failedRows === 0) {
    return <Alert type="success" showIcon title={t('declarationWeb.batch.result.allAccepted')} />;
  }
  return (
    <Alert
      type="error"
      showIcon
      icon={<WarningOutlined />}
      title={t('declarationWeb.batch.result.failedTitle', { count: result.failedRows })}
      description={t('declarationWeb.batch.result.failedText')}
      action={
        <Button
          danger
          icon={<DownloadOutlined />}
          loading={errors.isPending}
          onClick={() => errors.mutate()}
          data-testid="batch-download-errors"
        >
          {t('declarationWeb.batch.result.downloadErrors')}
        </Button>
      }
    />
  );
}

/** The answer of an upload: counts, totals, the error list, and the notice for a file uploaded before. */
export function BatchResultCard({ result, onAnother }: { result: BatchResult; onAnother: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const uploadedAt = businessTimeText(result.uploadedAt, t);
  return (
    <Card
      variant="borderless"
      title={t('declarationWeb.batch.result.title')}
      extra={<Typography.Text type="secondary">{result.fileName}</Typography.Text>}
      data-testid="batch-result"
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        {result.isRepeat ? (
          <Alert
            type="warning"
            showIcon
            title={t('declarationWeb.batch.result.repeatTitle')}
            description={t('declarationWeb.batch.result.repeatText', { time: uploadedAt })}
            data-testid="batch-repeat-notice"
          />
        ) : null}
        <BatchCounts result={result} />
        <BatchFacts result={result} uploadedAt={uploadedAt} />
        <FailedRowsNotice result={result} />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          {result.reviewRows > 0 ? (
            <Button onClick={() => navigate(DECLARATION_PATHS.pending)}>
              {t('shell.page.declarationCorrecting')}
            </Button>
          ) : null}
          <Button onClick={() => navigate(DECLARATION_PATHS.enquiry)}>
            {t('shell.page.declarationTemporary')}
          </Button>
          <Button type="primary" icon={<CloudUploadOutlined />} onClick={onAnother}>
            {t('declarationWeb.batch.result.another')}
          </Button>
        </div>
      </div>
    </Card>
  );
}
