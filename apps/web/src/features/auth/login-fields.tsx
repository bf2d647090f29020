import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { Flex, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { zodRule } from '../../ui/zod-form';
import { ImageCodeButton } from './login-controls.tsx';
import { type LoginField, loginFieldSchema } from './login-schemas';
import type { ImageCodeState } from './use-image-code';

/**
 * The login name, the password and the image code as antd form items, for the staff login's antd form (the
 * customer login page draws its own, `login-controls.tsx`). Each field is checked by the server's schema.
 */
export function LoginFields(props: { captcha: ImageCodeState; onRefresh: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const fieldRule = (field: LoginField) => zodRule(loginFieldSchema(field), field, language);
  return (
    <>
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
      <Form.Item>
        <Flex gap={12} align="flex-start">
          <Form.Item name="verifyCode" noStyle rules={[fieldRule('verifyCode')]}>
            <Input
              data-testid="login-code"
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
    </>
  );
}
