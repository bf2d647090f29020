import {
  type BackofficeClaimRow,
  CLAIM_CASE_STATUSES,
  type Language,
  toOptions,
  ZBackofficeClaimListQuery,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatMoney } from '../../../ui/format.ts';
import { FilterBar } from '../../../ui/list/filter-bar.tsx';
import type { FilterField } from '../../../ui/list/filter-fields.ts';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { useFilteredList } from '../../../ui/list/use-filtered-list.ts';
import { ClaimStatusTag } from '../../claim/index.ts';
import { useAccountChoices } from '../operations/account-select.tsx';
import { claimPath } from './claim-paths.ts';
import { handlingListQuery } from './claims.api.ts';

/** By status, report number (8 or 20 digits), policy number (4 or 20) and customer account. */
const claimFields = (
  t: TFunction,
  language: Language,
  accounts: ReturnType<typeof useAccountChoices>,
): FilterField[] => [
  {
    kind: 'select',
    name: 'status',
    label: t('field.status'),
    options: toOptions(CLAIM_CASE_STATUSES, language),
    placeholder: t('operations.common.all'),
    testId: 'handling-filter-status',
  },
  {
    kind: 'text',
    name: 'reportNo',
    label: t('field.reportNo'),
    maxLength: 20,
    testId: 'handling-filter-report',
  },
  { kind: 'text', name: 'policyNo', label: t('field.policyNo'), maxLength: 20 },
  {
    kind: 'select',
    name: 'accountCode',
    label: t('operations.claims.filter.account'),
    options: accounts.options,
    placeholder: t('operations.notice.form.accountPlaceholder'),
    showSearch: true,
    loading: accounts.loading,
    span: { xs: 24, md: 12, xl: 6 },
  },
];

const columns = (t: TFunction): TableColumnsType<BackofficeClaimRow> => [
  {
    title: t('field.reportNo'),
    dataIndex: 'reportNo',
    width: 190,
    render: (reportNo: string) => (
      <Link to={claimPath(reportNo)} data-testid={`handling-link-${reportNo}`}>
        <span style={{ fontFamily: 'monospace', fontSize: 12 }}>{reportNo}</span>
      </Link>
    ),
  },
  { title: t('operations.claims.column.account'), dataIndex: 'accountName', width: 200 },
  { title: t('claimWeb.column.policyNo'), dataIndex: 'policyNo', width: 190 },
  { title: t('field.lossType'), dataIndex: 'lossTypeName', width: 120 },
  {
    title: t('field.estimatedLoss'),
    key: 'estimatedLoss',
    align: 'right',
    width: 150,
    render: (_, row) => formatMoney(row.estimatedLoss, row.estimatedCurrency),
  },
  {
    title: t('field.status'),
    key: 'status',
    width: 110,
    render: (_, row) => <ClaimStatusTag code={row.status} name={row.statusName} />,
  },
  {
    title: t('operations.claims.column.age'),
    dataIndex: 'ageDays',
    width: 110,
    render: (days: number) => (
      <Tag color={days > 30 ? 'red' : days > 7 ? 'orange' : 'default'}>
        {t('operations.claims.ageDays', { count: days })}
      </Tag>
    ),
  },
  { title: t('claimWeb.column.reportedAt'), dataIndex: 'reportedAt', width: 170 },
];

/** /staff/claims: every account's claims, open and oldest first, with filters, paging and each one's age. */
export default function ClaimsPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const accounts = useAccountChoices();
  const paging = useFilteredList(ZBackofficeClaimListQuery, claimFields(t, language, accounts), () => ({}), {
    firstPageOnSizeChange: true,
  });
  const list = useQuery(handlingListQuery(paging.query));

  return (
    <div className="page-card" data-testid="handling-claims">
      <Typography.Paragraph type="secondary">{t('operations.claims.intro')}</Typography.Paragraph>
      <FilterBar list={paging} testId="handling" style={{ marginBottom: 8 }} />
      <ListTable<BackofficeClaimRow>
        result={list}
        paging={paging}
        rowKey="reportNo"
        columns={columns(t)}
        scroll={{ x: 1340 }}
        locale={{ emptyText: t('operations.claims.empty') }}
        totalText={(total) => t('operations.common.total', { total })}
        data-testid="handling-table"
      />
    </div>
  );
}
