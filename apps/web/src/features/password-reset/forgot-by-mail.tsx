import { UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { showIssues } from '../../ui/zod-form';
import { passwordResetSchemas, requestResetLink } from './password-reset.api.ts';
import { ImageCodeItem } from './reset-form-items.tsx';
import { useImageCodeRequest } from './use-image-code-request.ts';

interface Values {
  identifier?: string;
  verifyCode?: string;
}

/** Login name or e-mail and an image code: a link is mailed to the account's e-mail (if there is one). */
export function ForgotByMail() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<Values>();
  const { captcha, send, refreshCode } = useImageCodeRequest(form, requestResetLink);
  const onFinish = (values: Values) => {
    const parsed = passwordResetSchemas.forgot.safeParse({
      ...values,
      captchaId: captcha.code?.captchaId ?? '',
    });
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    if (!send.isPending) send.mutate(parsed.data);
  };
  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} data-testid="forgot-mail-form">
      <Form.Item name="identifier" label={t('field.identifier')} required>
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          maxLength={254}
          placeholder={t('passwordReset.forgot.placeholder.identifier')}
          data-testid="forgot-identifier"
        />
      </Form.Item>
      <ImageCodeItem captcha={captcha} onRefresh={refreshCode} />
      {send.data && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={t('passwordReset.forgot.mailSent', { minutes: send.data.validMinutes })}
          data-testid="forgot-mail-sent"
          style={{ marginBottom: 16 }}
        />
      )}
      {send.isError && !send.isPending && (
        <Alert type="error" showIcon role="alert" title={send.error.message} data-testid="forgot-error" />
      )}
      <Button type="primary" htmlType="submit" block loading={send.isPending} data-testid="forgot-send-link">
        {t('passwordReset.forgot.sendLink')}
      </Button>
    </Form>
  );
}
