import { type DeclarationQueueItem, ZDeclarationQueueQuery } from '@cargo/domain';
import { useQuery } from '@tanstack/react-query';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { money } from '../../../ui/format.ts';
import { DeclarationReviewDrawer } from './declaration-review-drawer.tsx';
import { accountColumn, ageColumn, openColumn, QueuePage } from './queue-page.tsx';
import { type DeclarationQueueQuery, declarationQueueQuery } from './underwriting.api.ts';

const columns = (
  t: TFunction,
  open: (declarationNo: string) => void,
): TableColumnsType<DeclarationQueueItem> => [
  openColumn<DeclarationQueueItem>(
    t('staff.column.declarationNo'),
    (row) => row.declarationNo,
    (row) => open(row.declarationNo),
  ),
  accountColumn(t),
  { title: t('staff.column.policyNo'), dataIndex: 'policyNo', width: 200 },
  { title: t('staff.column.goods'), dataIndex: 'goodsDescription', width: 200, ellipsis: true },
  {
    title: t('staff.column.amount'),
    key: 'amount',
    align: 'right',
    width: 170,
    render: (_, row) => money(row.currency, row.insuredAmount),
  },
  { title: t('staff.column.submittedAt'), dataIndex: 'submittedAt', width: 170 },
  ageColumn(t),
];

const useRows = (query: DeclarationQueueQuery) => useQuery(declarationQueueQuery(query));

/** /staff/declarations: declarations under manual review (02), oldest first; each opens its review. */
export default function DeclarationsPage() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<string>();
  return (
    <QueuePage<DeclarationQueueItem, DeclarationQueueQuery>
      testId="staff-declarations"
      title={t('staff.page.declarations')}
      intro={t('staff.declarations.intro')}
      emptyText={t('staff.declarations.empty')}
      schema={ZDeclarationQueueQuery}
      filters={[
        { name: 'accountName', label: t('staff.filter.accountName'), maxLength: 64 },
        {
          name: 'declarationNo',
          label: t('staff.column.declarationNo'),
          maxLength: 20,
          testId: 'queue-filter-declaration',
        },
        { name: 'policyNo', label: t('staff.column.policyNo'), maxLength: 30 },
      ]}
      useRows={useRows}
      columns={columns(t, setOpen)}
      rowKey="declarationNo"
      scrollX={1300}
    >
      {open !== undefined && (
        <DeclarationReviewDrawer declarationNo={open} onClose={() => setOpen(undefined)} />
      )}
    </QueuePage>
  );
}
