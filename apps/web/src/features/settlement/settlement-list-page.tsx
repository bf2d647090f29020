import { DownloadOutlined, FilePdfOutlined } from '@ant-design/icons';
import {
  type SettlementKind,
  type SettlementPage,
  type SettlementRow,
  ZSettlementQuery,
} from '@cargo/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Col, Form, type FormInstance, Row, Select, Space, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Dayjs } from '../../i18n/dayjs.ts';
import { describeIssue } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BusinessDatePicker } from '../../ui/business-date-picker.tsx';
import { groupAmount } from '../../ui/format.ts';
import { ListSearchButtons } from '../../ui/list/list-search-buttons.tsx';
import { ListTable } from '../../ui/list/list-table.tsx';
import { useListQuery } from '../../ui/list/use-list-query.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import {
  clearChangedFieldErrors,
  showFieldIssues,
  useRevalidateOnLanguageChange,
} from '../../ui/zod-form.ts';
import { PaidSettlements } from './paid-settlements.tsx';
import { downloadSettlementList, downloadSettlementPdf, settlementsQuery } from './settlement.api.ts';
import { useSettlementColumns } from './settlement-columns.tsx';

interface SettlementFilters {
  kind?: SettlementKind;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** Everything unpaid by default: no kind and no range. */
const defaultFilters = (): SettlementFilters => ({});

const toQueryInput = (filters: SettlementFilters) => ({
  kind: filters.kind,
  startDate: filters.range?.[0]?.format('YYYY-MM-DD'),
  endDate: filters.range?.[1]?.format('YYYY-MM-DD'),
});

const FIELD_OF_PATH: Record<string, keyof SettlementFilters> = {
  kind: 'kind',
  startDate: 'range',
  endDate: 'range',
};

function SettlementFilterForm({
  form,
  onSearch,
}: {
  form: FormInstance<SettlementFilters>;
  onSearch: (filters: SettlementFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <Form<SettlementFilters>
      form={form}
      layout="vertical"
      initialValues={defaultFilters()}
      onFinish={onSearch}
      onValuesChange={clearChangedFieldErrors(form)}
      aria-label={t('settlement.filter.label')}
    >
      <Row gutter={16}>
        <Col xs={24} md={8} xl={6}>
          <Form.Item name="kind" label={t('settlement.filter.kind')}>
            <Select
              allowClear
              placeholder={t('settlement.filter.allKinds')}
              options={[
                { value: 'application', label: t('settlement.kind.application') },
                { value: 'declaration', label: t('settlement.kind.declaration') },
                { value: 'correction', label: t('settlement.kind.correction') },
              ]}
              data-testid="settlement-kind"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16} xl={10}>
          <Form.Item
            name="range"
            label={t('settlement.filter.range')}
            extra={t('settlement.filter.rangeHint')}
          >
            <BusinessDatePicker.RangePicker style={{ width: '100%' }} allowEmpty={[true, true]} />
          </Form.Item>
        </Col>
        <Col xs={24} xl={8} style={{ display: 'flex', alignItems: 'flex-start', paddingTop: 30 }}>
          <ListSearchButtons
            testId="settlement"
            onReset={() => {
              form.resetFields();
              onSearch(defaultFilters());
            }}
          />
        </Col>
      </Row>
    </Form>
  );
}

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
  const [form] = Form.useForm<SettlementFilters>();
  useRevalidateOnLanguageChange(form, language);
  const paging = useListQuery(ZSettlementQuery, () => toQueryInput(defaultFilters()), {
    firstPageOnSizeChange: true,
  });
  const list = useQuery(settlementsQuery(paging.query));
  const download = useMutation({ mutationFn: () => downloadSettlementList(paging.query) });
  const downloadPdf = useMutation({ mutationFn: () => downloadSettlementPdf(paging.query, language) });
  const columns = useSettlementColumns();

  const search = (filters: SettlementFilters) => {
    const input = toQueryInput(filters);
    showFieldIssues(
      form,
      paging.search(input),
      (issue) => FIELD_OF_PATH[String(issue.path[0])],
      (issue) => describeIssue(language, issue, input),
    );
  };

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
      <SettlementFilterForm form={form} onSearch={search} />
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
        onChange={(key) => setParams(key === 'paid' ? { tab: 'paid' } : {}, { replace: true })}
        items={[
          { key: 'unpaid', label: t('settlement.tab.unpaid'), children: <UnpaidSettlements /> },
          { key: 'paid', label: t('settlement.tab.paid'), children: <PaidSettlements /> },
        ]}
        data-testid="settlement-tabs"
      />
    </div>
  );
}
