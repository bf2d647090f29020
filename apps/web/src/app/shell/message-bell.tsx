import { BellOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MESSAGE_CENTER_PATH } from '../routes.ts';

/**
 * SPEC §2: the bell opening the message centre. The unread dot waits for the message centre (a later
 * issue): the gateway serves no message count yet, so the bell shows none.
 */
export function MessageBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tooltip title={t('shell.message.center')} mouseEnterDelay={0.1}>
      <Button
        type="text"
        shape="circle"
        icon={<BellOutlined />}
        aria-label={t('shell.message.center')}
        data-testid="message-bell"
        onClick={() => navigate(MESSAGE_CENTER_PATH)}
      />
    </Tooltip>
  );
}
