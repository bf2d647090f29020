import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { unreadCountQuery } from '../../features/message/index.ts';
import { MESSAGE_CENTER_PATH } from '../routes.ts';

/**
 * SPEC §2: the bell opening the message centre, with a dot and the count while unread messages exist. The
 * count is polled (`unreadCountQuery`) and asked again when messages are read.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const unread = useQuery(unreadCountQuery()).data ?? 0;
  const label = unread > 0 ? t('message.bell.unread', { count: unread }) : t('message.bell.label');
  return (
    <Tooltip title={label} mouseEnterDelay={0.1}>
      <Badge count={unread} size="small" overflowCount={99} offset={[-4, 4]} data-testid="message-bell-count">
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={label}
          data-testid="message-bell"
          data-unread={unread}
          onClick={() => navigate(MESSAGE_CENTER_PATH)}
        />
      </Badge>
    </Tooltip>
  );
}
