import { Card, Tabs, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PUBLIC_PATHS, PublicPage } from '../public/index.ts';
import { ForgotByMail } from './forgot-by-mail.tsx';
import { ForgotBySms } from './forgot-by-sms.tsx';
import styles from './password-reset.module.css';

/** /forgot-password (public): a reset link by e-mail, or a code by SMS to the bound mobile. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('passwordReset.forgot.title');
  }, [t]);
  return (
    <PublicPage>
      <div className={styles.page}>
        <Card className={styles.card} data-testid="forgot-password-page">
          <h1 className={styles.title}>{t('passwordReset.forgot.title')}</h1>
          <Typography.Paragraph className={styles.intro}>
            {t('passwordReset.forgot.intro')}
          </Typography.Paragraph>
          <Tabs
            items={[
              { key: 'mail', label: t('passwordReset.forgot.tab.mail'), children: <ForgotByMail /> },
              { key: 'sms', label: t('passwordReset.forgot.tab.sms'), children: <ForgotBySms /> },
            ]}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {t('passwordReset.forgot.staffNote')}
          </Typography.Paragraph>
          <div className={styles.footer}>
            <a href={PUBLIC_PATHS.home} data-testid="forgot-back-to-login">
              {t('passwordReset.forgot.backToLogin')}
            </a>
          </div>
        </Card>
      </div>
    </PublicPage>
  );
}
