import type { MessageRow } from '@cargo/domain';
import { Button, Modal, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { messageLink } from './message-link.ts';

/** One message read in full, with the way to the object it is about. */
export function MessageDetail({
  message,
  onClose,
}: {
  message: MessageRow | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = message === undefined ? null : messageLink(message);
  return (
    <Modal
      open={message !== undefined}
      title={message?.title ?? t('message.web.detailTitle')}
      onCancel={onClose}
      footer={
        <Space>
          {link === null ? null : (
            <Button type="primary" onClick={() => navigate(link)} data-testid="message-open-subject">
              {t('message.web.open')}
            </Button>
          )}
          <Button onClick={onClose} data-testid="message-detail-close">
            {t('message.web.close')}
          </Button>
        </Space>
      }
      data-testid="message-detail"
    >
      <p className="text-description">{message?.createdAt}</p>
      <p style={{ whiteSpace: 'pre-wrap' }} data-testid="message-detail-content">
        {message?.content}
      </p>
    </Modal>
  );
}
