import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageCountQuery } from '../../api/shell.api.ts';
import { MESSAGE_CENTER_PATH } from '../routes.ts';

/** SPEC §2: a bell with a dot when unread messages exist; a failed count just shows no dot. */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useQuery(messageCountQuery());
  const hasUnread = (count.data ?? 0) > 0;
  return (
    <Tooltip title={hasUnread ? t('shell.message.unread') : t('shell.message.center')} mouseEnterDelay={0.1}>
      <Badge dot={hasUnread} offset={[-6, 6]} data-testid={hasUnread ? 'message-dot' : undefined}>
        <Button
          type="text"
          shape="circle"
          icon={<BellOutlined />}
          aria-label={t('shell.message.center')}
          data-testid="message-bell"
          onClick={() => navigate(MESSAGE_CENTER_PATH)}
        />
      </Badge>
    </Tooltip>
  );
}
