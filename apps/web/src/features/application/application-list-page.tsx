import {
  APPLICATION_STATUSES,
  ENQUIRY_APPLICATION_STATUSES,
  isFullPolicyNo,
  type Language,
  labelOf,
  type PolicyListRow,
  ZApplicationListQuery,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { FilterBar } from '../../ui/list/filter-bar.tsx';
import type { FilterValues } from '../../ui/list/filter-fields.ts';
import { hasListAddress } from '../../ui/list/list-address.ts';
import { useFilteredList } from '../../ui/list/use-filtered-list.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { PaymentModal } from '../payment/index.ts';
import { applicationsQuery } from './application.api.ts';
import { ApplicationActions, StatusWithReasons, useApplicationChanges } from './application-actions.tsx';
import { listColumns } from './list-columns.tsx';
import { ListPage, PendingTaskActions, PolicyListTable, policyListFields, rangeAround } from './list-kit.tsx';
import { ReviewHistoryDrawer } from './review-history-drawer.tsx';

/** Insurance start dates from three months back to six months ahead by default. */
const initialFilters = (): FilterValues => ({ range: rangeAround(90, 180) });

/**
 * /pending-task/application "Application enquiry": submitted applications and what can be done with each.
 * `?voucherNo=` alone (the header search) filters by a full application number, shown in the filter; a new
 * number in the address starts the list afresh. With a list in the address, the address is the list.
 */
export default function ApplicationListPage() {
  const [params] = useSearchParams();
  const voucherNo = hasListAddress(params) ? '' : (params.get('voucherNo') ?? '');
  return <ApplicationList key={voucherNo} voucherNo={voucherNo} />;
}

function ApplicationList({ voucherNo }: { voucherNo: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const pageTitle = usePageTitle();
  const statusOptions = ENQUIRY_APPLICATION_STATUSES.map((code) => ({
    value: code,
    label: labelOf(APPLICATION_STATUSES, code, language),
  }));
  // A full number needs no date range (SPEC §5); reset goes back to the default range, not to that number.
  const filters = useFilteredList(
    ZApplicationListQuery,
    policyListFields(t, language, {
      testId: 'applications',
      number: { label: 'insuringWeb.list.applicationNo', query: 'voucherNo' },
      rangeLabel: 'insuringWeb.list.startRange',
      status: { label: 'insuringWeb.list.status', query: 'businessStatus', options: statusOptions },
    }),
    initialFilters,
    { initial: () => (isFullPolicyNo(voucherNo) ? { number: voucherNo, range: null } : initialFilters()) },
  );
  const [paying, setPaying] = useState<number>();
  const [history, setHistory] = useState<PolicyListRow>();
  const list = useQuery(applicationsQuery(filters.query));
  const changes = useApplicationChanges();
  const columns = applicationColumns(t, language, {
    history: setHistory,
    actions: (row) => (
      <ApplicationActions
        row={row}
        changes={changes}
        onPay={() => setPaying(row.id)}
        onHistory={() => setHistory(row)}
      />
    ),
  });

  return (
    <ListPage
      testId="application-list"
      title={pageTitle ?? t('shell.page.pendingApplication')}
      actions={<PendingTaskActions />}
    >
      <FilterBar list={filters} testId="applications" style={{ marginBottom: 8 }} />
      <PolicyListTable
        list={list}
        paging={filters}
        columns={columns}
        scroll={{ x: 1300 }}
        emptyText={t('insuringWeb.applications.empty')}
      />
      <PaymentModal applicationId={paying} onClose={() => setPaying(undefined)} />
      <ReviewHistoryDrawer row={history} onClose={() => setHistory(undefined)} />
    </ListPage>
  );
}

interface RowRenderers {
  /** Opens the review history of a row. */
  history: (row: PolicyListRow) => void;
  actions: (row: PolicyListRow) => ReactNode;
}

/** The list-row columns, the status with its review reasons, the submission time, the actions. */
const applicationColumns = (
  t: TFunction,
  language: Language,
  rows: RowRenderers,
): TableColumnsType<PolicyListRow> => {
  const columns = listColumns(t, language);
  return [
    columns.voucherNo(t('insuringWeb.list.applicationNo')),
    columns.product(),
    columns.insured(),
    columns.period(),
    columns.insuredAmount(),
    columns.premium(),
    {
      ...columns.status(),
      render: (_: string, row) => <StatusWithReasons row={row} onHistory={() => rows.history(row)} />,
    },
    columns.date(t('insuringWeb.applications.submittedAt'), 'createdDate'),
    {
      title: t('insuringWeb.common.actions'),
      key: 'actions',
      fixed: 'right',
      width: 200,
      render: (_: unknown, row) => rows.actions(row),
    },
  ];
};
