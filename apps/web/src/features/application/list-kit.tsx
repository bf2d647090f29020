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
import { Button, Result, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type Dayjs, dayjs } from '../../i18n/dayjs.ts';
import type { FilterField } from '../../ui/list/filter-fields.ts';
import { ListTable, type ListTableProps } from '../../ui/list/list-table.tsx';
import { ClientRecordsDrawer } from '../client/index.ts';

/** A default range around today in China (the business clock): `before` days back, `after` days ahead. */
export const rangeAround = (before: number, after: number): [Dayjs, Dayjs] => {
  const today = todayInChina();
  return [dayjs(addDays(today, -before)), dayjs(addDays(today, after))];
};

interface PolicyListFilters {
  /** The prefix of the filters' test ids (`${testId}-number`…). */
  testId: string;
  /** The number filter: its label and its query field (the policy, application or draft number). */
  number: { label: MessageKey; query: string };
  rangeLabel: MessageKey;
  /** A status filter, when the list has one: its label, query field and options. */
  status?: { label: MessageKey; query: string; options: { value: string; label: string }[] };
}

/**
 * The filters of an enquiry of drafts, applications or policies (SPEC §2): number (4 or 20 digits),
 * product, insured, a status when the list has one, and the date range.
 */
export const policyListFields = (
  t: TFunction,
  language: Language,
  { testId, number, rangeLabel, status }: PolicyListFilters,
): FilterField[] => {
  const narrow = status !== undefined;
  return [
    {
      kind: 'text',
      name: 'number',
      query: number.query,
      label: t(number.label),
      maxLength: 20,
      numeric: true,
      placeholder: t('insuringWeb.list.numberPlaceholder'),
      testId: `${testId}-number`,
      span: { xs: 24, md: 8, xl: narrow ? 4 : 5 },
    },
    {
      kind: 'select',
      name: 'productCode',
      label: t('field.productCode'),
      options: toOptions(PRODUCTS, language),
      placeholder: t('insuringWeb.list.all'),
      span: { xs: 24, md: 8, xl: 4 },
    },
    {
      kind: 'text',
      name: 'insuredName',
      label: t('field.insuredName'),
      maxLength: 100,
      testId: `${testId}-insured`,
      span: { xs: 24, md: 8, xl: narrow ? 4 : 5 },
    },
    ...(status === undefined
      ? []
      : [
          {
            kind: 'select',
            name: 'status',
            query: status.query,
            label: t(status.label),
            options: status.options,
            placeholder: t('insuringWeb.list.all'),
            span: { xs: 24, md: 8, xl: 3 },
          } satisfies FilterField,
        ]),
    {
      kind: 'dateRange',
      name: 'range',
      from: 'startDate',
      to: 'endDate',
      label: t(rangeLabel),
      testId: `${testId}-range`,
      span: { xs: 24, md: 10, xl: narrow ? 5 : 6 },
    },
  ];
};

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
