import { MessageOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, type FormRule, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { zodRule } from '../../ui/zod-form';
import { ImageCodeField } from './login-fields';
import { type PhoneLoginField, phoneFieldSchema } from './login-schemas';
import { type PhoneLoginValues, usePhoneLogin } from './use-phone-login';

type PhoneLogin = ReturnType<typeof usePhoneLogin>;

/** The mobile login tab (its own chunk, loaded when the tab is chosen): mobile, image code, SMS code. */
export default function PhoneLoginForm() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const phone = usePhoneLogin();
  const fieldRule = (field: PhoneLoginField) => zodRule(phoneFieldSchema(field), field, language);

  return (
    <>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13, marginBottom: 12 }}>
        {t('auth.login.sms.hint')}
      </Typography.Paragraph>
      <Form<PhoneLoginValues> form={phone.form} size="large" onFinish={phone.onFinish} requiredMark={false}>
        <Form.Item name="mobile" rules={[fieldRule('mobile')]}>
          <Input
            data-testid="login-mobile"
            prefix={<MobileOutlined />}
            type="tel"
            autoComplete="tel"
            maxLength={20}
            placeholder={t('auth.login.placeholder.mobile')}
            aria-label={t('field.mobile')}
          />
        </Form.Item>
        <ImageCodeField
          testId="login-mobile-image-code"
          rules={phone.codeSent ? [] : [fieldRule('verifyCode')]}
          captcha={phone.captcha}
          onRefresh={phone.refreshCode}
        />
        <SmsCodeRow phone={phone} rule={fieldRule('code')} />
        {phone.notice !== undefined && (
          <Alert
            type="info"
            showIcon
            title={phone.notice}
            data-testid="login-sms-notice"
            style={{ marginBottom: 16 }}
          />
        )}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={phone.pending}
          disabled={phone.pending}
          data-testid="login-mobile-submit"
        >
          {t('auth.login.submit')}
        </Button>
      </Form>
      {phone.error !== undefined && (
        <Alert
          type="error"
          showIcon
          title={phone.error}
          data-testid="login-error"
          role="alert"
          style={{ marginTop: 16 }}
        />
      )}
    </>
  );
}

/** The SMS code and the button that sends it (counting down until another may be sent). */
function SmsCodeRow({ phone, rule }: { phone: PhoneLogin; rule: FormRule }) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Flex gap={12} align="flex-start">
        <Form.Item name="code" noStyle rules={[rule]}>
          <Input
            data-testid="login-sms-code"
            prefix={<MessageOutlined />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t('auth.login.placeholder.smsCode')}
            aria-label={t('field.code')}
          />
        </Form.Item>
        <Button
          data-testid="login-sms-send"
          style={{ flex: '0 0 120px' }}
          onClick={phone.sendCode}
          loading={phone.sending}
          disabled={phone.resendIn > 0 || phone.sending}
        >
          {phone.resendIn > 0
            ? t('auth.login.sms.resendIn', { seconds: phone.resendIn })
            : t('auth.login.sms.send')}
        </Button>
      </Flex>
    </Form.Item>
  );
}
