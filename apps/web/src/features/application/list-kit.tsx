import { ContactsOutlined, FileExcelOutlined, PlusOutlined } from '@ant-design/icons';
import {
  type ApplicationStatusKey,
  addDays,
  applicationStatusKeyOf,
  type Language,
  type MessageKey,
  type Page,
  type PolicyListRow,
  PRODUCTS,
  todayInChina,
  toOptions,
} from '@cargo/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Col, Form, type FormInstance, Input, Result, Row, Select, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { type Dayjs, dayjs } from '../../i18n/dayjs.ts';
import { issueReason } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { BusinessDatePicker } from '../../ui/business-date-picker.tsx';
import { ListSearchButtons } from '../../ui/list/list-search-buttons.tsx';
import { ListTable, type ListTableProps } from '../../ui/list/list-table.tsx';
import { type ListQuery, type Paging, useListQuery } from '../../ui/list/use-list-query.ts';
import { showFieldIssues } from '../../ui/zod-form.ts';
import { ClientRecordsDrawer } from '../client/index.ts';
import { DATE_FORMAT } from './form/form-values.ts';

/** What a list's filter bar holds. */
export interface FilterValues {
  number?: string;
  productCode?: string;
  insuredName?: string;
  status?: string;
  range?: [Dayjs | null, Dayjs | null] | null;
}

/** The filter bar's values as the query fields the list schemas take. */
export const queryFieldsOf = (values: FilterValues) => ({
  productCode: values.productCode || undefined,
  insuredName: values.insuredName?.trim() || undefined,
  startDate: values.range?.[0]?.format(DATE_FORMAT),
  endDate: values.range?.[1]?.format(DATE_FORMAT),
});

/** A default range around today in China (the business clock): `before` days back, `after` days ahead. */
export const rangeAround = (before: number, after: number): [Dayjs, Dayjs] => {
  const today = todayInChina();
  return [dayjs(addDays(today, -before)), dayjs(addDays(today, after))];
};

/**
 * Puts the issues of a list query next to the filter that caused them, with the SPEC §5 message alone
 * (the filter's label already names it): the number filter, or the date range.
 */
const showFilterIssues = (
  form: FormInstance<FilterValues>,
  issues: readonly z.core.$ZodIssue[],
  numberField: string,
  language: Language,
): (keyof FilterValues)[] =>
  showFieldIssues(
    form,
    issues,
    (issue): keyof FilterValues => {
      const head = String(issue.path[0] ?? '');
      return head === numberField
        ? 'number'
        : head === 'startDate' || head === 'endDate' || head === ''
          ? 'range'
          : head === 'insuredName'
            ? 'insuredName'
            : 'productCode';
    },
    (issue) => issueReason(language, issue),
  );

const clearFilterIssues = (form: FormInstance<FilterValues>) =>
  form.setFields(
    (['number', 'productCode', 'insuredName', 'status', 'range'] as const).map((name) => ({
      name,
      errors: [],
    })),
  );

/** The filter bar's form and what its buttons do. */
interface Filters {
  form: FormInstance<FilterValues>;
  /** The filters the list started with. */
  initial: FilterValues;
  search: () => void;
  reset: () => void;
}

/**
 * The filter bar of a drafts, applications or policies list and the query it drives (`toQuery` turns the
 * filters into query fields). A search checks the filters with the list's schema (SPEC §5) and shows
 * what is wrong next to them; `numberField` is the query field of the number filter. Reset goes back to
 * the initial filters, or to `resetTo` (the other filters cleared) when given, and searches.
 */
export function useFilteredList<Q extends Paging>(
  schema: z.ZodType<Q>,
  toQuery: (values: FilterValues) => object,
  numberField: string,
  initialFilters: () => FilterValues,
  resetTo?: () => FilterValues,
): Omit<ListQuery<Q>, 'search'> & Filters {
  const { language } = useLanguage();
  const [form] = Form.useForm<FilterValues>();
  const [initial] = useState(initialFilters);
  const listQuery = useListQuery(schema, () => toQuery(initial));
  const search = () => {
    clearFilterIssues(form);
    showFilterIssues(form, listQuery.search(toQuery(form.getFieldsValue())), numberField, language);
  };
  const reset = () => {
    if (resetTo === undefined) form.resetFields();
    else {
      form.setFieldsValue({
        number: undefined,
        productCode: undefined,
        insuredName: undefined,
        status: undefined,
        ...resetTo(),
      });
    }
    search();
  };
  return { ...listQuery, form, initial, search, reset };
}

interface FilterBarProps {
  filters: Filters;
  numberLabel: MessageKey;
  rangeLabel: MessageKey;
  statusLabel?: MessageKey;
  statusOptions?: { value: string; label: string }[];
  testId: string;
}

