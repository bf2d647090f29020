import { CheckCircleFilled, InfoCircleOutlined, MinusCircleOutlined } from '@ant-design/icons';
import {
  type Language,
  type MessageKey,
  newPasswordSchema,
  PASSWORD_POLICY,
  passwordCharacterClasses,
  updatePasswordRequestFor,
  ZUpdatePasswordRequest,
} from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Form, type FormInstance, type FormRule, Input } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { queryKeys } from '../../api/shell.api.ts';
import { describeIssue } from '../../i18n/index.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { SubmitButton } from '../../ui/form-fields.tsx';
import { useShell } from '../../ui/shell/shell-context.ts';
import { showIssues, useRevalidateOnLanguageChange, zodRule } from '../../ui/zod-form.ts';
import { accountQueryKeys, updatePassword } from './account.api.ts';
import styles from './account.module.css';

interface PasswordValues {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

/** The policy as a checklist that ticks while the user types (validation/password.ts is the rule). */
const ruleChecks = (
  password: string,
  oldPassword: string,
  loginName: string | undefined,
): { key: MessageKey; met: boolean }[] => {
  const { minLength, maxLength, minCharacterClasses, minLoginNameToCheck } = PASSWORD_POLICY;
  const login = loginName?.trim().toLowerCase() ?? '';
  return [
    {
      key: 'account.password.rule.length',
      met: password.length >= minLength && password.length <= maxLength && /^[\x21-\x7e]+$/.test(password),
    },
    {
      key: 'account.password.rule.classes',
      met: passwordCharacterClasses(password) >= minCharacterClasses,
    },
    {
      key: 'account.password.rule.loginName',
      met: password !== '' && (login.length < minLoginNameToCheck || !password.toLowerCase().includes(login)),
    },
    { key: 'account.password.rule.different', met: password !== '' && password !== oldPassword },
  ];
};

/** The policy with this user's login name and the current password typed so far (domain validator). */
const newPasswordRule =
  (loginName: string | undefined, language: Language): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const oldPassword: unknown = getFieldValue('oldPassword');
      const schema = newPasswordSchema({
        loginName,
        oldPassword: typeof oldPassword === 'string' ? oldPassword : undefined,
      });
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const [issue] = result.error.issues;
      throw new Error(describeIssue(language, { ...issue, path: ['newPassword', ...issue.path] }));
    },
  });

/** The rule of the confirmation: required, and equal to the new password. */
const confirmPasswordRule =
  (t: TFunction): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (!value)
        throw new Error(
          t('error.field', {
            field: t('account.password.confirm'),
            reason: t('error.fieldRequired'),
          }),
        );
      if (value !== getFieldValue('newPassword')) throw new Error(t('account.password.mismatch'));
    },
  });

/** The change call; success refreshes the user (lifting the forced stay here) and the company. */
const usePasswordChange = (form: FormInstance<PasswordValues>, loginName: string | undefined) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();

  const change = useMutation({
    mutationFn: updatePassword,
    onSuccess: async () => {
      message.success(t('account.password.changed'));
      form.resetFields();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.userInfo }),
        queryClient.invalidateQueries({ queryKey: accountQueryKeys.company }),
      ]);
    },
  });

  const onFinish = (values: PasswordValues) => {
    const schema = loginName ? updatePasswordRequestFor(loginName) : ZUpdatePasswordRequest;
    const parsed = schema.safeParse({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    change.mutate(parsed.data);
  };

  return { change, onFinish };
};

/**
 * Tab 2: change the password (SPEC §4 "Initial password"). Success ends the user's other sessions on the
 * server and refreshes the user, which lifts the forced stay on this page.
 */
export function PasswordTab({ loginName }: { loginName: string | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useShell();
  const [form] = Form.useForm<PasswordValues>();
  useRevalidateOnLanguageChange(form, language);
  const { change, onFinish } = usePasswordChange(form, loginName);

  return (
    <div className={styles.formLayout} data-testid="account-password">
      <div>
        {user.isReset === 'N' && (
          <Alert
            type="warning"
            showIcon
            title={t('account.password.initialNotice')}
            style={{ marginBottom: 24 }}
            data-testid="account-password-initial"
          />
        )}
        <Form<PasswordValues> form={form} layout="vertical" onFinish={onFinish} disabled={change.isPending}>
          <PasswordFields loginName={loginName} />
          <SubmitButton pending={change.isPending} testId="account-password-submit">
            {t('account.password.submit')}
          </SubmitButton>
        </Form>
      </div>
      <PasswordRules form={form} loginName={loginName} />
    </div>
  );
}

/** The three password fields; each checks what it depends on again when that changes. */
const PASSWORD_FIELDS = [
  { name: 'oldPassword', label: 'field.oldPassword', testId: 'account-old-password', placeholder: 'old' },
  { name: 'newPassword', label: 'field.newPassword', testId: 'account-new-password', placeholder: 'new' },
  {
    name: 'confirmPassword',
    label: 'account.password.confirm',
    testId: 'account-confirm-password',
    placeholder: 'confirm',
  },
] as const satisfies readonly {
  name: keyof PasswordValues;
  label: MessageKey;
  testId: string;
  placeholder: string;
}[];

const DEPENDS_ON = { oldPassword: [], newPassword: ['oldPassword'], confirmPassword: ['newPassword'] };

function PasswordFields({ loginName }: { loginName: string | undefined }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const rules: Record<keyof PasswordValues, FormRule> = {
    oldPassword: zodRule(ZUpdatePasswordRequest.shape.oldPassword, 'oldPassword', language),
    newPassword: newPasswordRule(loginName, language),
    confirmPassword: confirmPasswordRule(t),
  };
  return PASSWORD_FIELDS.map((field) => (
    <Form.Item
      key={field.name}
      name={field.name}
      label={t(field.label)}
      required
      dependencies={DEPENDS_ON[field.name]}
      rules={[rules[field.name]]}
    >
      <Input.Password
        data-testid={field.testId}
        autoComplete={field.name === 'oldPassword' ? 'current-password' : 'new-password'}
        maxLength={field.name === 'oldPassword' ? 128 : PASSWORD_POLICY.maxLength}
        placeholder={t(`account.password.placeholder.${field.placeholder}`)}
      />
    </Form.Item>
  ));
}

/** The policy as a checklist beside the form, ticking while the user types. */
function PasswordRules({
  form,
  loginName,
}: {
  form: FormInstance<PasswordValues>;
  loginName: string | undefined;
}) {
  const { t } = useTranslation();
  const newPassword = Form.useWatch('newPassword', form) ?? '';
  const oldPassword = Form.useWatch('oldPassword', form) ?? '';
  return (
    <aside className={styles.aside} data-testid="account-password-rules">
      <p className={styles.asideTitle}>{t('account.password.rulesTitle')}</p>
      <ul className={styles.ruleList}>
        {ruleChecks(newPassword, oldPassword, loginName).map((check) => (
          <li key={check.key} className={`${styles.rule} ${check.met ? styles.ruleMet : ''}`}>
            {check.met ? <CheckCircleFilled /> : <MinusCircleOutlined />}
            {t(check.key)}
          </li>
        ))}
        {/* Checked by the server only (its list is not sent to the browser): no tick, the answer names the field. */}
        <li className={styles.rule} data-testid="account-password-rule-common">
          <InfoCircleOutlined />
          {t('account.password.rule.common')}
        </li>
      </ul>
    </aside>
  );
}
