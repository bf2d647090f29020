import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import { ZResetPasswordRequest } from '@cargo/domain';
import { Flex, Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n';
import { zodRule } from '../../ui/zod-form';
import { ImageCodeButton, type ImageCodeState } from '../auth/index.ts';

/** The image code beside its field (one code serves one request; a click draws a new one). */
export function ImageCodeItem({ captcha, onRefresh }: { captcha: ImageCodeState; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('field.verifyCode')} required>
      <Flex gap={12} align="flex-start">
        <Form.Item
          name="verifyCode"
          noStyle
          rules={[
            { required: true, whitespace: true, message: t('passwordReset.forgot.placeholder.verifyCode') },
          ]}
        >
          <Input
            data-testid="reset-code"
            prefix={<SafetyOutlined />}
            autoComplete="off"
            maxLength={8}
            placeholder={t('passwordReset.forgot.placeholder.verifyCode')}
            aria-label={t('field.verifyCode')}
          />
        </Form.Item>
        <ImageCodeButton captcha={captcha} onRefresh={onRefresh} />
      </Flex>
    </Form.Item>
  );
}

/** The new password (the policy, checked as it is typed) and the same typed again. */
export function NewPasswordItems({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const passwordRule = zodRule(ZResetPasswordRequest.shape.newPassword, 'newPassword', language);
  return (
    <>
      <Form.Item name="newPassword" label={t('field.newPassword')} rules={[passwordRule]} required>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          maxLength={32}
          data-testid="reset-new-password"
        />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('field.confirmPassword')}
        dependencies={['newPassword']}
        required
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (value !== form.getFieldValue('newPassword'))
                throw new Error(t('userAdmin.error.passwordMismatch'));
            },
          },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" data-testid="reset-confirm" />
      </Form.Item>
    </>
  );
}
