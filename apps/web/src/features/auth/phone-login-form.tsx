import MessageOutlined from '@ant-design/icons-svg/es/asn/MessageOutlined';
import MobileOutlined from '@ant-design/icons-svg/es/asn/MobileOutlined';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ImageCodeField, InfoAlert, SubmitButton, TextField } from './login-controls.tsx';
import styles from './login-form.module.css';
import { usePhoneLogin } from './use-phone-login.ts';

type PhoneLogin = ReturnType<typeof usePhoneLogin>;

/** The mobile login tab (its own chunk, loaded when the tab is chosen): mobile, image code, SMS code. */
export default function PhoneLoginForm() {
  const { t } = useTranslation();
  const phone = usePhoneLogin();
  const mobile = phone.fields.bind('mobile');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void phone.submit();
  };

  return (
    <>
      <p className={`${styles.hint} ${styles.secondary}`}>{t('auth.login.sms.hint')}</p>
      <form noValidate onSubmit={onSubmit}>
        <TextField
          id="login-mobile"
          icon={MobileOutlined}
          testId="login-mobile"
          type="tel"
          autoComplete="tel"
          maxLength={20}
          placeholder={t('auth.login.placeholder.mobile')}
          aria-label={t('field.mobile')}
          value={mobile.value}
          error={mobile.error}
          onChange={(event) => mobile.onChange(event.target.value)}
        />
        <ImageCodeField
          id="login-mobile-image-code"
          testId="login-mobile-image-code"
          {...phone.fields.bind('verifyCode')}
          captcha={phone.captcha}
          onRefresh={phone.refreshCode}
        />
        <SmsCodeField phone={phone} />
        {phone.notice !== undefined && <InfoAlert message={phone.notice} testId="login-sms-notice" />}
        <SubmitButton pending={phone.pending} testId="login-mobile-submit" />
        {phone.error !== undefined && <ErrorAlert message={phone.error} />}
      </form>
    </>
  );
}

/** The SMS code and the button that sends it (counting down until another may be sent). */
function SmsCodeField({ phone }: { phone: PhoneLogin }) {
  const { t } = useTranslation();
  const code = phone.fields.bind('code');
  return (
    <TextField
      id="login-sms-code"
      icon={MessageOutlined}
      testId="login-sms-code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      placeholder={t('auth.login.placeholder.smsCode')}
      aria-label={t('field.code')}
      value={code.value}
      error={code.error}
      onChange={(event) => code.onChange(event.target.value)}
      aside={
        <button
          type="button"
          className={styles.button}
          data-testid="login-sms-send"
          onClick={() => void phone.sendCode()}
          disabled={phone.resendIn > 0 || phone.sending}
          aria-busy={phone.sending}
        >
          {phone.sending && <span className={styles.spinner} />}
          {phone.resendIn > 0
            ? t('auth.login.sms.resendIn', { seconds: phone.resendIn })
            : t('auth.login.sms.send')}
        </button>
      }
    />
  );
}
