import { DeleteOutlined, PlusOutlined, SearchOutlined, StarFilled } from '@ant-design/icons';
import {
  CLIENT_KINDS,
  type ClientListQuery,
  type ClientRecord,
  type ClientRecordKind,
  DEFAULT_PAGE_SIZE,
  labelOf,
} from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Drawer,
  Input,
  Popconfirm,
  Result,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { insuringKeys } from '../quotation/quotation.api.ts';
import { batchDeleteClients, clientsQuery, deleteClient, setDefaultClient } from './client.api.ts';
import { ClientRecordModal } from './client-record-modal.tsx';

interface ClientRecordsDrawerProps {
  open: boolean;
  /** The kind shown first; in pick mode the only one. */
  kind: ClientRecordKind;
  onClose: () => void;
  /** Pick mode (from the application form): the chosen record goes back to the form. */
  onPick?: (record: ClientRecord) => void;
}

/** Frequent applicants and insureds (SPEC §3 client records, §7 client defaults). */
export function ClientRecordsDrawer({ open, kind, onClose, onPick }: ClientRecordsDrawerProps) {
  const { t } = useTranslation();
  const [activeKind, setActiveKind] = useState<ClientRecordKind>(kind);
  const shownKind = onPick ? kind : activeKind;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={1080}
      destroyOnHidden
      title={
        onPick
          ? t('insuringWeb.clients.pickTitle', { kind: t(`insuringWeb.clients.kind.${kind}`) })
          : t('insuringWeb.clients.title')
      }
      data-testid="client-records"
    >
      {onPick ? (
        <ClientRecordList kind={kind} onPick={onPick} />
      ) : (
        <Tabs
          activeKey={shownKind}
          onChange={(key) => setActiveKind(key === 'insured' ? 'insured' : 'applicant')}
          items={(['applicant', 'insured'] as const).map((item) => ({
            key: item,
            label: t(`insuringWeb.clients.kind.${item}`),
            children: <ClientRecordList kind={item} />,
          }))}
        />
      )}
    </Drawer>
  );
}

function ClientRecordList({
  kind,
  onPick,
}: {
  kind: ClientRecordKind;
  onPick?: (record: ClientRecord) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [query, setQuery] = useState<ClientListQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [keyword, setKeyword] = useState<{ clientName: string; idNo: string }>({ clientName: '', idNo: '' });
  const [selected, setSelected] = useState<ClientRecord[]>([]);
  const [editing, setEditing] = useState<{ record: ClientRecord | undefined } | undefined>();
  const list = useQuery(clientsQuery(kind, query));

  const refresh = () => queryClient.invalidateQueries({ queryKey: [...insuringKeys.all, 'clients', kind] });
  const refreshDefault = () => queryClient.invalidateQueries({ queryKey: insuringKeys.defaultClient(kind) });

  const makeDefault = useMutation({
    mutationFn: (record: ClientRecord) => setDefaultClient(kind, record),
    onSuccess: async (record) => {
      message.success(t('insuringWeb.clients.defaultSet', { name: record.clientName }));
      await Promise.all([refresh(), refreshDefault()]);
    },
  });
  const remove = useMutation({
    mutationFn: (record: ClientRecord) => deleteClient(record.id),
    onSuccess: async () => {
      message.success(t('insuringWeb.clients.deleted'));
      setSelected([]);
      await refresh();
    },
  });
  const removeMany = useMutation({
    mutationFn: (records: ClientRecord[]) => batchDeleteClients(records.map((record) => record.id)),
    onSuccess: async (result) => {
      message.success(t('insuringWeb.clients.batchDeleted', { count: result.deleted }));
      setSelected([]);
      await refresh();
    },
  });

  const search = () =>
    setQuery({
      pageNo: 1,
      pageSize: query.pageSize,
      clientName: keyword.clientName.trim() || undefined,
      idNo: keyword.idNo.trim() || undefined,
    });

  const selectedHasDefault = selected.some((record) => record.isDefault === 'Y');

  const columns: TableColumnsType<ClientRecord> = [
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
      width: onPick ? 230 : 200,
      render: (_: unknown, record) => {
        const isDefault = record.isDefault === 'Y';
        const isEditing = editing?.record?.id === record.id;
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
            <Button type="link" size="small" onClick={() => setEditing({ record })}>
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
      },
    },
  ];

  if (list.isError && !list.data) {
    return (
      <Result
        status="error"
        title={t('insuringWeb.clients.loadFailed')}
        subTitle={list.error.message}
        extra={<Button onClick={() => void list.refetch()}>{t('insuringWeb.common.retry')}</Button>}
      />
    );
  }

  return (
    <div data-testid={`client-list-${kind}`}>
      <Space wrap style={{ marginBottom: 12, width: '100%' }}>
        <Input
          allowClear
          style={{ width: 200 }}
          placeholder={t('field.clientName')}
          value={keyword.clientName}
          onChange={(event) => setKeyword({ ...keyword, clientName: event.target.value })}
          onPressEnter={search}
        />
        <Input
          allowClear
          style={{ width: 220 }}
          placeholder={t('field.idNo')}
          value={keyword.idNo}
          onChange={(event) => setKeyword({ ...keyword, idNo: event.target.value })}
          onPressEnter={search}
        />
        <Button icon={<SearchOutlined />} onClick={search}>
          {t('insuringWeb.common.search')}
        </Button>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ record: undefined })}
          data-testid="client-add"
        >
          {t('insuringWeb.clients.addShort')}
        </Button>
        <Tooltip title={selectedHasDefault ? t('insuringWeb.clients.defaultCannotDelete') : undefined}>
          <Popconfirm
            title={t('insuringWeb.clients.batchDeleteConfirm', { count: selected.length })}
            okText={t('insuringWeb.common.delete')}
            okButtonProps={{ danger: true }}
            disabled={selected.length === 0 || selectedHasDefault}
            onConfirm={() => removeMany.mutateAsync(selected).catch(() => undefined)}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={selected.length === 0 || selectedHasDefault}
              loading={removeMany.isPending}
            >
              {selected.length > 0
                ? t('insuringWeb.clients.batchDelete', { count: selected.length })
                : t('insuringWeb.clients.batchDeleteNone')}
            </Button>
          </Popconfirm>
        </Tooltip>
      </Space>
      <Table<ClientRecord>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.list ?? []}
        loading={list.isFetching}
        scroll={{ x: 1000 }}
        rowSelection={{
          selectedRowKeys: selected.map((record) => record.id),
          onChange: (_keys, rows) => setSelected(rows),
        }}
        locale={{ emptyText: t('insuringWeb.clients.empty') }}
        pagination={{
          current: query.pageNo,
          pageSize: query.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('insuringWeb.common.total', { total }),
          onChange: (pageNo, pageSize) => setQuery({ ...query, pageNo, pageSize }),
        }}
      />
      <ClientRecordModal
        kind={kind}
        open={editing !== undefined}
        record={editing?.record}
        onClose={() => setEditing(undefined)}
        onSaved={async (record) => {
          setEditing(undefined);
          message.success(t('insuringWeb.clients.saved', { name: record.clientName }));
          await Promise.all([refresh(), refreshDefault()]);
        }}
      />
    </div>
  );
}
