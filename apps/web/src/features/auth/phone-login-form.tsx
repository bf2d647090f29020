import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert, ImageCodeField, InfoAlert, LoginInput, SubmitButton } from './login-controls.tsx';
import styles from './login-form.module.css';
import type { OnChallenge } from './use-login.ts';
import { usePhoneLogin } from './use-phone-login.ts';

type PhoneLogin = ReturnType<typeof usePhoneLogin>;

/** The mobile login tab (its own chunk, loaded when the tab is chosen): mobile, image code, SMS code. */
export default function PhoneLoginForm({ onChallenge }: { onChallenge: OnChallenge }) {
  const { t } = useTranslation();
  const phone = usePhoneLogin(onChallenge);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void phone.submit();
  };

  return (
    <>
      <p className={`${styles.hint} ${styles.secondary}`}>{t('auth.login.sms.hint')}</p>
      <form noValidate onSubmit={onSubmit}>
        <LoginInput kind="mobile" id="login-mobile" {...phone.fields.bind('mobile')} />
        <ImageCodeField
          id="login-mobile-image-code"
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
  return (
    <LoginInput
      kind="smsCode"
      id="login-sms-code"
      {...phone.fields.bind('code')}
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
