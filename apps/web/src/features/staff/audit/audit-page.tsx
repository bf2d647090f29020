import { type AuditRow, ZAuditQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Space, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { BusinessDatePicker, dateBinding } from '../../../ui/business-date-picker.tsx';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { useStaffFilters } from '../use-staff-filters.ts';
import { auditQuery } from './audit.api.ts';

interface Filters {
  staffLoginName: string;
  action: string;
  objectNo: string;
  dateFrom: string;
  dateTo: string;
}
const FILTERS: readonly (keyof Filters)[] = ['staffLoginName', 'action', 'objectNo', 'dateFrom', 'dateTo'];
const EMPTY: Filters = { staffLoginName: '', action: '', objectNo: '', dateFrom: '', dateTo: '' };

const change = (text: string) => (
  <code style={{ fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{text}</code>
);

const columns = (t: TFunction): TableColumnsType<AuditRow> => [
  { title: t('staff.audit.at'), dataIndex: 'at', width: 170 },
  { title: t('staff.audit.staff'), dataIndex: 'staffName', width: 110 },
  { title: t('staff.audit.action'), dataIndex: 'actionName', width: 160 },
  { title: t('staff.audit.object'), dataIndex: 'objectNo', width: 200 },
  { title: t('staff.audit.before'), dataIndex: 'before', width: 220, render: change },
  { title: t('staff.audit.after'), dataIndex: 'after', width: 260, render: change },
  { title: t('staff.audit.trace'), dataIndex: 'traceId', width: 140 },
];

/** /staff/audit: every staff action (append-only), newest first, by staff user, action, object and dates. */
export default function AuditPage() {
  const { t } = useTranslation();
  const { form, paging, search } = useStaffFilters<z.infer<typeof ZAuditQuery>, Filters>(
    ZAuditQuery,
    FILTERS,
  );
  const list = useQuery(auditQuery(paging.query));
  return (
    <div className="page-card" data-testid="staff-audit">
      <Typography.Title level={2}>{t('staff.page.audit')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('staff.audit.intro')}</Typography.Paragraph>
      <Form<Filters>
        form={form}
        layout="inline"
        initialValues={EMPTY}
        onFinish={search}
        style={{ marginBottom: 16, rowGap: 8 }}
      >
        <Form.Item name="staffLoginName" label={t('staff.audit.staffLogin')}>
          <Input allowClear maxLength={64} style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="action" label={t('staff.audit.actionCode')}>
          <Input allowClear maxLength={64} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="objectNo" label={t('staff.audit.object')}>
          <Input allowClear maxLength={64} style={{ width: 200 }} data-testid="audit-filter-object" />
        </Form.Item>
        <Form.Item name="dateFrom" label={t('staff.audit.dateFrom')} {...dateBinding('')}>
          <BusinessDatePicker />
        </Form.Item>
        <Form.Item name="dateTo" label={t('staff.audit.dateTo')} {...dateBinding('')}>
          <BusinessDatePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="audit-search">
            {t('staff.search')}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue(EMPTY);
              search(EMPTY);
            }}
          >
            {t('staff.reset')}
          </Button>
        </Space>
      </Form>
      <ListTable<AuditRow>
        rowKey="id"
        columns={columns(t)}
        result={list}
        paging={paging}
        totalText={(total) => t('staff.total', { count: total })}
        locale={{ emptyText: t('staff.audit.empty') }}
        scroll={{ x: 1300 }}
      />
    </div>
  );
}
