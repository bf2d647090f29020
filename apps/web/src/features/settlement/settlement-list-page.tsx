import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import { SETTLEMENT_KINDS, type SettlementPage, type SettlementRow, ZSettlementQuery } from '@cargo/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Tabs } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { describeIssue } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { groupAmount } from '../../ui/format.ts';
import { FilterBar } from '../../ui/list/filter-bar.tsx';
import type { FilterField } from '../../ui/list/filter-fields.ts';
import { ListTable } from '../../ui/list/list-table.tsx';
import { useFilteredList } from '../../ui/list/use-filtered-list.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import { PaidSettlements } from './paid-settlements.tsx';
import { downloadSettlementList, downloadSettlementPdf, settlementsQuery } from './settlement.api.ts';
import { useSettlementColumns } from './settlement-columns.tsx';

/** The kind of settlement and the date range; everything unpaid by default (no kind, no range). */
const settlementFields = (t: TFunction): FilterField[] => [
  {
    kind: 'select',
    name: 'kind',
    label: t('settlement.filter.kind'),
    options: SETTLEMENT_KINDS.map((kind) => ({ value: kind, label: t(`settlement.kind.${kind}`) })),
    placeholder: t('settlement.filter.allKinds'),
    testId: 'settlement-kind',
    span: { xs: 24, md: 8, xl: 6 },
  },
  {
    kind: 'dateRange',
    name: 'range',
    from: 'startDate',
    to: 'endDate',
    label: t('settlement.filter.range'),
    extra: t('settlement.filter.rangeHint'),
    span: { xs: 24, md: 16, xl: 10 },
  },
];

/** The premium due per currency over the whole filtered list. */
function SettlementTotals({ totals }: { totals: SettlementPage['totals'] }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      data-testid="settlement-totals"
      message={
        <Space wrap size={16}>
          <strong>{t('settlement.totals.title')}</strong>
          {totals.length === 0
            ? t('settlement.totals.none')
            : totals.map((total) => (
                <span key={total.currencyCode}>
                  {t('settlement.totals.line', {
                    currency: total.currency,
                    premium: groupAmount(total.premium, total.currencyCode),
                    count: total.count,
                  })}
                </span>
              ))}
        </Space>
      }
    />
  );
}

/** The unpaid settlements: filters, totals, the list with its payment actions, xlsx and PDF downloads. */
function UnpaidSettlements() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const paging = useFilteredList(ZSettlementQuery, settlementFields(t), () => ({}), {
    firstPageOnSizeChange: true,
    issueText: describeIssue,
  });
  const list = useQuery(settlementsQuery(paging.query));
  const download = useMutation({ mutationFn: () => downloadSettlementList(paging.query) });
  const downloadPdf = useMutation({ mutationFn: () => downloadSettlementPdf(paging.query, language) });
  const columns = useSettlementColumns();

  return (
    <>
      <Space wrap style={{ marginBottom: 16 }}>
        <Button
          icon={<DownloadOutlined />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          data-testid="settlement-download"
        >
          {t('settlement.download')}
        </Button>
        <Button
          icon={<FilePdfOutlined />}
          loading={downloadPdf.isPending}
          onClick={() => downloadPdf.mutate()}
          data-testid="settlement-download-pdf"
        >
          {t('settlement.downloadPdf')}
        </Button>
      </Space>
      <FilterBar list={paging} testId="settlement" label={t('settlement.filter.label')} />
      {list.isError ? null : <SettlementTotals totals={list.data?.totals ?? []} />}
      <ListTable<SettlementRow>
        result={list}
        paging={paging}
        rowKey="settlementNo"
        columns={columns}
        scroll={{ x: 1520 }}
        locale={{ emptyText: t('settlement.empty') }}
        totalText={(total) => t('settlement.totalText', { total })}
        data-testid="settlement-table"
      />
    </>
  );
}

/** The address with another tab; the lists of both tabs keep their parameters. */
const withTab = (current: URLSearchParams, key: string): URLSearchParams => {
  const next = new URLSearchParams(current);
  if (key === 'paid') next.set('tab', 'paid');
  else next.delete('tab');
  return next;
};

/**
 * /pending-task/settlement "Settlement enquiry" (SPEC §2, §7 queryNoPaySettlementList): the unpaid
 * premium to pay and, on the second tab (`?tab=paid`), the paid settlements to invoice.
 */
export default function SettlementListPage() {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.pendingSettlement');
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'paid' ? 'paid' : 'unpaid';
  return (
    <div className="page-card" data-testid="settlement-list">
      <h2 style={{ margin: '0 0 16px', fontSize: 18, fontWeight: 600 }}>{title}</h2>
      <p className="text-description">{t('settlement.intro')}</p>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams((current) => withTab(current, key), { replace: true })}
        items={[
          { key: 'unpaid', label: t('settlement.tab.unpaid'), children: <UnpaidSettlements /> },
          { key: 'paid', label: t('settlement.tab.paid'), children: <PaidSettlements /> },
        ]}
        data-testid="settlement-tabs"
      />
    </div>
  );
}
