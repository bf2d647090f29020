import { MobileOutlined, NumberOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { showIssues, showServerIssues } from '../../ui/zod-form';
import { passwordResetSchemas, requestResetCode, resetBySms } from './password-reset.api.ts';
import { ResetDone } from './reset-done.tsx';
import { ImageCodeItem, NewPasswordItems } from './reset-form-items.tsx';
import { useImageCodeRequest } from './use-image-code-request.ts';

interface Values {
  mobile?: string;
  verifyCode?: string;
  code?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** After the code was sent: what the SMS said, the code, the new password typed twice, and the submit. */
function CodeAndNewPassword(props: { form: FormInstance; validMinutes: number; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Alert
        type="success"
        showIcon
        role="status"
        title={t('passwordReset.forgot.smsSent', { minutes: props.validMinutes })}
        data-testid="forgot-sms-sent"
        style={{ margin: '16px 0' }}
      />
      <Form.Item name="code" label={t('passwordReset.field.smsCode')} required>
        <Input
          prefix={<NumberOutlined />}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          placeholder={t('passwordReset.forgot.placeholder.code')}
          data-testid="forgot-sms-code"
        />
      </Form.Item>
      <NewPasswordItems form={props.form} />
      <Button type="primary" htmlType="submit" block loading={props.pending} data-testid="forgot-sms-reset">
        {t('passwordReset.set.submit')}
      </Button>
    </>
  );
}

/**
 * The bound mobile and an image code send a code by SMS (if the mobile is bound); the code and a new password,
 * typed twice, then reset the password.
 */
export function ForgotBySms() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<Values>();
  const { captcha, send, refreshCode } = useImageCodeRequest(form, requestResetCode);
  const reset = useMutation({ mutationFn: resetBySms, onError: (error) => showServerIssues(form, error) });

  const sendCode = async () => {
    const values = form.getFieldsValue();
    const input = { mobile: values.mobile ?? '', verifyCode: values.verifyCode ?? '' };
    const parsed = passwordResetSchemas.forgotBySms.safeParse({
      ...input,
      captchaId: captcha.code?.captchaId ?? '',
    });
    if (!parsed.success) showIssues(form, parsed.error.issues, language);
    else if (!send.isPending) send.mutate(parsed.data);
  };
  const onFinish = (values: Values) => {
    const input = {
      mobile: values.mobile ?? '',
      code: values.code ?? '',
      newPassword: values.newPassword ?? '',
    };
    const parsed = passwordResetSchemas.resetBySms.safeParse(input);
    if (!parsed.success) showIssues(form, parsed.error.issues, language);
    else if (!reset.isPending) reset.mutate(parsed.data);
  };

  if (reset.data) return <ResetDone loginName={reset.data.loginName} />;
  const failure = reset.error ?? send.error;
  return (
    <Form<Values> form={form} layout="vertical" onFinish={onFinish} data-testid="forgot-sms-form">
      <Form.Item name="mobile" label={t('field.mobile')} required>
        <Input
          prefix={<MobileOutlined />}
          autoComplete="tel"
          maxLength={20}
          placeholder={t('passwordReset.forgot.placeholder.mobile')}
          data-testid="forgot-mobile"
        />
      </Form.Item>
      <ImageCodeItem captcha={captcha} onRefresh={refreshCode} />
      <Button block onClick={sendCode} loading={send.isPending} data-testid="forgot-send-code">
        {t('passwordReset.forgot.sendCode')}
      </Button>
      {send.data && (
        <CodeAndNewPassword form={form} validMinutes={send.data.validMinutes} pending={reset.isPending} />
      )}
      {failure && !send.isPending && !reset.isPending && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={failure.message}
          data-testid="forgot-error"
          style={{ marginTop: 16 }}
        />
      )}
    </Form>
  );
}
