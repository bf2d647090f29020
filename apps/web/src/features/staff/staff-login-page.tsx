import type { TwoFactorChallenge } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GatewayError } from '../../api/gateway-error';
import { useLanguage } from '../../i18n';
import { markSessionStarted } from '../../lib/session-marker';
import { LanguageSwitch } from '../../ui/shell/language-switch';
import { showIssues, useRevalidateOnLanguageChange } from '../../ui/zod-form';
import { LoginFields, TwoFactorStep, useImageCode } from '../auth/index.ts';
import { logInStaff, signInStaff, staffLoginBody } from './staff.api';
import { STAFF_HOME_PATH } from './staff-routes';

interface StaffLoginValues {
  account?: string;
  password?: string;
  verifyCode?: string;
}

function LoginError({ message }: { message: string }) {
  return (
    <Alert
      type="error"
      showIcon
      title={message}
      data-testid="login-error"
      role="alert"
      style={{ marginTop: 16 }}
    />
  );
}

/** The second step: the authenticator's code (or setting TOTP up first), then the back office. */
function StaffSecondStep({
  challenge,
  onBack,
}: {
  challenge: TwoFactorChallenge['twoFactor'];
  onBack: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const enterBackOffice = () => {
    markSessionStarted();
    queryClient.removeQueries();
    navigate(STAFF_HOME_PATH, { replace: true });
  };
  return (
    <TwoFactorStep challenge={challenge} signIn={signInStaff} onSignedIn={enterBackOffice} onBack={onBack} />
  );
}

/** /staff/login: the insurer's staff log in here (login name, password, image code, then TOTP); customers cannot. */
export default function StaffLoginPage() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StaffLoginValues>();
  const [error, setError] = useState<string>();
  const [challenge, setChallenge] = useState<TwoFactorChallenge['twoFactor']>();
  const captcha = useImageCode();
  useRevalidateOnLanguageChange(form, language);
  useEffect(() => {
    queryClient.removeQueries();
    document.title = t('staff.login.title');
  }, [queryClient, t]);
  const refreshCode = () => {
    form.setFieldValue('verifyCode', undefined);
    captcha.refresh();
  };
  const login = useMutation({
    mutationFn: logInStaff,
    onSuccess: (answer) => setChallenge(answer.twoFactor),
    onError: (failure) => {
      setError(failure instanceof GatewayError && failure.message ? failure.message : t('auth.login.failed'));
      refreshCode();
    },
  });
  const onFinish = (values: StaffLoginValues) => {
    if (login.isPending) return;
    setError(undefined);
    if (captcha.code === undefined) {
      setError(t('auth.login.verifyCode.unavailable'));
      refreshCode();
      return;
    }
    const parsed = staffLoginBody.safeParse({ ...values, captchaId: captcha.code.captchaId });
    if (parsed.success) login.mutate(parsed.data);
    else showIssues(form, parsed.error.issues, language);
  };

  return (
    <main className="centered-page" id="main-content" style={{ background: '#eef2f8', minHeight: '100vh' }}>
      <Card style={{ width: 420, maxWidth: '100%' }}>
        <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <LanguageSwitch />
        </div>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 8, marginBottom: 4 }}>
          {t('staff.login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('staff.login.subtitle')}</Typography.Paragraph>
        {challenge !== undefined && (
          <StaffSecondStep
            challenge={challenge}
            onBack={() => {
              setChallenge(undefined);
              form.setFieldValue('password', undefined);
              refreshCode();
            }}
          />
        )}
        <Form<StaffLoginValues>
          form={form}
          size="large"
          onFinish={onFinish}
          requiredMark={false}
          hidden={challenge !== undefined}
        >
          <LoginFields captcha={captcha} onRefresh={refreshCode} />
          <Button type="primary" htmlType="submit" block loading={login.isPending} data-testid="login-submit">
            {t('auth.login.submit')}
          </Button>
        </Form>
        {error !== undefined && <LoginError message={error} />}
        <div style={{ marginTop: 16, textAlign: 'center' }}>
          <Link to="/login">{t('staff.login.customerLink')}</Link>
        </div>
      </Card>
    </main>
  );
}
