import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n';
import { showIssues, showServerIssues } from '../../ui/zod-form';
import { PUBLIC_PATHS, PublicPage } from '../public/index.ts';
import { passwordResetSchemas, resetByLink } from './password-reset.api.ts';
import styles from './password-reset.module.css';
import { ResetDone } from './reset-done.tsx';
import { NewPasswordItems } from './reset-form-items.tsx';

interface Values {
  newPassword?: string;
  confirmPassword?: string;
}

/** The way back to the login page (loaded anew, as every way to it); the page after a reset has its own. */
function BackToLogin() {
  const { t } = useTranslation();
  return (
    <div className={styles.footer}>
      <a href={PUBLIC_PATHS.home}>{t('passwordReset.forgot.backToLogin')}</a>
    </div>
  );
}

/** The new password, typed twice, sent with the link's token. */
function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<Values>();
  const reset = useMutation({ mutationFn: resetByLink, onError: (error) => showServerIssues(form, error) });
  const onFinish = (values: Values) => {
    const parsed = passwordResetSchemas.reset.safeParse({ token, newPassword: values.newPassword ?? '' });
    if (!parsed.success) showIssues(form, parsed.error.issues, language);
    else if (!reset.isPending) reset.mutate(parsed.data);
  };
  if (reset.data) return <ResetDone loginName={reset.data.loginName} />;
  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} data-testid="reset-form">
      <Typography.Paragraph className={styles.intro}>{t('passwordReset.set.intro')}</Typography.Paragraph>
      <NewPasswordItems form={form} />
      {reset.isError && !reset.isPending && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={reset.error.message}
          data-testid="reset-error"
          style={{ marginBottom: 16 }}
          action={<Link to={PUBLIC_PATHS.forgotPassword}>{t('passwordReset.set.requestAgain')}</Link>}
        />
      )}
      <Button type="primary" htmlType="submit" block loading={reset.isPending} data-testid="reset-submit">
        {t('passwordReset.set.submit')}
      </Button>
      <BackToLogin />
    </Form>
  );
}

/** /reset-password?token=…: the one-time link of a reset mail (public). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  useEffect(() => {
    document.title = t('passwordReset.set.title');
  }, [t]);
  return (
    <PublicPage>
      <div className={styles.page}>
        <Card className={styles.card} data-testid="reset-password-page">
          <h1 className={styles.title}>{t('passwordReset.set.title')}</h1>
          {passwordResetSchemas.reset.shape.token.safeParse(token).success ? (
            <NewPasswordForm token={token} />
          ) : (
            <>
              <Alert
                type="warning"
                showIcon
                title={t('passwordReset.set.noToken')}
                data-testid="reset-invalid"
                action={<Link to={PUBLIC_PATHS.forgotPassword}>{t('passwordReset.set.requestAgain')}</Link>}
              />
              <BackToLogin />
            </>
          )}
        </Card>
      </div>
    </PublicPage>
  );
}
