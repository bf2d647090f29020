import {
  CheckCircleFilled,
  LockOutlined,
  MailOutlined,
  SafetyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { AccountLoginRequest, EmailLoginRequest } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Grid,
  Input,
  Popover,
  Row,
  Spin,
  Tabs,
  Typography,
  theme,
} from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { GatewayError } from '../../api/request';
import { LazyPortalToolbar } from '../../app/lazy-portal-toolbar';
import { useLanguage } from '../../i18n';
import { CompanyFigures } from '../public/company-figures';
import { PublicPage } from '../public/public-page';
import { PUBLIC_PATHS } from '../public/public-paths';
import { ServiceHighlights } from '../public/service-highlights';
import { showIssues, useRevalidateOnLanguageChange, zodRule } from '../public/zod-form';
import { type AuthCalls, type LoginField, loadAuthCalls, loginFieldSchema } from './login-schemas';
import { type LoginMode, readRememberedLogin, saveRememberedLogin } from './remembered-login';
import { useImageCode } from './use-image-code';

interface LoginFormValues {
  account?: string;
  email?: string;
  password?: string;
  verifyCode?: string;
  remember?: boolean;
}

type LoginAttempt =
  | { mode: 'account'; body: AccountLoginRequest; remember: boolean }
  | { mode: 'email'; body: EmailLoginRequest; remember: boolean };

const HERO_POINTS = ['insure', 'declare', 'claim'] as const;

const svgDataUrl = (svg: string): string => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

function LoginCard() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<LoginFormValues>();
  const [remembered] = useState(readRememberedLogin);
  const [mode, setMode] = useState<LoginMode>(remembered?.mode ?? 'account');
  const [error, setError] = useState<string>();
  const captcha = useImageCode();
  useRevalidateOnLanguageChange(form, language);
  useEffect(() => {
    loadAuthCalls().catch(() => undefined);
  }, []);
  const fieldRule = (field: LoginField) => zodRule(loginFieldSchema(field), field, language);

  const refreshCode = () => {
    form.setFieldValue('verifyCode', undefined);
    captcha.refresh();
  };

  const login = useMutation({
    mutationFn: async (attempt: LoginAttempt) => {
      const { authEndpoints, call } = await loadAuthCalls();
      const options = { hideError: true, loading: false };
      return attempt.mode === 'account'
        ? call(authEndpoints.accountLogin, attempt.body, options)
        : call(authEndpoints.emailLogin, attempt.body, options);
    },
    onSuccess: (_answer, attempt) => {
      saveRememberedLogin(
        attempt.remember
          ? {
              mode: attempt.mode,
              identity: attempt.mode === 'account' ? attempt.body.account : attempt.body.email,
            }
          : undefined,
      );
      // A new session: nothing cached for a previous user may survive (the shell loads user and menus anew).
      queryClient.removeQueries();
      // The shell redirects / to the first menu page and handles isReset / isRealName.
      navigate('/', { replace: true });
    },
    onError: (failure) => {
      setError(failure instanceof GatewayError && failure.message ? failure.message : t('auth.login.failed'));
      // The server consumed the code with the attempt: a new image for the next one.
      refreshCode();
    },
  });

  const onFinish = async (values: LoginFormValues) => {
    if (login.isPending) return;
    let loaded: AuthCalls;
    try {
      loaded = await loadAuthCalls();
    } catch {
      setError(t('auth.login.failed'));
      return;
    }
    const { accountLogin, emailLogin } = loaded.authEndpoints;
    setError(undefined);
    if (captcha.code === undefined) {
      setError(t('auth.login.verifyCode.unavailable'));
      refreshCode();
      return;
    }
    const common = {
      password: values.password,
      captchaId: captcha.code.captchaId,
      verifyCode: values.verifyCode,
    };
    const remember = values.remember === true;
    if (mode === 'account') {
      const parsed = accountLogin.body.safeParse({ account: values.account, ...common });
      if (parsed.success) login.mutate({ mode, body: parsed.data, remember });
      else showIssues(form, parsed.error.issues, language);
    } else {
      const parsed = emailLogin.body.safeParse({ email: values.email, ...common });
      if (parsed.success) login.mutate({ mode, body: parsed.data, remember });
      else showIssues(form, parsed.error.issues, language);
    }
  };

  const switchMode = (next: string) => {
    setMode(next === 'email' ? 'email' : 'account');
    setError(undefined);
    form.resetFields(['password']);
  };

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
        activeKey={mode}
        onChange={switchMode}
        style={{ marginTop: 8 }}
        items={[
          {
            key: 'account',
            label: <span data-testid="login-tab-account">{t('auth.login.tab.account')}</span>,
          },
          { key: 'email', label: <span data-testid="login-tab-email">{t('auth.login.tab.email')}</span> },
        ]}
      />
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
        {mode === 'account' ? (
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
            <button
              type="button"
              onClick={refreshCode}
              title={t('auth.login.verifyCode.refresh')}
              aria-label={t('auth.login.verifyCode.refresh')}
              style={{
                flex: '0 0 120px',
                height: 40,
                padding: 0,
                display: 'grid',
                placeItems: 'center',
                overflow: 'hidden',
                cursor: 'pointer',
                background: token.colorBgContainer,
                border: `1px solid ${token.colorBorder}`,
                borderRadius: token.borderRadiusLG,
                color: token.colorTextSecondary,
                fontSize: 12,
              }}
            >
              {captcha.code ? (
                <img
                  data-testid="login-code-image"
                  src={svgDataUrl(captcha.code.image)}
                  alt={t('auth.login.verifyCode.alt')}
                  width={110}
                  height={38}
                  style={{ display: 'block', opacity: captcha.status === 'loading' ? 0.4 : 1 }}
                />
              ) : captcha.status === 'failed' ? (
                t('auth.login.verifyCode.loadFailed')
              ) : (
                <Spin size="small" />
              )}
            </button>
          </Flex>
        </Form.Item>
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
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={login.isPending}
          disabled={login.isPending}
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
      <div style={{ marginTop: 16, textAlign: 'center', fontSize: 13 }}>
        <Typography.Text type="secondary">{t('auth.login.help')}</Typography.Text>{' '}
        <Link to={PUBLIC_PATHS.commonQuestions}>{t('auth.login.help.link')}</Link>
      </div>
    </Card>
  );
}

