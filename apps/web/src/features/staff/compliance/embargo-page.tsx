import type { EmbargoedDestination } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Result, Skeleton, Space, Table, type TableColumnsType, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../../api/feedback.ts';
import { useStaffProfile } from '../use-staff-profile.ts';
import { EMBARGO_KEY, embargoesQuery, removeEmbargo } from './embargo.api.ts';
import { EmbargoAddForm } from './embargo-add-form.tsx';
import { ThresholdForm } from './threshold-form.tsx';

const columns = (
  t: TFunction,
  remove?: (row: EmbargoedDestination) => void,
): TableColumnsType<EmbargoedDestination> => [
  { title: t('embargo.column.place'), dataIndex: 'name', ellipsis: false },
  {
    title: t('embargo.column.kind'),
    key: 'kind',
    width: 90,
    render: (_, row) => t(`embargo.kind.${row.kind}`),
  },
  { title: t('embargo.column.programme'), dataIndex: 'programme', width: 170 },
  { title: t('embargo.column.note'), dataIndex: 'note' },
  {
    title: t('embargo.column.added'),
    key: 'added',
    width: 170,
    render: (_, row) => `${row.createdBy} ${row.createdAt}`.trim(),
  },
  ...(remove === undefined
    ? []
    : [
        {
          title: '',
          key: 'remove',
          width: 90,
          render: (_: unknown, row: EmbargoedDestination) => (
            <Button
              danger
              size="small"
              onClick={() => remove(row)}
              aria-label={t('embargo.remove.buttonOf', { name: row.name })}
              // The visible word must start the name a screen reader hears: no space put between 移 and 除.
              autoInsertSpace={false}
              data-testid={`embargo-remove-${row.code}`}
            >
              {t('embargo.remove.button')}
            </Button>
          ),
        },
      ]),
];

const useRemove = () => {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (row: EmbargoedDestination) => removeEmbargo(row.id),
    onSuccess: (_, row) => message.success(t('embargo.remove.done', { name: row.name })),
    onError: (error) => message.error(error.message),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: EMBARGO_KEY }),
  });
  return (row: EmbargoedDestination) =>
    modal.confirm({
      title: t('embargo.remove.title'),
      content: t('embargo.remove.confirm', { name: row.name }),
      okText: t('embargo.remove.button'),
      okButtonProps: { danger: true },
      cancelText: t('operations.common.cancel'),
      onOk: () => remove.mutateAsync(row).catch(() => undefined),
    });
};

/** /staff/embargoes: the embargoed countries and ports and the match threshold; operations change them. */
export default function EmbargoPage() {
  const { t } = useTranslation();
  const canEdit = useStaffProfile().roles.includes('operations');
  const remove = useRemove();
  const embargoes = useQuery(embargoesQuery());
  if (embargoes.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (embargoes.isError) {
    return (
      <Result
        status="warning"
        title={t('operations.common.loadFailed')}
        subTitle={embargoes.error.message}
        extra={<Button onClick={() => void embargoes.refetch()}>{t('operations.common.retry')}</Button>}
      />
    );
  }
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="embargo-page">
      <Card title={t('embargo.page.title')}>
        <Typography.Paragraph type="secondary">{t('embargo.page.intro')}</Typography.Paragraph>
        {!canEdit && (
          <Typography.Paragraph type="secondary">{t('embargo.page.readOnly')}</Typography.Paragraph>
        )}
        <Table<EmbargoedDestination>
          rowKey="id"
          size="small"
          pagination={false}
          tableLayout="fixed"
          columns={columns(t, canEdit ? remove : undefined)}
          dataSource={embargoes.data.list}
          locale={{ emptyText: t('embargo.page.empty') }}
          data-testid="embargo-table"
        />
      </Card>
      {canEdit && (
        <Card title={t('embargo.add.title')}>
          <EmbargoAddForm />
        </Card>
      )}
      <Card title={t('embargo.threshold.title')}>
        <ThresholdForm
          key={embargoes.data.threshold}
          threshold={embargoes.data.threshold}
          canEdit={canEdit}
        />
      </Card>
    </Space>
  );
}
