import { LockOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, type FormRule, Input, Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { zodRule } from '../../ui/zod-form';
import { ImageCodeButton } from './login-controls.tsx';
import { type LoginField, loginFieldSchema } from './login-schemas';
import type { LoginMode } from './remembered-login';
import type { ImageCodeState } from './use-image-code';

/** The image code typed beside its picture (a click on the picture draws a new one). */
export function ImageCodeField(props: {
  testId: string;
  rules: FormRule[];
  captcha: ImageCodeState;
  onRefresh: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item>
      <Flex gap={12} align="flex-start">
        <Form.Item name="verifyCode" noStyle rules={props.rules}>
          <Input
            data-testid={props.testId}
            prefix={<SafetyOutlined />}
            autoComplete="off"
            maxLength={8}
            placeholder={t('auth.login.placeholder.verifyCode')}
            aria-label={t('field.verifyCode')}
          />
        </Form.Item>
        <ImageCodeButton captcha={props.captcha} onRefresh={props.onRefresh} />
      </Flex>
    </Form.Item>
  );
}

/** The login name or the email (per mode), the password and the image code. */
export function LoginFields(props: { mode: LoginMode; captcha: ImageCodeState; onRefresh: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  // Each field is checked by the server's schema, loaded after the first paint.
  const fieldRule = (field: LoginField) => zodRule(loginFieldSchema(field), field, language);
  return (
    <>
      {props.mode === 'account' ? (
        <Form.Item name="account" rules={[fieldRule('account')]}>
          <Input
            data-testid="login-account"
            prefix={<UserOutlined />}
            autoComplete="username"
            maxLength={64}
            placeholder={t('auth.login.placeholder.account')}
            aria-label={t('field.account')}
          />
        </Form.Item>
      ) : (
        <Form.Item name="email" rules={[fieldRule('email')]}>
          <Input
            data-testid="login-email"
            prefix={<MailOutlined />}
            type="email"
            autoComplete="email"
            maxLength={254}
            placeholder={t('auth.login.placeholder.email')}
            aria-label={t('field.email')}
          />
        </Form.Item>
      )}
      <Form.Item name="password" rules={[fieldRule('password')]}>
        <Input.Password
          data-testid="login-password"
          prefix={<LockOutlined />}
          autoComplete="current-password"
          maxLength={128}
          placeholder={t('auth.login.placeholder.password')}
          aria-label={t('field.password')}
        />
      </Form.Item>
      <ImageCodeField
        testId="login-code"
        rules={[fieldRule('verifyCode')]}
        captcha={props.captcha}
        onRefresh={props.onRefresh}
      />
    </>
  );
}

/** "Remember account" and the forgotten-password hint. */
export function RememberRow() {
  const { t } = useTranslation();
  return (
    <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
      <Form.Item name="remember" valuePropName="checked" noStyle>
        <Checkbox data-testid="login-remember">{t('auth.login.remember')}</Checkbox>
      </Form.Item>
      <Popover
        trigger="click"
        placement="bottomRight"
        title={t('auth.login.forgot.title')}
        content={<div style={{ maxWidth: 280 }}>{t('auth.login.forgot.text')}</div>}
      >
        <Button type="link" size="small" style={{ padding: 0 }}>
          {t('auth.login.forgot')}
        </Button>
      </Popover>
    </Flex>
  );
}
