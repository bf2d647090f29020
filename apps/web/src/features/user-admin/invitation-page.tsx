import {
  ACCOUNT_ROLE_LIST,
  type AcceptInvitationInput,
  type InvitationView,
  labelOf,
  ZAcceptInvitationRequest,
} from '@cargo/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { showIssues, showServerIssues } from '../../ui/zod-form.ts';
import { PublicPage } from '../public/index.ts';
import { acceptInvitation, invitationQuery } from './user-admin.api.ts';
import styles from './user-admin.module.css';

type Values = { loginName?: string; password?: string; confirmPassword?: string };

/**
 * The form of the invitee: a login name and a password (the password policy), typed twice; or, when the
 * address already has a login, that login name and its password.
 */
function AcceptForm({ token, joinExisting }: { token: string; joinExisting: boolean }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<Values>();
  const accept = useMutation({
    mutationFn: acceptInvitation,
    onError: (error) => showServerIssues(form, error),
  });

  const onFinish = (values: Values) => {
    const request: AcceptInvitationInput = {
      token,
      loginName: values.loginName ?? '',
      password: values.password ?? '',
      joinExisting,
    };
    const parsed = ZAcceptInvitationRequest.safeParse(request);
    if (!parsed.success) {
      showIssues(form, parsed.error.issues, language);
      return;
    }
    if (!joinExisting && values.password !== values.confirmPassword) {
      form.setFields([{ name: 'confirmPassword', errors: [t('userAdmin.error.passwordMismatch')] }]);
      return;
    }
    if (!accept.isPending) accept.mutate(parsed.data);
  };

  if (accept.data) {
    return (
      <Result
        status="success"
        title={t(joinExisting ? 'userAdmin.accept.joined' : 'userAdmin.accept.done', {
          loginName: accept.data.loginName,
        })}
        extra={
          <Link to="/login" data-testid="invitation-to-login">
            <Button type="primary">{t('userAdmin.accept.toLogin')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} data-testid="invitation-form">
      <Form.Item name="loginName" label={t('field.loginName')} required>
        <Input
          autoComplete="username"
          placeholder={t('userAdmin.accept.placeholder.loginName')}
          data-testid="invitation-login-name"
        />
      </Form.Item>
      <Form.Item name="password" label={t('field.password')} required>
        <Input.Password
          autoComplete={joinExisting ? 'current-password' : 'new-password'}
          placeholder={joinExisting ? undefined : t('userAdmin.accept.placeholder.password')}
          data-testid="invitation-password"
        />
      </Form.Item>
      {!joinExisting && (
        <Form.Item name="confirmPassword" label={t('field.confirmPassword')} required>
          <Input.Password autoComplete="new-password" data-testid="invitation-confirm" />
        </Form.Item>
      )}
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={accept.isPending}
        data-testid="invitation-submit"
      >
        {t(joinExisting ? 'userAdmin.accept.joinSubmit' : 'userAdmin.accept.submit')}
      </Button>
    </Form>
  );
}

/** The accounts the invitation grants and the role in each. */
function Grants({ grants }: { grants: InvitationView['grants'] }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <div data-testid="invitation-grants">
      <Typography.Text strong>{t('userAdmin.accept.grants')}</Typography.Text>
      <ul>
        {grants.map((grant) => (
          <li key={grant.companyName} data-user-data>
            {grant.companyName} · {labelOf(ACCOUNT_ROLE_LIST, grant.role, language)}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation();
  const invitation = useQuery(invitationQuery(token));
  if (invitation.isPending) return <Skeleton active />;
  if (invitation.isError) {
    return (
      <Alert type="error" showIcon message={invitation.error.message} data-testid="invitation-invalid" />
    );
  }
  const { companyName, userName, email, expiresAt, grants, hasLogin } = invitation.data;
  return (
    <>
      <Typography.Paragraph data-user-data>
        {t('userAdmin.accept.intro', { companyName, userName, email })}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('userAdmin.accept.expires', { expiresAt })}
      </Typography.Paragraph>
      <Grants grants={grants} />
      {hasLogin && (
        <Alert
          type="info"
          showIcon
          message={t('userAdmin.accept.joinExisting')}
          className={styles.joinHint}
        />
      )}
      <AcceptForm token={token} joinExisting={hasLogin} />
    </>
  );
}

/** /invitation?token=…: the one-time link of an invitation mail (public). */
export default function InvitationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <PublicPage>
      <div className={styles.invitationPage}>
        <Card className={styles.invitationCard} data-testid="invitation-page">
          <h1 className={styles.title}>{t('userAdmin.accept.title')}</h1>
          {/^[A-Za-z0-9_-]{43}$/.test(token) ? (
            <Invitation token={token} />
          ) : (
            <Alert
              type="warning"
              showIcon
              message={t('userAdmin.accept.noToken')}
              data-testid="invitation-invalid"
            />
          )}
        </Card>
      </div>
    </PublicPage>
  );
}
