import { USAGE_WARNING_PERCENT, type UsageRow, ZUsageListQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Checkbox, Form, Progress, Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../ui/format.ts';
import { ListSearchButtons } from '../../../ui/list/list-search-buttons.tsx';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { useListQuery } from '../../../ui/list/use-list-query.ts';
import { AccountSelect } from './account-select.tsx';
import { usageQuery } from './operations.api.ts';

interface UsageFilters {
  accountCode?: string;
  warningOnly: boolean;
}

const moneyColumn = (title: string, key: 'totalLimit' | 'declared' | 'underReview' | 'remaining') => ({
  title,
  key,
  align: 'right' as const,
  width: 150,
  render: (_: unknown, row: UsageRow) => formatMoney(row[key], row.currency),
});

const columns = (t: TFunction) => [
  {
    title: t('operations.usage.column.account'),
    key: 'account',
    width: 220,
    render: (_: unknown, row: UsageRow) => (
      <Space orientation="vertical" size={0}>
        <span>{row.accountCode}</span>
        <Typography.Text type="secondary">{row.accountName}</Typography.Text>
      </Space>
    ),
  },
  {
    title: t('operations.usage.column.policy'),
    key: 'policy',
    width: 230,
    render: (_: unknown, row: UsageRow) => (
      <Space orientation="vertical" size={0}>
        <Typography.Text style={{ fontFamily: 'monospace' }}>{row.policyNo}</Typography.Text>
        <Typography.Text type="secondary">{row.productName}</Typography.Text>
      </Space>
    ),
  },
  moneyColumn(t('operations.usage.column.limit'), 'totalLimit'),
  moneyColumn(t('operations.usage.column.declared'), 'declared'),
  moneyColumn(t('operations.usage.column.underReview'), 'underReview'),
  moneyColumn(t('operations.usage.column.remaining'), 'remaining'),
  {
    title: t('operations.usage.column.used'),
    key: 'used',
    width: 190,
    render: (_: unknown, row: UsageRow) => (
      <Space>
        <Progress
          percent={Math.min(100, Number(row.usedPercent))}
          size="small"
          style={{ width: 90, margin: 0 }}
          status={row.warning ? 'exception' : 'normal'}
          showInfo={false}
          aria-label={`${row.usedPercent}%`}
        />
        <span data-testid={`usage-percent-${row.policyNo}`}>{row.usedPercent}%</span>
        {row.warning ? <Tag color="red">{t('operations.usage.warningTag')}</Tag> : null}
      </Space>
    ),
  },
  { title: t('operations.usage.column.endDate'), dataIndex: 'endDate', width: 120 },
];

/** How many open policies are above the warning share, and the way to list only them. */
function UsageWarning({ warnings, onShow }: { warnings: number | undefined; onShow: () => void }) {
  const { t } = useTranslation();
  if (warnings === undefined) return null;
  const params = { percent: USAGE_WARNING_PERCENT };
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={warnings > 0 ? 'warning' : 'success'}
      showIcon
      title={
        warnings > 0
          ? t('operations.usage.warningTitle', { ...params, count: warnings })
          : t('operations.usage.noWarning', params)
      }
      action={
        warnings > 0 ? (
          <Button size="small" onClick={onShow} data-testid="usage-show-warnings">
            {t('operations.usage.showWarnings')}
          </Button>
        ) : undefined
      }
      data-testid="usage-warning"
    />
  );
}

/** /staff/open-policy-usage: every account's open policies against their limits, with the warning list. */
export default function UsagePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<UsageFilters>();
  const paging = useListQuery(ZUsageListQuery, () => ({ warningOnly: false }), {
    firstPageOnSizeChange: true,
  });
  const list = useQuery(usageQuery(paging.query));
  const search = (filters: UsageFilters) =>
    void paging.search({ accountCode: filters.accountCode ?? '', warningOnly: filters.warningOnly });
  const showWarnings = () => {
    form.setFieldsValue({ warningOnly: true });
    search({ ...form.getFieldsValue(), warningOnly: true });
  };

  return (
    <div className="page-card" data-testid="usage-page">
      <Typography.Paragraph type="secondary">
        {t('operations.usage.intro', { percent: USAGE_WARNING_PERCENT })}
      </Typography.Paragraph>
      <UsageWarning warnings={list.data?.warningCount} onShow={showWarnings} />
      <Form<UsageFilters>
        form={form}
        layout="inline"
        initialValues={{ warningOnly: false }}
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="accountCode" label={t('field.accountCode')}>
          <AccountSelect style={{ width: 280 }} />
        </Form.Item>
        <Form.Item name="warningOnly" valuePropName="checked">
          <Checkbox data-testid="usage-warning-only">{t('operations.usage.showWarnings')}</Checkbox>
        </Form.Item>
        <ListSearchButtons
          onReset={() => {
            form.resetFields();
            search({ warningOnly: false });
          }}
        />
      </Form>
      <ListTable<UsageRow>
        result={list}
        paging={paging}
        rowKey="policyNo"
        columns={columns(t)}
        scroll={{ x: 1380 }}
        locale={{ emptyText: t('operations.usage.empty') }}
        totalText={(total) => t('operations.common.total', { total })}
        data-testid="usage-table"
      />
    </div>
  );
}