/** Decoration of the hero: shipping lanes over a dotted grid. */
function HeroBackdrop() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1200 520"
      preserveAspectRatio="xMidYMid slice"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.35 }}
    >
      <defs>
        <pattern id="login-hero-dots" width="24" height="24" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.2" fill="rgba(255,255,255,0.35)" />
        </pattern>
      </defs>
      <rect width="1200" height="520" fill="url(#login-hero-dots)" />
      <g fill="none" stroke="rgba(255,255,255,0.55)" strokeWidth="1.5" strokeDasharray="6 8">
        <path d="M-20 420 C 220 260, 420 300, 620 200 S 980 60, 1220 120" />
        <path d="M-20 300 C 180 200, 360 240, 560 140 S 900 20, 1220 40" />
        <path d="M80 540 C 320 400, 640 460, 860 340 S 1120 260, 1240 300" />
      </g>
      <g fill="#fff">
        <circle cx="620" cy="200" r="4" />
        <circle cx="560" cy="140" r="4" />
        <circle cx="860" cy="340" r="4" />
      </g>
    </svg>
  );
}

/** The public home: header, hero with the login card, the portal's services. */
export default function LoginPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();

  // SPEC §4: arriving at the login page drops the cached user, menus and every other server state.
  useEffect(() => {
    queryClient.removeQueries();
  }, [queryClient]);

  return (
    <PublicPage>
      <section
        style={{
          position: 'relative',
          overflow: 'hidden',
          background: 'linear-gradient(125deg, #082454 0%, #0d47a1 50%, #1677ff 100%)',
        }}
      >
        <HeroBackdrop />
        <div style={{ position: 'relative', maxWidth: 1200, margin: '0 auto', padding: '56px 24px 64px' }}>
          <Row gutter={[48, 40]} align="middle">
            <Col xs={{ span: 24, order: 2 }} lg={{ span: 13, order: 1 }}>
              <Typography.Title
                level={1}
                style={{
                  color: '#fff',
                  fontSize: screens.md === false ? 28 : 38,
                  lineHeight: 1.3,
                  marginTop: 0,
                }}
              >
                {t('auth.hero.title')}
              </Typography.Title>
              <Typography.Paragraph
                style={{ color: 'rgba(255, 255, 255, 0.85)', fontSize: 17, maxWidth: 560 }}
              >
                {t('auth.hero.subtitle')}
              </Typography.Paragraph>
              <ul style={{ listStyle: 'none', padding: 0, margin: '24px 0 40px' }}>
                {HERO_POINTS.map((point) => (
                  <li
                    key={point}
                    style={{ display: 'flex', gap: 10, marginBottom: 12, color: '#fff', fontSize: 15 }}
                  >
                    <CheckCircleFilled style={{ color: '#69b1ff', marginTop: 4 }} />
                    <span>{t(`auth.hero.point.${point}`)}</span>
                  </li>
                ))}
              </ul>
              <CompanyFigures variant="inverse" />
            </Col>
            {/* On a phone the login card comes first: most visitors are customers who want to log in. */}
            <Col xs={{ span: 24, order: 1 }} lg={{ span: 11, order: 2 }}>
              <LoginCard />
            </Col>
          </Row>
        </div>
      </section>
      <section style={{ maxWidth: 1200, margin: '0 auto', padding: '48px 24px 56px' }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          {t('auth.services.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center', marginBottom: 32 }}>
          {t('auth.services.subtitle')}
        </Typography.Paragraph>
        <ServiceHighlights />
      </section>
      <LazyPortalToolbar showGuide />
    </PublicPage>
  );
}