/** The filters of an enquiry (SPEC §2): number (4 or 20 digits), product, insured, status, date range. */
export function FilterBar({
  filters,
  numberLabel,
  rangeLabel,
  statusLabel,
  statusOptions,
  testId,
}: FilterBarProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Form<FilterValues>
      form={filters.form}
      layout="vertical"
      initialValues={filters.initial}
      onFinish={filters.search}
      data-testid={`${testId}-filters`}
      style={{ marginBottom: 8 }}
    >
      <Row gutter={16} align="top">
        <Col xs={24} md={8} xl={statusOptions ? 4 : 5}>
          <Form.Item name="number" label={t(numberLabel)}>
            <Input
              allowClear
              maxLength={20}
              inputMode="numeric"
              placeholder={t('insuringWeb.list.numberPlaceholder')}
              data-testid={`${testId}-number`}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8} xl={4}>
          <Form.Item name="productCode" label={t('field.productCode')}>
            <Select
              allowClear
              options={toOptions(PRODUCTS, language)}
              placeholder={t('insuringWeb.list.all')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8} xl={statusOptions ? 4 : 5}>
          <Form.Item name="insuredName" label={t('field.insuredName')}>
            <Input allowClear maxLength={100} data-testid={`${testId}-insured`} />
          </Form.Item>
        </Col>
        {statusOptions && statusLabel && (
          <Col xs={24} md={8} xl={3}>
            <Form.Item name="status" label={t(statusLabel)}>
              <Select allowClear options={statusOptions} placeholder={t('insuringWeb.list.all')} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={10} xl={statusOptions ? 5 : 6}>
          <Form.Item name="range" label={t(rangeLabel)}>
            <BusinessDatePicker.RangePicker
              style={{ width: '100%' }}
              allowEmpty={[true, true]}
              data-testid={`${testId}-range`}
            />
          </Form.Item>
        </Col>
        <Col flex="auto">
          <Form.Item label=" " colon={false}>
            <ListSearchButtons testId={testId} onReset={filters.reset} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}

/** Status colours of applications, one per status of the one list (a status added there must get one). */
const STATUS_COLORS: Record<ApplicationStatusKey, string> = {
  draft: 'default',
  pendingPayment: 'orange',
  pendingReview: 'gold',
  pendingModification: 'purple',
  internalReview: 'processing',
  rejected: 'red',
  cancelled: 'default',
  issued: 'green',
};

/** An application's status, coloured by status; a code the list does not hold is shown plain. */
export function StatusTag({ code, name }: { code: string; name: string }) {
  const key = applicationStatusKeyOf(code);
  return (
    <Tag color={key ? STATUS_COLORS[key] : 'default'} data-testid={`status-${code}`}>
      {name}
    </Tag>
  );
}

/**
 * The table of drafts, applications or policies with its pager; when the first load failed, the reason
 * and a retry instead.
 */
export function PolicyListTable({
  list,
  emptyText,
  ...table
}: Omit<ListTableProps<PolicyListRow>, 'result' | 'totalText' | 'locale'> & {
  list: UseQueryResult<Page<PolicyListRow>>;
  emptyText: string;
}) {
  const { t } = useTranslation();
  if (list.isError && !list.data) {
    return (
      <Result
        status="error"
        title={t('insuringWeb.list.loadFailed')}
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>{t('insuringWeb.common.retry')}</Button>}
      />
    );
  }
  return (
    <ListTable<PolicyListRow>
      rowKey="id"
      result={list}
      locale={{ emptyText }}
      totalText={(total) => t('insuringWeb.common.total', { total })}
      {...table}
    />
  );
}

/** The actions of the pending-task lists: the frequent clients (in a drawer) and a new application. */
export function PendingTaskActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [clientsOpen, setClientsOpen] = useState(false);
  return (
    <>
      <Button icon={<ContactsOutlined />} onClick={() => setClientsOpen(true)}>
        {t('insuringWeb.clients.title')}
      </Button>
      <Button
        icon={<FileExcelOutlined />}
        onClick={() => navigate('/pending-task/batch-application')}
        data-testid="batch-application-entry"
      >
        {t('applicationBatch.web.entry')}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/quotation')}>
        {t('insuringWeb.result.newApplication')}
      </Button>
      <ClientRecordsDrawer open={clientsOpen} kind="applicant" onClose={() => setClientsOpen(false)} />
    </>
  );
}

/** A page of the pending-task and policy enquiries: title, actions, filters and the table. */
export function ListPage({
  title,
  actions,
  notice,
  children,
  testId,
}: {
  title: ReactNode;
  actions?: ReactNode;
  notice?: ReactNode;
  children: ReactNode;
  testId: string;
}) {
  return (
    <div className="page-card" data-testid={testId}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 16 }}>
        <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>{title}</h2>
        <div style={{ marginLeft: 'auto', display: 'flex', gap: 8 }}>{actions}</div>
      </div>
      {notice}
      {children}
    </div>
  );
}
