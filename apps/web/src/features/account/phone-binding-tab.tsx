import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { ZUpdateCustomerPhoneRequest } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Form, type FormInstance, Input, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { queryKeys } from '../../api/shell.api.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { SubmitButton, TextField, type TextFieldSpec } from '../../ui/form-fields.tsx';
import { useShell } from '../../ui/shell/shell-context.ts';
import { showIssues, useRevalidateOnLanguageChange, zodRule } from '../../ui/zod-form.ts';
import { accountQueryKeys, bindPhone, maskMobile, sendBindingCode } from './account.api.ts';
import styles from './account.module.css';
import { useCountdown } from './use-countdown.ts';

interface PhoneValues {
  mobile?: string;
  code?: string;
}

const MOBILE: TextFieldSpec<'mobile'> = {
  name: 'mobile',
  label: 'field.mobile',
  testId: 'account-mobile',
  placeholder: 'account.phone.placeholder.mobile',
  kind: 'mobile',
  required: true,
};

/** The two calls of the tab: send a code (then count down), bind the mobile (then refresh the user). */
const usePhoneBinding = (form: FormInstance<PhoneValues>) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const countdown = useCountdown();

  const send = useMutation({
    mutationFn: sendBindingCode,
    onSuccess: (answer, request) => {
      countdown.start(answer.resendInSeconds);
      message.success(t('account.phone.sent', { mobile: maskMobile(request.mobile) }));
    },
  });

  const bind = useMutation({
    mutationFn: bindPhone,
    onSuccess: async () => {
      message.success(t('account.phone.bound'));
      form.resetFields();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.userInfo }),
        queryClient.invalidateQueries({ queryKey: accountQueryKeys.company }),
      ]);
    },
  });

  const sendCode = async () => {
    try {
      const { mobile } = await form.validateFields(['mobile']);
      const parsed = ZUpdateCustomerPhoneRequest.shape.mobile.parse(mobile);
      send.mutate({ mobile: parsed });
    } catch {
      // The field shows why.
    }
  };

  const onFinish = (values: PhoneValues) => {
    const parsed = ZUpdateCustomerPhoneRequest.safeParse(values);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    bind.mutate(parsed.data);
  };

  return { send, bind, countdown, sendCode, onFinish };
};

/** Tab 1: bind a mobile with an SMS code (SPEC §4 "Real name"); the send button counts down 60 s. */
export function PhoneBindingTab() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useShell();
  const [form] = Form.useForm<PhoneValues>();
  useRevalidateOnLanguageChange(form, language);
  const { send, bind, countdown, sendCode, onFinish } = usePhoneBinding(form);
  const { phone } = user.curUser;
  const rule = (field: keyof PhoneValues) =>
    zodRule(ZUpdateCustomerPhoneRequest.shape[field], field, language);
  const waiting = countdown.secondsLeft > 0;

  return (
    <div className={styles.formLayout} data-testid="account-phone">
      <div>
        <PhoneStatus />
        <h2 className={styles.sectionTitle}>
          {t(phone ? 'account.phone.changeTitle' : 'account.phone.bindTitle')}
        </h2>
        <Form<PhoneValues> form={form} layout="vertical" onFinish={onFinish} disabled={bind.isPending}>
          <TextField spec={MOBILE} rule={rule('mobile')} />
          <Form.Item label={t('field.code')} required>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="code" noStyle rules={[rule('code')]}>
                <Input
                  data-testid="account-code"
                  maxLength={6}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  placeholder={t('account.phone.placeholder.code')}
                />
              </Form.Item>
              <Button
                className={styles.codeButton}
                onClick={() => void sendCode()}
                loading={send.isPending}
                disabled={waiting}
                data-testid="account-send-code"
              >
                {waiting
                  ? t('account.phone.resend', { seconds: countdown.secondsLeft })
                  : t('account.phone.send')}
              </Button>
            </Space.Compact>
          </Form.Item>
          <SubmitButton pending={bind.isPending} testId="account-bind-phone">
            {t('account.phone.submit')}
          </SubmitButton>
        </Form>
      </div>
      <aside className={styles.aside}>
        <p className={styles.asideTitle}>{t('account.tab.phone')}</p>
        <p style={{ margin: 0, color: '#4a5a70' }}>{t('account.phone.intro')}</p>
      </aside>
    </div>
  );
}

/** The bound mobile (masked) and whether the real name is verified. */
function PhoneStatus() {
  const { t } = useTranslation();
  const { user } = useShell();
  const { phone, isRealName } = user.curUser;
  return (
    <Descriptions
      bordered
      size="middle"
      column={1}
      styles={{ label: { width: 160 } }}
      style={{ marginBottom: 24 }}
      items={[
        {
          key: 'phone',
          label: t('account.phone.current'),
          children: phone ? (
            <span className={styles.mono} data-testid="account-phone-current">
              {maskMobile(phone)}
            </span>
          ) : (
            <Tag>{t('account.user.notBound')}</Tag>
          ),
        },
        {
          key: 'realName',
          label: t('account.phone.realName'),
          children:
            isRealName === 'Y' ? (
              <Tag icon={<CheckCircleFilled />} color="success">
                {t('account.phone.verified')}
              </Tag>
            ) : (
              <Tag icon={<ExclamationCircleFilled />} color="warning">
                {t('account.phone.unverified')}
              </Tag>
            ),
        },
      ]}
    />
  );
}
