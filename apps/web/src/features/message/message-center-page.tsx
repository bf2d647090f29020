import { type MessageRow, type MessageStatus, ZMessageQuery } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../../api/feedback.ts';
import { ListTable } from '../../ui/list/list-table.tsx';
import { useListQuery } from '../../ui/list/use-list-query.ts';
import { usePageTitle } from '../../ui/shell/page-heading.tsx';
import {
  markAllMessagesRead,
  markMessagesRead,
  messagesQuery,
  refreshMessages,
  unreadCountQuery,
} from './message.api.ts';
import { useMessageColumns } from './message-columns.tsx';
import { MessageDetail } from './message-detail.tsx';

/** The tabs of SPEC §3 "Messages: read, unread, issued", by their status code and name in the URL. */
const TABS = [
  { key: 'unread', status: '02' },
  { key: 'read', status: '01' },
  { key: 'issued', status: '03' },
] as const satisfies readonly { key: string; status: MessageStatus }[];
type TabKey = (typeof TABS)[number]['key'];

const tabOf = (value: string | null): (typeof TABS)[number] =>
  TABS.find((tab) => tab.key === value) ?? TABS[0];

/** Marking read: one, several, or all shown; then the lists and the bell ask again. */
function useMarkRead(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const done = async ({ updated }: { updated: number }) => {
    onDone();
    await refreshMessages(queryClient);
    if (updated > 0) void message.success(t('message.web.marked', { count: updated }));
  };
  const some = useMutation({ mutationFn: markMessagesRead, onSuccess: done });
  const all = useMutation({ mutationFn: markAllMessagesRead, onSuccess: done });
  return { some, all };
}

function UnreadToolbar({
  selected,
  newestId,
  marking,
}: {
  selected: number[];
  newestId: number | undefined;
  marking: ReturnType<typeof useMarkRead>;
}) {
  const { t } = useTranslation();
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      <Button
        disabled={selected.length === 0}
        loading={marking.some.isPending}
        onClick={() => marking.some.mutate(selected)}
        data-testid="message-mark-selected"
      >
        {t('message.web.markSelectedRead', { count: selected.length })}
      </Button>
      <Popconfirm
        title={t('message.web.markAllConfirm')}
        okText={t('message.web.markAllConfirmOk')}
        cancelText={t('message.web.close')}
        disabled={newestId === undefined}
        // The newest message shown bounds "all": one that arrives meanwhile stays unread.
        onConfirm={() => (newestId === undefined ? undefined : marking.all.mutateAsync(newestId))}
      >
        <Button
          disabled={newestId === undefined}
          loading={marking.all.isPending}
          data-testid="message-mark-all"
        >
          {t('message.web.markAllRead')}
        </Button>
      </Popconfirm>
    </Space>
  );
}

/**
 * The newest unread message the reader was shown in this visit (on any page): "mark all" marks up to it, so
 * a message that arrives later is not marked unseen.
 */
function useNewestShown(rows: MessageRow[] | undefined) {
  const [newest, setNewest] = useState<number | undefined>();
  useEffect(() => {
    if (rows === undefined || rows.length === 0) return;
    const shown = Math.max(...rows.map((row) => row.id));
    setNewest((current) => (current === undefined || shown > current ? shown : current));
  }, [rows]);
  return newest;
}

/** /message-center: the account's messages by status, a page at a time (SPEC §2, §3, §7 message query). */
export default function MessageCenterPage() {
  const { t } = useTranslation();
  const title = usePageTitle() ?? t('shell.page.messageCenter');
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const paging = useListQuery(ZMessageQuery, () => ({ status: tab.status }), { firstPageOnSizeChange: true });
  const query = { ...paging.query, status: tab.status };
  const list = useQuery(messagesQuery(query));
  const unread = useQuery(unreadCountQuery());
  const [selected, setSelected] = useState<number[]>([]);
  const [reading, setReading] = useState<MessageRow | undefined>();
  const marking = useMarkRead(() => setSelected([]));
  const isUnreadTab = tab.status === '02';
  const newestId = useNewestShown(isUnreadTab ? list.data?.list : undefined);
  const read = (message: MessageRow) => {
    setReading(message);
    if (message.status === '02') marking.some.mutate([message.id]);
  };
  const columns = useMessageColumns(tab.status, {
    read,
    markRead: (message) => marking.some.mutate([message.id]),
  });
  const changeTab = (key: string) => {
    setSelected([]);
    paging.search({ status: tabOf(key).status });
    setParams(key === 'unread' ? {} : { tab: key as TabKey }, { replace: true });
  };

  return (
    <div className="page-card" data-testid="message-center">
      <h2 style={{ margin: '0 0 8px', fontSize: 18, fontWeight: 600 }}>{title}</h2>
      <p className="text-description">{t('message.web.intro')}</p>
      <Tabs
        activeKey={tab.key}
        onChange={changeTab}
        aria-label={t('message.web.tabs.label')}
        items={TABS.map(({ key }) => ({
          key,
          label:
            key === 'unread' && (unread.data ?? 0) > 0
              ? `${t('message.web.tab.unread')} (${unread.data})`
              : t(`message.web.tab.${key}`),
        }))}
        data-testid="message-tabs"
      />
      {isUnreadTab ? <UnreadToolbar selected={selected} newestId={newestId} marking={marking} /> : null}
      <ListTable<MessageRow>
        result={list}
        paging={paging}
        rowKey="id"
        columns={columns}
        scroll={{ x: 900 }}
        rowSelection={
          isUnreadTab
            ? {
                // "Mark all read" is the toolbar's; a select-all box in the header would also sit, focusable,
                // in the table's hidden measure row.
                hideSelectAll: true,
                selectedRowKeys: selected,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (message) => ({
                  'aria-label': t('message.web.select', { title: message.title }),
                }),
              }
            : undefined
        }
        locale={{ emptyText: t(`message.web.empty.${tab.key}`) }}
        totalText={(total) => t('message.web.total', { total })}
        data-testid="message-table"
      />
      <MessageDetail message={reading} onClose={() => setReading(undefined)} />
    </div>
  );
}
