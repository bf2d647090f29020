import {
  ENQUIRY_APPLICATION_STATUSES,
  labelOf,
  PORTAL_APPLICATION_STATUSES,
  type PolicyListRow,
  ZApplicationListQuery,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Popconfirm, Space, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../app/shell/page-title.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { PaymentModal } from '../payment/payment-modal.tsx';
import { insuringKeys } from '../quotation/quotation.api.ts';
import { applicationsQuery, cancelApplication, withdrawApplication } from './application.api.ts';
import { listColumns } from './list-columns.tsx';
import {
  FilterBar,
  type FilterValues,
  ListPage,
  PendingTaskActions,
  PolicyListTable,
  queryFieldsOf,
  rangeAround,
  StatusTag,
  useFilteredList,
} from './list-kit.tsx';
import { ReviewHistoryDrawer } from './review-history-drawer.tsx';

/** Insurance start dates from three months back to six months ahead by default. */
const initialFilters = (): FilterValues => ({ range: rangeAround(90, 180) });

const toQuery = (values: FilterValues) => ({
  voucherNo: values.number?.trim() || undefined,
  businessStatus: values.status || undefined,
  ...queryFieldsOf(values),
});

const CANCELLABLE = ['B3', 'B4', 'B5'];
const WITHDRAWABLE = ['B3', 'B4'];

/** /pending-task/application "Application enquiry": submitted applications and what can be done with each. */
export default function ApplicationListPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const pageTitle = usePageTitle();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const filters = useFilteredList(ZApplicationListQuery, toQuery, 'voucherNo', initialFilters);
  const [paying, setPaying] = useState<number>();
  const [history, setHistory] = useState<PolicyListRow>();
  const list = useQuery(applicationsQuery(filters.query));

  const refresh = () => queryClient.invalidateQueries({ queryKey: insuringKeys.all });
  const withdraw = useMutation({
    mutationFn: (row: PolicyListRow) => withdrawApplication(row.id, row.voucherNo),
    onSuccess: async (result) => {
      message.success(result.message);
      await refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (row: PolicyListRow) => cancelApplication(row.id, row.voucherNo),
    onSuccess: async (result) => {
      message.success(result.message);
      await refresh();
    },
  });

  const statusOptions = ENQUIRY_APPLICATION_STATUSES.map((code) => ({
    value: code,
    label: labelOf(PORTAL_APPLICATION_STATUSES, code, language),
  }));

  const columns = listColumns(t);
  const tableColumns: TableColumnsType<PolicyListRow> = [
    columns.voucherNo(t('insuringWeb.list.applicationNo')),
    columns.product(),
    columns.insured(),
    columns.period(),
    columns.insuredAmount(),
    columns.premium(),
    {
      ...columns.status(),
      render: (code: string, row) => (
        <Space size={4} orientation="vertical">
          <StatusTag code={code} name={row.businessStatusName} />
          {row.reviewReasons.length > 0 && (
            <Typography.Link
              style={{ fontSize: 12 }}
              onClick={() => setHistory(row)}
              data-testid={`reasons-${row.voucherNo}`}
            >
              {t('insuringWeb.applications.reasons', { count: row.reviewReasons.length })}
            </Typography.Link>
          )}
        </Space>
      ),
    },
    columns.date(t('insuringWeb.applications.submittedAt'), 'createdDate'),
    {
      title: t('insuringWeb.common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_: unknown, row) => {
        const status = row.businessStatus;
        return (
          <Space size={0} wrap>
            {status === 'B3' && (
              <Button
                type="link"
                size="small"
                onClick={() => setPaying(row.id)}
                data-testid={`pay-${row.voucherNo}`}
              >
                {t('insuringWeb.applications.pay')}
              </Button>
            )}
            {status === 'B5' && (
              <Button
                type="link"
                size="small"
                onClick={() => navigate(`/quotation?application=${row.id}`)}
                data-testid={`modify-${row.voucherNo}`}
              >
                {t('insuringWeb.common.modify')}
              </Button>
            )}
            {WITHDRAWABLE.includes(status) && (
              <Popconfirm
                title={t('insuringWeb.applications.withdrawConfirm', { voucherNo: row.voucherNo })}
                description={t('insuringWeb.applications.withdrawText')}
                onConfirm={() => withdraw.mutateAsync(row).catch(() => undefined)}
              >
                <Button type="link" size="small" data-testid={`withdraw-${row.voucherNo}`}>
                  {t('insuringWeb.applications.withdraw')}
                </Button>
              </Popconfirm>
            )}
            <Button type="link" size="small" onClick={() => setHistory(row)}>
              {t('insuringWeb.applications.history')}
            </Button>
            {CANCELLABLE.includes(status) && (
              <Popconfirm
                title={t('insuringWeb.applications.cancelConfirm', { voucherNo: row.voucherNo })}
                description={t('insuringWeb.applications.cancelText')}
                okText={t('insuringWeb.applications.cancel')}
                okButtonProps={{ danger: true }}
                onConfirm={() => cancel.mutateAsync(row).catch(() => undefined)}
              >
                <Button type="link" size="small" danger data-testid={`cancel-${row.voucherNo}`}>
                  {t('insuringWeb.applications.cancel')}
                </Button>
              </Popconfirm>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <ListPage
      testId="application-list"
      title={pageTitle ?? t('shell.page.pendingApplication')}
      actions={<PendingTaskActions />}
    >
      <FilterBar
        filters={filters}
        testId="applications"
        numberLabel="insuringWeb.list.applicationNo"
        rangeLabel="insuringWeb.list.startRange"
        statusLabel="insuringWeb.list.status"
        statusOptions={statusOptions}
      />
      <PolicyListTable
        list={list}
        paging={filters}
        columns={tableColumns}
        scroll={{ x: 1300 }}
        emptyText={t('insuringWeb.applications.empty')}
      />
      <PaymentModal applicationId={paying} onClose={() => setPaying(undefined)} />
      <ReviewHistoryDrawer row={history} onClose={() => setHistory(undefined)} />
    </ListPage>
  );
}
