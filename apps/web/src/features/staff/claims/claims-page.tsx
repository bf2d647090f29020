import {
  type BackofficeClaimRow,
  CLAIM_CASE_STATUSES,
  labelOf,
  ZBackofficeClaimListQuery,
} from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, type TableColumnsType, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { useLanguage } from '../../../i18n/use-language.ts';
import { formatMoney } from '../../../ui/format.ts';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { ClaimStatusTag } from '../../claim/index.ts';
import { AccountSelect } from '../operations/account-select.tsx';
import { useStaffFilters } from '../use-staff-filters.ts';
import { claimPath } from './claim-paths.ts';
import { handlingListQuery } from './claims.api.ts';

interface ClaimFilters {
  status: string;
  reportNo: string;
  policyNo: string;
  accountCode?: string;
}

const FILTERS: readonly (keyof ClaimFilters)[] = ['status', 'reportNo', 'policyNo', 'accountCode'];
const EMPTY: ClaimFilters = { status: '', reportNo: '', policyNo: '' };

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
  const filters = useStaffFilters<z.infer<typeof ZBackofficeClaimListQuery>, ClaimFilters>(
    ZBackofficeClaimListQuery,
    FILTERS,
  );
  const { form, paging } = filters;
  const list = useQuery(handlingListQuery(paging.query));
  // The account picker's cleared value is undefined; the query reads "all accounts" from ''.
  const search = (values: ClaimFilters) =>
    filters.search({ ...values, accountCode: values.accountCode ?? '' });

  return (
    <div className="page-card" data-testid="handling-claims">
      <Typography.Paragraph type="secondary">{t('operations.claims.intro')}</Typography.Paragraph>
      <Form<ClaimFilters>
        form={form}
        layout="inline"
        initialValues={EMPTY}
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="status" label={t('field.status')}>
          <Select
            style={{ width: 150 }}
            options={[
              { value: '', label: t('operations.common.all') },
              ...CLAIM_CASE_STATUSES.map((status) => ({
                value: status.code,
                label: labelOf(CLAIM_CASE_STATUSES, status.code, language),
              })),
            ]}
            data-testid="handling-filter-status"
          />
        </Form.Item>
        <Form.Item name="reportNo" label={t('field.reportNo')}>
          <Input allowClear maxLength={20} style={{ width: 210 }} data-testid="handling-filter-report" />
        </Form.Item>
        <Form.Item name="policyNo" label={t('field.policyNo')}>
          <Input allowClear maxLength={20} style={{ width: 210 }} />
        </Form.Item>
        <Form.Item name="accountCode" label={t('operations.claims.filter.account')}>
          <AccountSelect style={{ width: 260 }} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="handling-search">
            {t('operations.common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search(EMPTY);
            }}
          >
            {t('operations.common.reset')}
          </Button>
        </Space>
      </Form>
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
