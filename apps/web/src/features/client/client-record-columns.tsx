import { StarFilled } from '@ant-design/icons';
import { CLIENT_KINDS, type ClientRecord, type Language, labelOf } from '@cargo/domain';
import { Button, Popconfirm, Space, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ClientRecordActions } from './use-client-record-actions.ts';

interface RowActionsProps {
  actions: ClientRecordActions;
  /** Pick mode: the record goes back to the application form. */
  onPick: ((record: ClientRecord) => void) | undefined;
  onEdit: (record: ClientRecord) => void;
  /** The record open in the edit dialog, if any. */
  editingId: number | undefined;
}

/** The columns of the frequent-client table: name (default marked), kind, ID, contact, actions. */
export const clientColumns = (
  t: TFunction,
  language: Language,
  rowActions: RowActionsProps,
): TableColumnsType<ClientRecord> => [
  {
    title: t('field.clientName'),
    dataIndex: 'clientName',
    width: 240,
    render: (name: string, record) => (
      <Space size={6} wrap>
        <Typography.Text strong>{name}</Typography.Text>
        {record.isDefault === 'Y' && (
          <Tag color="gold" icon={<StarFilled />} data-testid="client-default-tag">
            {t('insuringWeb.clients.default')}
          </Tag>
        )}
      </Space>
    ),
  },
  {
    title: t('field.clientType'),
    dataIndex: 'clientType',
    width: 90,
    render: (code: string) => labelOf(CLIENT_KINDS, code, language),
  },
  { title: t('field.idType'), dataIndex: 'idTypeName', width: 150, ellipsis: true },
  { title: t('field.idNo'), dataIndex: 'idNo', width: 190 },
  { title: t('field.contactName'), dataIndex: 'contactName', width: 100, ellipsis: true },
  { title: t('insuringWeb.client.mobile'), dataIndex: 'phone', width: 120 },
  {
    title: t('insuringWeb.common.actions'),
    key: 'actions',
    fixed: 'right',
    width: rowActions.onPick ? 230 : 200,
    render: (_: unknown, record) => <ClientRowActions record={record} {...rowActions} />,
  },
];

/** Use (pick mode), edit, make default, delete: the default record cannot be deleted. */
function ClientRowActions({
  record,
  actions,
  onPick,
  onEdit,
  editingId,
}: RowActionsProps & { record: ClientRecord }) {
  const { t } = useTranslation();
  const { makeDefault, remove } = actions;
  const isDefault = record.isDefault === 'Y';
  const isEditing = editingId === record.id;
  return (
    <Space size={0} wrap>
      {onPick && (
        <Tooltip title={isEditing ? t('insuringWeb.clients.editingCannotUse') : undefined}>
          <Button
            type="link"
            size="small"
            disabled={isEditing}
            onClick={() => onPick(record)}
            data-testid={`client-use-${record.id}`}
          >
            {t('insuringWeb.clients.use')}
          </Button>
        </Tooltip>
      )}
      <Button type="link" size="small" onClick={() => onEdit(record)}>
        {t('insuringWeb.common.edit')}
      </Button>
      {!isDefault && (
        <Button
          type="link"
          size="small"
          loading={makeDefault.isPending && makeDefault.variables?.id === record.id}
          onClick={() => makeDefault.mutate(record)}
        >
          {t('insuringWeb.clients.setDefault')}
        </Button>
      )}
      {isDefault ? (
        <Tooltip title={t('insuringWeb.clients.defaultCannotDelete')}>
          <Button type="link" size="small" danger disabled>
            {t('insuringWeb.common.delete')}
          </Button>
        </Tooltip>
      ) : (
        <Popconfirm
          title={t('insuringWeb.clients.deleteConfirm', { name: record.clientName })}
          okText={t('insuringWeb.common.delete')}
          okButtonProps={{ danger: true }}
          onConfirm={() => remove.mutateAsync(record).catch(() => undefined)}
        >
          <Button type="link" size="small" danger>
            {t('insuringWeb.common.delete')}
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
