import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuthCalls, loadAuthCalls } from './login-schemas.ts';
import { useImageCode } from './use-image-code.ts';
import { enterPortal, failureMessage, type OnChallenge } from './use-login.ts';
import { type FieldSchemas, useLoginFields } from './use-login-fields.ts';

export type PhoneLoginField = 'mobile' | 'verifyCode' | 'code';

const phoneSchemas: FieldSchemas<PhoneLoginField> = ({ authEndpoints }) => ({
  mobile: authEndpoints.sendLoginSms.body.shape.mobile,
  verifyCode: authEndpoints.sendLoginSms.body.shape.verifyCode,
  code: authEndpoints.loginByPhone.body.shape.code,
});

const quietly = { hideError: true, loading: false } as const;

/** Seconds left before another code may be asked for; counts down once a second. */
const useCountdown = () => {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return [seconds, setSeconds] as const;
};

/** Runs one call at a time (a double click sends once), with its busy flag for the button. */
const useOneAtATime = () => {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const run = async (work: (calls: AuthCalls) => Promise<void>, onLoadFailure: () => void) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const calls = await loadAuthCalls().catch(() => undefined);
    if (calls === undefined) onLoadFailure();
    else await work(calls);
    inFlight.current = false;
    setBusy(false);
  };
  return { busy, run };
};

/**
 * The mobile login: the image code guards the SMS send; the server answers alike whether or not the mobile is
 * bound, so the page says "if this mobile is bound, a code was sent". Logging in opens the same session as a
 * password does.
 */
export const usePhoneLogin = (onChallenge: OnChallenge) => {
  const { t } = useTranslation();
  const fields = useLoginFields(phoneSchemas);
  const captcha = useImageCode();
  const [error, setError] = useState<string>();
  // The life of the last code sent, in minutes (the notice is rendered in the current language).
  const [sentMinutes, setSentMinutes] = useState<number>();
  // Once a code was sent, the image code is needed again only to send another one (not to log in).
  const codeSent = sentMinutes !== undefined;
  const [resendIn, setResendIn] = useCountdown();
  const send = useOneAtATime();
  const login = useOneAtATime();
  const failed = () => setError(t('auth.login.failed'));

  const refreshCode = () => {
    fields.reset('verifyCode');
    captcha.refresh();
  };

  const sendCode = () => {
    setError(undefined);
    return send.run(async ({ authEndpoints, call }) => {
      const checks = await Promise.all([fields.checkField('mobile'), fields.checkField('verifyCode')]);
      if (checks.includes(false)) return;
      if (captcha.code === undefined) {
        setError(t('auth.login.verifyCode.unavailable'));
        refreshCode();
        return;
      }
      const { mobile, verifyCode } = fields.values;
      const parsed = authEndpoints.sendLoginSms.body.safeParse({
        mobile,
        verifyCode,
        captchaId: captcha.code.captchaId,
      });
      if (!parsed.success) return fields.showIssues(parsed.error.issues);
      try {
        const answer = await call(authEndpoints.sendLoginSms, parsed.data, quietly);
        setSentMinutes(Math.round(answer.expiresInSeconds / 60));
        setResendIn(answer.resendInSeconds);
      } catch (failure) {
        setError(failureMessage(failure, t('auth.login.failed')));
      }
      // The image code was spent on this send, whatever its answer.
      refreshCode();
    }, failed);
  };

  const submit = () => {
    setError(undefined);
    return login.run(async ({ authEndpoints, call }) => {
      const needed: PhoneLoginField[] = codeSent ? ['mobile', 'code'] : ['mobile', 'verifyCode', 'code'];
      const checks = await Promise.all(needed.map((field) => fields.checkField(field)));
      const { mobile, code } = fields.values;
      const parsed = authEndpoints.loginByPhone.body.safeParse({ mobile, code });
      if (checks.includes(false) || !parsed.success) return;
      try {
        const answer = await call(authEndpoints.loginByPhone, parsed.data, quietly);
        if ('twoFactor' in answer) onChallenge(answer.twoFactor);
        else enterPortal();
      } catch (failure) {
        setError(failureMessage(failure, t('auth.login.failed')));
      }
    }, failed);
  };

  return {
    fields,
    captcha,
    refreshCode,
    error,
    notice: codeSent ? t('auth.login.sms.sent', { minutes: sentMinutes }) : undefined,
    codeSent,
    resendIn,
    sending: send.busy,
    pending: login.busy,
    sendCode,
    submit,
  };
};
