import type { TotpEnrolment, TwoFactorStatus } from '@cargo/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Skeleton, Space, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../../api/feedback.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { zodRule } from '../../ui/zod-form.ts';
import styles from './account.module.css';
import {
  confirmTotpEnrolment,
  disableBody,
  disableTwoFactor,
  regenerateRecoveryCodes,
  setTwoFactorRequirement,
  startTotpEnrolment,
  totpCodeBody,
  twoFactorQueryKey,
  twoFactorStatusQuery,
} from './two-factor.api.ts';

const svgDataUrl = (svg: string): string => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** The app's code, checked by the server's schema. */
function CodeField({ name = 'code' }: { name?: string }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <Form.Item
      name={name}
      label={t('twoFactor.enrol.codeLabel')}
      rules={[zodRule(totpCodeBody.shape.code, 'code', language)]}
    >
      <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} data-testid="two-factor-code" />
    </Form.Item>
  );
}

/** Ten recovery codes shown once, until the user says it saved them. */
function RecoveryCodesShown({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('twoFactor.recovery.title')}
      description={
        <>
          <p>{t('twoFactor.recovery.hint')}</p>
          <ol className={styles.recoveryCodes} data-testid="two-factor-recovery-codes">
            {codes.map((code) => (
              <li key={code}>
                <Typography.Text code copyable={false}>
                  {code}
                </Typography.Text>
              </li>
            ))}
          </ol>
          <Button type="primary" onClick={onDone} data-testid="two-factor-continue">
            {t('twoFactor.recovery.continue')}
          </Button>
        </>
      }
    />
  );
}

/** The new secret as a QR code and as text, and the form that confirms it with a first code. */
function Enrolment({
  enrolment,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (codes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const confirm = useMutation({
    mutationFn: confirmTotpEnrolment,
    onSuccess: (r) => onConfirmed(r.recoveryCodes),
  });
  return (
    <div data-testid="two-factor-enrolment">
      <p>{t('twoFactor.enrol.steps')}</p>
      <div className={styles.totpSecret}>
        <img
          src={svgDataUrl(enrolment.qrSvg)}
          alt={t('twoFactor.enrol.qrAlt')}
          width={176}
          height={176}
          data-testid="two-factor-qr"
        />
        <div>
          <div>{t('twoFactor.enrol.secret')}</div>
          <Typography.Text code copyable data-testid="two-factor-secret">
            {enrolment.secret}
          </Typography.Text>
        </div>
      </div>
      <Form
        layout="vertical"
        style={{ maxWidth: 360 }}
        onFinish={(values: { code: string }) => confirm.mutate(values.code)}
      >
        <CodeField />
        <Space>
          <Button
            type="primary"
            htmlType="submit"
            loading={confirm.isPending}
            data-testid="two-factor-confirm"
          >
            {t('twoFactor.confirm')}
          </Button>
          <Button onClick={onCancel}>{t('twoFactor.cancelEnrolment')}</Button>
        </Space>
      </Form>
    </div>
  );
}

/** With TOTP on: new recovery codes for a code; turning it off with the password and a code (unless required). */
function EnabledActions({
  status,
  onCodes,
  onChanged,
}: {
  status: TwoFactorStatus;
  onCodes: (codes: string[]) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { message } = useFeedback();
  const regenerate = useMutation({
    mutationFn: regenerateRecoveryCodes,
    onSuccess: (r) => onCodes(r.recoveryCodes),
  });
  const disable = useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => {
      message.success(t('twoFactor.disabled'));
      onChanged();
    },
  });
  return (
    <div className={styles.twoFactorActions}>
      <section>
        <Typography.Title level={5}>{t('twoFactor.regenerate')}</Typography.Title>
        <p>{t('twoFactor.regenerateHint')}</p>
        <Form layout="vertical" onFinish={(values: { code: string }) => regenerate.mutate(values.code)}>
          <CodeField />
          <Button htmlType="submit" loading={regenerate.isPending} data-testid="two-factor-regenerate">
            {t('twoFactor.regenerate')}
          </Button>
        </Form>
      </section>
      <section>
        <Typography.Title level={5}>{t('twoFactor.disable')}</Typography.Title>
        {status.required ? (
          <Alert type="info" showIcon title={t('twoFactor.requiredNote')} />
        ) : (
          <Form
            layout="vertical"
            onFinish={(values: { password: string; code: string }) => disable.mutate(values)}
          >
            <p>{t('twoFactor.disableHint')}</p>
            <Form.Item
              name="password"
              label={t('twoFactor.field.password')}
              rules={[zodRule(disableBody.shape.password, 'password', language)]}
            >
              <Input.Password autoComplete="current-password" data-testid="two-factor-password" />
            </Form.Item>
            <CodeField />
            <Button danger htmlType="submit" loading={disable.isPending} data-testid="two-factor-disable">
              {t('twoFactor.disable')}
            </Button>
          </Form>
        )}
      </section>
    </div>
  );
}

/** The administrator's switch: members of the current account must use two-factor sign-in. */
function Requirement({ status }: { status: TwoFactorStatus }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: setTwoFactorRequirement,
    onSuccess: (next) => {
      queryClient.setQueryData(twoFactorQueryKey, next);
      message.success(t(next.accountRequires ? 'twoFactor.requirement.on' : 'twoFactor.requirement.off'));
    },
  });
  return (
    <section className={styles.twoFactorRequirement} data-testid="two-factor-requirement">
      <Space align="start">
        <Switch
          checked={status.accountRequires}
          loading={change.isPending}
          onChange={(required) => change.mutate(required)}
          aria-label={t('twoFactor.requirement.title')}
          data-testid="two-factor-require"
        />
        <div>
          <Typography.Text strong>{t('twoFactor.requirement.title')}</Typography.Text>
          <p className={styles.muted}>{t('twoFactor.requirement.hint')}</p>
        </div>
      </Space>
    </section>
  );
}

