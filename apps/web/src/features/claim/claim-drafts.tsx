import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { type ClaimDraftSummary, DEFAULT_PAGE_SIZE } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, type ButtonProps, Space, Table, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { type HTMLAttributes, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { BusinessTimeCell } from '../../ui/business-time.tsx';
import { listEmptyText } from '../../ui/list/list-failure.tsx';
import { claimReportKeys, deleteReportDraft, draftsQuery } from './claim-report.api.ts';
import { CLAIM_PATHS, MONO } from './report/report-paths.ts';

/** Continue a draft in the report form, or delete it (confirmed first). */
function DraftActions({ draft }: { draft: ClaimDraftSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message, modal } = useFeedback();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deleteReportDraft(draft.draftId),
    onSuccess: async () => {
      message.success(t('claimWeb.drafts.deleted'));
      await queryClient.invalidateQueries({ queryKey: claimReportKeys.drafts });
    },
  });
  return (
    <Space size={0}>
      <Button
        type="link"
        size="small"
        icon={<EditOutlined />}
        onClick={() => navigate(CLAIM_PATHS.draft(draft.draftId))}
        data-testid={`draft-continue-${draft.draftId}`}
      >
        {t('claimWeb.drafts.continue')}
      </Button>
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined />}
        loading={remove.isPending}
        data-testid={`draft-delete-${draft.draftId}`}
        onClick={() =>
          modal.confirm({
            title: t('claimWeb.drafts.deleteTitle'),
            content: t('claimWeb.drafts.deleteConfirm', {
              policyNo: draft.policyNo || t('claimWeb.drafts.noPolicy'),
            }),
            okText: t('claimWeb.drafts.delete'),
            okButtonProps: { danger: true, 'data-testid': 'confirm-ok' } as ButtonProps,
            cancelText: t('claimWeb.common.cancel'),
            // The dialog keeps its button spinning until the server answered; a failure is shown by the wrapper.
            onOk: () => remove.mutateAsync().catch(() => undefined),
          })
        }
      >
        {t('claimWeb.drafts.delete')}
      </Button>
    </Space>
  );
}

const draftColumns = (t: TFunction): TableColumnsType<ClaimDraftSummary> => [
  {
    title: t('claimWeb.column.policyNo'),
    dataIndex: 'policyNo',
    key: 'policyNo',
    width: 200,
    render: (value: string) =>
      value ? (
        <span style={{ fontFamily: MONO, fontSize: 12 }}>{value}</span>
      ) : (
        <Typography.Text type="secondary">{t('claimWeb.drafts.noPolicy')}</Typography.Text>
      ),
  },
  { title: t('field.insuredName'), dataIndex: 'insuredName', key: 'insuredName', ellipsis: true },
  {
    title: t('field.lossType'),
    dataIndex: 'lossTypeName',
    key: 'lossType',
    width: 130,
    render: (value: string) => value || '-',
  },
  {
    title: t('field.incidentTime'),
    dataIndex: 'incidentTime',
    key: 'incidentTime',
    width: 130,
    render: (value: string) => <BusinessTimeCell value={value} />,
  },
  {
    title: t('claimWeb.drafts.savedAt'),
    dataIndex: 'savedAt',
    key: 'savedAt',
    width: 130,
    render: (value: string) => <BusinessTimeCell value={value} />,
  },
  {
    title: t('claimWeb.common.actions'),
    key: 'actions',
    width: 190,
    fixed: 'right',
    render: (_: unknown, draft) => <DraftActions draft={draft} />,
  },
];

/** The "Report drafts" tab: half-filled reports, last saved first, to continue or delete. */
export function ClaimDrafts() {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const drafts = useQuery(draftsQuery(paging.pageNo, paging.pageSize));
  return (
    <Table<ClaimDraftSummary>
      rowKey="draftId"
      columns={draftColumns(t)}
      dataSource={drafts.isError ? [] : (drafts.data?.list ?? [])}
      loading={drafts.isFetching}
      scroll={{ x: 900 }}
      locale={{ emptyText: listEmptyText(drafts, t('claimWeb.drafts.empty'), 'drafts') }}
      onRow={(row) => ({ 'data-testid': `draft-row-${row.draftId}` }) as HTMLAttributes<HTMLElement>}
      pagination={{
        current: paging.pageNo,
        pageSize: paging.pageSize,
        total: drafts.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('claimWeb.common.total', { total }),
        onChange: (pageNo, pageSize) =>
          setPaging((current) => ({ pageNo: pageSize === current.pageSize ? pageNo : 1, pageSize })),
      }}
      data-testid="drafts-table"
    />
  );
}
