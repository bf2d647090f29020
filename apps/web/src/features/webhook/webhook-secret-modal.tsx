import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './webhook.module.css';

/** An endpoint's signing secret in full: after creation, a reveal or a roll. */
export function WebhookSecretModal({ secret, onClose }: { secret: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={secret !== undefined}
      title={t('webhook.secret.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="webhook-secret-close">
          {t('webhook.secret.close')}
        </Button>
      }
    >
      <p className={styles.hint}>{t('webhook.secret.once')}</p>
      <Typography.Paragraph
        copyable={{ text: secret, tooltips: [t('webhook.secret.copy'), t('webhook.secret.copied')] }}
      >
        <code className={styles.secret} data-testid="webhook-secret">
          {secret}
        </code>
      </Typography.Paragraph>
    </Modal>
  );
}