/** The account page's tab "Two-factor sign-in" (docs/business-rules.md "Two-factor sign-in"). */
export function TwoFactorTab() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const status = useQuery(twoFactorStatusQuery());
  const [enrolment, setEnrolment] = useState<TotpEnrolment>();
  const [codes, setCodes] = useState<string[]>();
  const start = useMutation({ mutationFn: startTotpEnrolment, onSuccess: setEnrolment });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: twoFactorQueryKey });

  if (status.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (status.isError) return <Alert type="error" showIcon title={status.error.message} />;
  const { enabled, recoveryCodesLeft } = status.data;
  const confirmed = (recoveryCodes: string[]) => {
    setEnrolment(undefined);
    setCodes(recoveryCodes);
    queryClient.setQueryData(twoFactorQueryKey, {
      ...status.data,
      enabled: true,
      recoveryCodesLeft: recoveryCodes.length,
    });
    message.success(t('twoFactor.enabled'));
    refresh();
  };

  return (
    <div data-testid="account-two-factor" className={styles.twoFactor}>
      <p>{t('twoFactor.intro')}</p>
      <p>
        {t('twoFactor.status.label')}:{' '}
        <Tag color={enabled ? 'success' : 'default'} data-testid="two-factor-status">
          {t(enabled ? 'twoFactor.status.on' : 'twoFactor.status.off')}
        </Tag>
        {enabled && (
          <span className={styles.muted}>{t('twoFactor.recoveryLeft', { count: recoveryCodesLeft })}</span>
        )}
      </p>
      {codes !== undefined ? (
        <RecoveryCodesShown codes={codes} onDone={() => setCodes(undefined)} />
      ) : enabled ? (
        <EnabledActions status={status.data} onCodes={setCodes} onChanged={refresh} />
      ) : enrolment === undefined ? (
        <Button
          type="primary"
          loading={start.isPending}
          onClick={() => start.mutate()}
          data-testid="two-factor-enable"
        >
          {t('twoFactor.enable')}
        </Button>
      ) : (
        <Enrolment enrolment={enrolment} onConfirmed={confirmed} onCancel={() => setEnrolment(undefined)} />
      )}
      {status.data.canRequire && <Requirement status={status.data} />}
    </div>
  );
}
