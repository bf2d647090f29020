import { type PolicyListRow, ZDraftListQuery } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { insuringKeys } from '../../api/insuring.api.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { FilterBar } from '../../ui/list/filter-bar.tsx';
import type { FilterValues } from '../../ui/list/filter-fields.ts';
import { useFilteredList } from '../../ui/list/use-filtered-list.ts';
import { rowActionName } from '../../ui/row-action.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { ApplicationPdfButton } from '../document/index.ts';
import { deleteDraft, draftsQuery } from './application.api.ts';
import { listColumns } from './list-columns.tsx';
import { ListPage, PendingTaskActions, PolicyListTable, policyListFields, rangeAround } from './list-kit.tsx';

/** Drafts were saved recently: the last 30 days by default. */
const initialFilters = (): FilterValues => ({ range: rangeAround(30, 0) });

/** /pending-task/temporary "Draft policies": drafts (B1) to modify, delete or turn into applications. */
export default function DraftListPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const pageTitle = usePageTitle();
  const queryClient = useQueryClient();
  // SPEC §5 query rules (4 or 20 digits, complete date range) before calling.
  const filters = useFilteredList(
    ZDraftListQuery,
    policyListFields(t, language, {
      testId: 'drafts',
      number: { label: 'insuringWeb.drafts.number', query: 'voucherNo' },
      rangeLabel: 'insuringWeb.drafts.savedRange',
    }),
    initialFilters,
  );
  const list = useQuery(draftsQuery(filters.query));

  const remove = useMutation({
    mutationFn: (row: PolicyListRow) => deleteDraft(row.id, row.voucherNo),
    onSuccess: async (_data, row) => {
      message.success(t('insuringWeb.drafts.deleted', { voucherNo: row.voucherNo }));
      await queryClient.invalidateQueries({ queryKey: insuringKeys.all });
    },
  });

  const columns = listColumns(t, language);
  const tableColumns: TableColumnsType<PolicyListRow> = [
    columns.voucherNo(t('insuringWeb.drafts.number')),
    columns.product(),
    columns.insured(),
    columns.period(),
    columns.insuredAmount(),
    columns.premium(),
    columns.date(t('insuringWeb.drafts.savedAt'), 'inputDate'),
    {
      title: t('insuringWeb.common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 230,
      render: (_: unknown, row) => <DraftActions row={row} onDelete={() => remove.mutateAsync(row)} />,
    },
  ];

  return (
    <ListPage
      testId="draft-list"
      title={pageTitle ?? t('shell.page.pendingTemporary')}
      actions={<PendingTaskActions />}
    >
      <FilterBar list={filters} testId="drafts" style={{ marginBottom: 8 }} />
      <PolicyListTable
        list={list}
        paging={filters}
        columns={tableColumns}
        scroll={{ x: 1220 }}
        emptyText={t('insuringWeb.drafts.empty')}
      />
    </ListPage>
  );
}

/** Modify a draft, turn it into an application, or delete it (after a confirmation). */
function DraftActions({ row, onDelete }: { row: PolicyListRow; onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Space size={0} wrap>
      <ApplicationPdfButton id={row.id} draft />
      <Button
        type="link"
        size="small"
        onClick={() => navigate(`/quotation?draft=${row.id}`)}
        aria-label={rowActionName(t('insuringWeb.common.modify'), row.voucherNo)}
        data-testid={`draft-modify-${row.voucherNo}`}
      >
        {t('insuringWeb.common.modify')}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => navigate(`/quotation?draft=${row.id}&mode=apply`)}
        aria-label={rowActionName(t('insuringWeb.drafts.toApplication'), row.voucherNo)}
        data-testid={`draft-apply-${row.voucherNo}`}
      >
        {t('insuringWeb.drafts.toApplication')}
      </Button>
      <Popconfirm
        title={t('insuringWeb.drafts.deleteConfirm', { voucherNo: row.voucherNo })}
        okText={t('insuringWeb.common.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={() => onDelete().catch(() => undefined)}
      >
        <Button
          type="link"
          size="small"
          danger
          aria-label={rowActionName(t('insuringWeb.common.delete'), row.voucherNo)}
          data-testid={`draft-delete-${row.voucherNo}`}
        >
          {t('insuringWeb.common.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
