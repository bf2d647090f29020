import { type AuditRow, ZAuditQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../ui/list/filter-bar.tsx';
import type { FilterField } from '../../../ui/list/filter-fields.ts';
import { ListTable } from '../../../ui/list/list-table.tsx';
import { useFilteredList } from '../../../ui/list/use-filtered-list.ts';
import { auditQuery } from './audit.api.ts';

/** By staff user, action and object (exactly), and the days from and to. */
const auditFields = (t: TFunction): FilterField[] => [
  { kind: 'text', name: 'staffLoginName', label: t('staff.audit.staffLogin'), maxLength: 64 },
  { kind: 'text', name: 'action', label: t('staff.audit.actionCode'), maxLength: 64 },
  {
    kind: 'text',
    name: 'objectNo',
    label: t('staff.audit.object'),
    maxLength: 64,
    testId: 'audit-filter-object',
  },
  { kind: 'date', name: 'dateFrom', label: t('staff.audit.dateFrom') },
  { kind: 'date', name: 'dateTo', label: t('staff.audit.dateTo') },
];

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
  const paging = useFilteredList(ZAuditQuery, auditFields(t), () => ({}), { firstPageOnSizeChange: true });
  const list = useQuery(auditQuery(paging.query));
  return (
    <div className="page-card" data-testid="staff-audit">
      <Typography.Title level={2}>{t('staff.page.audit')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('staff.audit.intro')}</Typography.Paragraph>
      <FilterBar list={paging} testId="audit" style={{ marginBottom: 8 }} />
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
