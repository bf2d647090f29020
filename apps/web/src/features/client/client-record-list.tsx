import { DeleteOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import {
  type ClientListQuery,
  type ClientRecord,
  type ClientRecordKind,
  DEFAULT_PAGE_SIZE,
  type Page,
} from '@cargo/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { Button, Input, Popconfirm, Result, Space, Table, type TableColumnsType, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { listEmptyText } from '../../ui/list/list-failure.tsx';
import { clientsQuery } from './client.api.ts';
import { clientColumns } from './client-record-columns.tsx';
import { ClientRecordModal } from './client-record-modal.tsx';
import { type ClientRecordActions, useClientRecordActions } from './use-client-record-actions.ts';

interface Keyword {
  clientName: string;
  idNo: string;
}

/** The frequent clients of one kind: search, add, edit, default, delete; in pick mode, use one. */
export function ClientRecordList({
  kind,
  onPick,
}: {
  kind: ClientRecordKind;
  onPick?: (record: ClientRecord) => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [query, setQuery] = useState<ClientListQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [keyword, setKeyword] = useState<Keyword>({ clientName: '', idNo: '' });
  const [selected, setSelected] = useState<ClientRecord[]>([]);
  const [editing, setEditing] = useState<{ record: ClientRecord | undefined } | undefined>();
  const list = useQuery(clientsQuery(kind, query));
  const actions = useClientRecordActions(kind, () => setSelected([]));
  const search = () =>
    setQuery({
      pageNo: 1,
      pageSize: query.pageSize,
      clientName: keyword.clientName.trim() || undefined,
      idNo: keyword.idNo.trim() || undefined,
    });

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
  const columns = clientColumns(t, language, {
    actions,
    onPick,
    onEdit: (record) => setEditing({ record }),
    editingId: editing?.record?.id,
  });
  return (
    <div data-testid={`client-list-${kind}`}>
      <ClientListToolbar
        keyword={keyword}
        onKeyword={setKeyword}
        onSearch={search}
        onAdd={() => setEditing({ record: undefined })}
        selected={selected}
        removeMany={actions.removeMany}
      />
      <ClientTable
        list={list}
        columns={columns}
        query={query}
        onQuery={setQuery}
        selected={selected}
        onSelect={setSelected}
      />
      <ClientRecordModal
        kind={kind}
        open={editing !== undefined}
        record={editing?.record}
        onClose={() => setEditing(undefined)}
        onSaved={async (record) => {
          setEditing(undefined);
          await actions.saved(record);
        }}
      />
    </div>
  );
}

interface ClientTableProps {
  list: UseQueryResult<Page<ClientRecord>>;
  columns: TableColumnsType<ClientRecord>;
  query: ClientListQuery;
  onQuery: (query: ClientListQuery) => void;
  selected: ClientRecord[];
  onSelect: (records: ClientRecord[]) => void;
}

/** The records of a page, selectable, with the pager. */
function ClientTable({ list, columns, query, onQuery, selected, onSelect }: ClientTableProps) {
  const { t } = useTranslation();
  return (
    <Table<ClientRecord>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={list.isError ? [] : (list.data?.list ?? [])}
      loading={list.isFetching}
      scroll={{ x: 1000 }}
      rowSelection={{
        selectedRowKeys: selected.map((record) => record.id),
        onChange: (_keys, rows) => onSelect(rows),
      }}
      locale={{ emptyText: listEmptyText(list, t('insuringWeb.clients.empty')) }}
      pagination={{
        current: query.pageNo,
        pageSize: query.pageSize,
        total: list.data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => t('insuringWeb.common.total', { total }),
        onChange: (pageNo, pageSize) => onQuery({ ...query, pageNo, pageSize }),
      }}
    />
  );
}

interface ToolbarProps {
  keyword: Keyword;
  onKeyword: (keyword: Keyword) => void;
  onSearch: () => void;
  onAdd: () => void;
  selected: ClientRecord[];
  removeMany: ClientRecordActions['removeMany'];
}

/** Search by name and ID number, add, delete the selected (never the default one). */
function ClientListToolbar({ keyword, onKeyword, onSearch, onAdd, selected, removeMany }: ToolbarProps) {
  const { t } = useTranslation();
  const selectedHasDefault = selected.some((record) => record.isDefault === 'Y');
  const cannotDelete = selected.length === 0 || selectedHasDefault;
  return (
    <Space wrap style={{ marginBottom: 12, width: '100%' }}>
      <Input
        allowClear
        style={{ width: 200 }}
        placeholder={t('field.clientName')}
        value={keyword.clientName}
        onChange={(event) => onKeyword({ ...keyword, clientName: event.target.value })}
        onPressEnter={onSearch}
      />
      <Input
        allowClear
        style={{ width: 220 }}
        placeholder={t('field.idNo')}
        value={keyword.idNo}
        onChange={(event) => onKeyword({ ...keyword, idNo: event.target.value })}
        onPressEnter={onSearch}
      />
      <Button icon={<SearchOutlined />} onClick={onSearch}>
        {t('insuringWeb.common.search')}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="client-add">
        {t('insuringWeb.clients.addShort')}
      </Button>
      <Tooltip title={selectedHasDefault ? t('insuringWeb.clients.defaultCannotDelete') : undefined}>
        <Popconfirm
          title={t('insuringWeb.clients.batchDeleteConfirm', { count: selected.length })}
          okText={t('insuringWeb.common.delete')}
          okButtonProps={{ danger: true }}
          disabled={cannotDelete}
          onConfirm={() => removeMany.mutateAsync(selected).catch(() => undefined)}
        >
          <Button danger icon={<DeleteOutlined />} disabled={cannotDelete} loading={removeMany.isPending}>
            {selected.length > 0
              ? t('insuringWeb.clients.batchDelete', { count: selected.length })
              : t('insuringWeb.clients.batchDeleteNone')}
          </Button>
        </Popconfirm>
      </Tooltip>
    </Space>
  );
}
