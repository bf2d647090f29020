import type { MessageRow } from '@cargo/domain';
import { Badge, Button, Space, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BusinessTimeCell } from '../../ui/business-time.tsx';
import { messageLink } from './message-link.ts';

/** What a row's buttons do: read it in full, or mark it read (unread ones). */
export interface MessageActions {
  read: (message: MessageRow) => void;
  markRead: (message: MessageRow) => void;
}

export function useMessageColumns(status: string, actions: MessageActions): TableColumnsType<MessageRow> {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isUnread = status === '02';
  const open = (message: MessageRow) => {
    const link = messageLink(message);
    if (isUnread) actions.markRead(message);
    if (link !== null) navigate(link);
  };
  return [
    {
      title: t('message.web.column.title'),
      dataIndex: 'title',
      width: 240,
      render: (title: string, message) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}
          onClick={() => actions.read(message)}
          data-testid={`message-title-${message.id}`}
        >
          {isUnread ? <Badge status="processing" /> : null}
          <span style={isUnread ? { fontWeight: 600 } : undefined}>{title}</span>
        </Button>
      ),
    },
    { title: t('message.web.column.content'), dataIndex: 'content', ellipsis: true },
    {
      title: t('message.web.column.time'),
      dataIndex: 'createdAt',
      width: 180,
      // A notice has its publish day only.
      render: (createdAt: string) =>
        createdAt.length <= 10 ? createdAt : <BusinessTimeCell value={createdAt} />,
    },
    ...(status === '01'
      ? [
          {
            title: t('message.web.column.readAt'),
            dataIndex: 'readAt',
            width: 180,
            render: (readAt: string | null) => <BusinessTimeCell value={readAt} />,
          },
        ]
      : []),
    {
      title: t('message.web.column.actions'),
      key: 'actions',
      width: 200,
      render: (_: unknown, message: MessageRow) => (
        <Space size={4} wrap>
          {messageLink(message) === null ? null : (
            <Button size="small" onClick={() => open(message)} data-testid={`message-open-${message.id}`}>
              {t('message.web.open')}
            </Button>
          )}
          {isUnread ? (
            <Button
              size="small"
              onClick={() => actions.markRead(message)}
              data-testid={`message-mark-${message.id}`}
            >
              {t('message.web.markRead')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];
}
