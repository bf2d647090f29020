import type { ScreeningItem } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Segmented, Table, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../staff.module.css';
import { useStaffProfile } from '../use-staff-profile.ts';
import { screeningQueueQuery } from './compliance.api.ts';
import { ScreeningDecisionForm } from './screening-decision.tsx';

type QueueStatus = 'pendingReview' | 'cleared' | 'confirmed';

// Fixed layout with shares of the card's width: long cells wrap instead of pushing the table past its card.
const columns = (t: TFunction): TableColumnsType<ScreeningItem> => [
  {
    title: t('sanctions.queue.document'),
    key: 'document',
    width: '20%',
    render: (_, row) => `${row.subjectTypeName} ${row.subjectNo}`,
  },
  {
    title: t('staff.column.account'),
    key: 'account',
    width: '24%',
    render: (_, row) => `${row.companyName} (${row.accountName})`,
  },
  { title: t('sanctions.queue.stage'), dataIndex: 'stageName', width: '13%' },
  { title: t('sanctions.queue.list'), dataIndex: 'listName', width: '16%' },
  { title: t('sanctions.queue.screenedAt'), dataIndex: 'screenedAt', width: '15%' },
  { title: t('sanctions.queue.status'), dataIndex: 'statusName', width: '12%' },
];

/** Each possible hit: which party met which entry, its programme, score and the fields that matched. */
function Hits({ item }: { item: ScreeningItem }) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      styles={{ label: { width: '30%' }, content: { overflowWrap: 'anywhere' } }}
      items={item.hits.map((hit, index) => ({
        key: String(index),
        label: `${hit.partyRoleName}: ${hit.partyName}`,
        children: t('sanctions.queue.hit', {
          entry: hit.entNum === '' ? t('sanctions.queue.embargoed') : `${hit.entryName} (${hit.entNum})`,
          programme: hit.programme,
          score: hit.score.toFixed(3),
          fields: hit.matchedFieldNames.join(t('sanctions.queue.fieldSeparator')),
        }),
      }))}
    />
  );
}

/** /staff/sanctions: screenings with a possible hit; compliance officers decide, auditors read. */
export default function CompliancePage() {
  const { t } = useTranslation();
  const { roles } = useStaffProfile();
  const [status, setStatus] = useState<QueueStatus>('pendingReview');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const list = useQuery(screeningQueueQuery({ status, ...page }));
  const canDecide = roles.includes('compliance') && status === 'pendingReview';
  return (
    <div className="page-card" data-testid="staff-sanctions">
      <Typography.Title level={2} style={{ marginTop: 0 }}>
        {t('sanctions.page.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('sanctions.page.intro')}</Typography.Paragraph>
      <Segmented<QueueStatus>
        aria-label={t('sanctions.queue.status')}
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage((current) => ({ ...current, pageNo: 1 }));
        }}
        options={[
          { value: 'pendingReview', label: t('sanctions.queue.pending') },
          { value: 'cleared', label: t('sanctions.queue.cleared') },
          { value: 'confirmed', label: t('sanctions.queue.confirmed') },
        ]}
        style={{ marginBottom: 12 }}
      />
      <Table<ScreeningItem>
        rowKey="id"
        columns={columns(t)}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        tableLayout="fixed"
        className={styles.queue}
        locale={{ emptyText: t('sanctions.page.empty') }}
        expandable={{
          // Every row shows its hits (and the decision): the queue is read, not browsed.
          expandedRowKeys: (list.data?.list ?? []).map((row) => row.id),
          showExpandColumn: false,
          expandedRowRender: (row) => (
            <>
              <Hits item={row} />
              {row.decisionReason !== '' && (
                <Typography.Paragraph style={{ marginTop: 8 }}>
                  {t('sanctions.queue.decided', {
                    name: row.decidedBy,
                    at: row.decidedAt,
                    reason: row.decisionReason,
                  })}
                </Typography.Paragraph>
              )}
              {canDecide && <ScreeningDecisionForm item={row} />}
            </>
          ),
        }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
          showTotal: (total) => t('staff.total', { count: total }),
        }}
      />
    </div>
  );
}
