import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import type { ApplicationBatchResult } from '@cargo/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { money } from '../../ui/format.ts';
import { NoteList } from '../../ui/notes-alert.tsx';
import { downloadApplicationBatchErrors } from './batch-application.api.ts';

type BatchRow = ApplicationBatchResult['rows'][number];
type CreatedRow = ApplicationBatchResult['applications'][number];

export function BatchErrorsButton({ batch }: { batch: ApplicationBatchResult }) {
  const { t } = useTranslation();
  const errors = useMutation({ mutationFn: () => downloadApplicationBatchErrors(batch.batchId) });
  if (batch.failedRows === 0) return null;
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={errors.isPending}
      onClick={() => errors.mutate()}
      data-testid="batch-application-errors"
    >
      {t('applicationBatch.web.downloadErrors')}
    </Button>
  );
}

/** The per-row check: the summary, the premium totals and each row's result. */
export function BatchCheckTable({ batch }: { batch: ApplicationBatchResult }) {
  const { t } = useTranslation();
  const columns: TableColumnsType<BatchRow> = [
    { title: t('applicationBatch.web.row'), dataIndex: 'rowNumber', width: 80 },
    {
      title: t('applicationBatch.web.result'),
      key: 'result',
      width: 180,
      render: (_, row) =>
        row.isValid ? (
          <Tag color={row.isReferred ? 'gold' : 'green'}>
            {t(row.isReferred ? 'applicationBatch.web.referred' : 'applicationBatch.web.valid')}
          </Tag>
        ) : (
          <Tag color="red">{t('applicationBatch.web.invalid')}</Tag>
        ),
    },
    {
      title: t('applicationBatch.web.premium'),
      key: 'premium',
      width: 160,
      render: (_, row) => money(row.currency, row.premium) || '—',
    },
    {
      title: t('applicationBatch.web.errors'),
      key: 'errors',
      render: (_, row) =>
        row.errors.length === 0 ? '—' : <NoteList lines={row.errors} testId="batch-row-errors" />,
    },
  ];
  return (
    <>
      <Alert
        type={batch.failedRows === 0 ? 'success' : 'warning'}
        showIcon
        style={{ marginBottom: 12 }}
        title={
          <span data-testid="batch-application-summary">
            {t('applicationBatch.web.summary', {
              total: batch.totalRows,
              valid: batch.validRows,
              failed: batch.failedRows,
            })}
          </span>
        }
        description={
          batch.premiumTotals.length === 0 ? undefined : (
            <span data-testid="batch-application-premium">
              {t('applicationBatch.web.premiumTotal')}:{' '}
              {batch.premiumTotals.map((total) => money(total.currency, total.amount)).join(' + ')}
            </span>
          )
        }
      />
      <Table
        rowKey="rowNumber"
        size="small"
        columns={columns}
        dataSource={batch.rows}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        rowClassName={(row) => (row.isValid ? '' : 'batch-row-invalid')}
        data-testid="batch-application-rows"
      />
    </>
  );
}

/** After the confirmation: the applications created, with links to the enquiry. */
export function BatchCreatedResult({
  batch,
  onAnother,
}: {
  batch: ApplicationBatchResult;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const columns: TableColumnsType<CreatedRow> = [
    { title: t('applicationBatch.web.row'), dataIndex: 'rowNumber', width: 80 },
    { title: t('applicationBatch.web.voucherNo'), dataIndex: 'voucherNo' },
    { title: t('applicationBatch.web.status'), dataIndex: 'statusName' },
  ];
  return (
    <div data-testid="batch-application-created">
      <Alert
        type="success"
        showIcon
        icon={<CheckCircleOutlined />}
        style={{ marginBottom: 12 }}
        title={t('applicationBatch.web.created', { count: batch.applications.length })}
        action={
          <Link to="/pending-task/application" data-testid="batch-application-enquiry">
            {t('applicationBatch.web.viewEnquiry')}
          </Link>
        }
      />
      <Table rowKey="id" size="small" columns={columns} dataSource={batch.applications} pagination={false} />
      <Space style={{ marginTop: 12 }}>
        <BatchErrorsButton batch={batch} />
        <Button onClick={onAnother}>{t('applicationBatch.web.uploadAgain')}</Button>
      </Space>
    </div>
  );
}
