import { Alert, Button, Card, Form, Spin, Tabs, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PUBLIC_PATHS } from '../public/index.ts';
import { LoginFields, RememberRow } from './login-fields';
import { type LoginFormValues, useLogin } from './use-login';
import { usePhoneLoginOffered } from './use-phone-login-offered';

// The mobile tab's form is downloaded only when that tab is chosen (the login page's first download stays small).
const PhoneLoginForm = lazy(() => import('./phone-login-form'));

/** The login card of the home page: account or email login with an image code; by mobile when offered. */
export function LoginCard() {
  const { t } = useTranslation();
  const login = useLogin();
  const phoneOffered = usePhoneLoginOffered();
  const [phoneChosen, setPhoneChosen] = useState(false);
  const byPhone = phoneOffered && phoneChosen;
  const chooseTab = (key: string) => {
    setPhoneChosen(key === 'phone');
    if (key !== 'phone') login.switchMode(key);
  };
  const tab = (key: string, label: string) => ({
    key,
    label: <span data-testid={`login-tab-${key}`}>{label}</span>,
  });

  return (
    <Card
      variant="borderless"
      style={{ maxWidth: 420, marginInline: 'auto', boxShadow: '0 12px 40px rgba(0, 21, 64, 0.25)' }}
      styles={{ body: { padding: '28px 32px 24px' } }}
    >
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 4 }}>
        {t('auth.login.title')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('auth.login.subtitle')}</Typography.Text>
      <Tabs
        activeKey={byPhone ? 'phone' : login.mode}
        onChange={chooseTab}
        style={{ marginTop: 8 }}
        items={[
          tab('account', t('auth.login.tab.account')),
          tab('email', t('auth.login.tab.email')),
          ...(phoneOffered ? [tab('phone', t('auth.login.tab.phone'))] : []),
        ]}
      />
      {byPhone && (
        <Suspense fallback={<Spin style={{ display: 'block', margin: '48px auto' }} />}>
          <PhoneLoginForm />
        </Suspense>
      )}
      {/* Kept mounted while the mobile tab shows: its form instance and what was typed stay. */}
      <div hidden={byPhone} onFocusCapture={login.loadSchemas}>
        <PasswordLoginForm login={login} />
      </div>
      <div style={{ marginTop: 16, textAlign: 'center', fontSize: 13 }}>
        <Typography.Text type="secondary">{t('auth.login.help')}</Typography.Text>{' '}
        <Link to={PUBLIC_PATHS.commonQuestions}>{t('auth.login.help.link')}</Link>
      </div>
    </Card>
  );
}

/** Account or email, password and image code, and the error of the last attempt. */
function PasswordLoginForm({ login }: { login: ReturnType<typeof useLogin> }) {
  const { t } = useTranslation();
  const { form, remembered, mode, error, captcha, pending, refreshCode, onFinish } = login;
  return (
    <>
      <Form<LoginFormValues>
        form={form}
        size="large"
        onFinish={onFinish}
        requiredMark={false}
        initialValues={{
          account: remembered?.mode === 'account' ? remembered.identity : undefined,
          email: remembered?.mode === 'email' ? remembered.identity : undefined,
          remember: remembered !== undefined,
        }}
      >
        <LoginFields mode={mode} captcha={captcha} onRefresh={refreshCode} />
        <RememberRow />
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={pending}
          disabled={pending}
          data-testid="login-submit"
        >
          {t('auth.login.submit')}
        </Button>
      </Form>
      {error !== undefined && (
        <Alert
          type="error"
          showIcon
          title={error}
          data-testid="login-error"
          role="alert"
          style={{ marginTop: 16 }}
        />
      )}
    </>
  );
}
