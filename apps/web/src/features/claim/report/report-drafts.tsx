import { DeleteOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { type ClaimDraftSummary, DEFAULT_PAGE_SIZE } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Space, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusinessTimeCell } from '../../../ui/business-time.tsx';
import { claimReportKeys, deleteReportDraft, draftsQuery } from '../claim-report.api.ts';
import { CLAIM_PATHS, MONO } from './report-paths.ts';

const orDash = (text: string) => (text ? text : '—');

const draftColumns = (
  t: TFunction,
  actions: (row: ClaimDraftSummary) => ReactNode,
): TableColumnsType<ClaimDraftSummary> => [
  {
    title: t('field.policyNo'),
    dataIndex: 'policyNo',
    render: (policyNo: string) => <span style={{ fontFamily: MONO }}>{orDash(policyNo)}</span>,
  },
  { title: t('claimReportWeb.subject.insured'), dataIndex: 'insuredName', render: orDash },
  { title: t('field.lossType'), dataIndex: 'lossTypeName', render: orDash },
  {
    title: t('field.incidentTime'),
    dataIndex: 'incidentTime',
    render: (text: string) => orDash(text.trim()),
  },
  {
    title: t('claimReportWeb.drafts.savedAt'),
    dataIndex: 'savedAt',
    width: 140,
    render: (value: string) => <BusinessTimeCell value={value} />,
  },
  { title: t('claimReportWeb.common.actions'), key: 'actions', width: 190, render: (_, row) => actions(row) },
];

/** Continue a draft in the report form, or delete it after a confirmation. */
function DraftActions({ row }: { row: ClaimDraftSummary }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: deleteReportDraft,
    onSuccess: async () => {
      message.success(t('claimReportWeb.drafts.deleted'));
      await queryClient.invalidateQueries({ queryKey: claimReportKeys.drafts });
    },
  });
  const confirmDelete = () =>
    modal.confirm({
      title: t('claimReportWeb.drafts.deleteTitle'),
      content: t('claimReportWeb.drafts.deleteContent', { policyNo: row.policyNo || '—' }),
      okText: t('claimReportWeb.drafts.delete'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelText: t('claimReportWeb.common.cancel'),
      onOk: () => remove.mutateAsync(row.draftId),
    });
  return (
    <Space size={0}>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined />}
        onClick={() => navigate(CLAIM_PATHS.draft(row.draftId))}
        data-testid={`draft-continue-${row.draftId}`}
      >
        {t('claimReportWeb.drafts.continue')}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined />}
        onClick={confirmDelete}
        data-testid={`draft-delete-${row.draftId}`}
      >
        {t('claimReportWeb.drafts.delete')}
      </Button>
    </Space>
  );
}

/** The account's report drafts, last saved first. */
export function ReportDrafts() {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const drafts = useQuery(draftsQuery(page.pageNo, page.pageSize));
  return (
    <Card
      variant="borderless"
      title={t('claimReportWeb.drafts.title')}
      extra={
        <Button size="small" icon={<ReloadOutlined />} onClick={() => void drafts.refetch()}>
          {t('claimReportWeb.common.refresh')}
        </Button>
      }
      data-testid="report-drafts"
    >
      {drafts.isError && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('claimReportWeb.drafts.loadFailed')}
        />
      )}
      <Table<ClaimDraftSummary>
        rowKey="draftId"
        size="middle"
        columns={draftColumns(t, (row) => <DraftActions row={row} />)}
        dataSource={drafts.data?.list ?? []}
        loading={drafts.isFetching}
        locale={{ emptyText: t('claimReportWeb.drafts.empty') }}
        onRow={(row) => ({ 'data-testid': `draft-row-${row.draftId}` }) as HTMLAttributes<HTMLElement>}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: drafts.data?.total ?? 0,
          hideOnSinglePage: true,
          showTotal: (total) => t('claimReportWeb.common.total', { total }),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Card>
  );
}
