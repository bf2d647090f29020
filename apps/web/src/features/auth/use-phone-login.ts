import type { SendLoginSmsResponse, VerifyCodeResponse } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GatewayError } from '../../api/gateway-error';
import { useLanguage } from '../../i18n';
import { showIssues, useRevalidateOnLanguageChange } from '../../ui/zod-form';
import { loadAuthCalls } from './login-schemas';
import { useImageCode } from './use-image-code';

export interface PhoneLoginValues {
  mobile?: string;
  verifyCode?: string;
  code?: string;
}

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

/** The send of a login code: mobile and image code, checked by the schema first. */
const useSendLoginCode = (
  form: FormInstance<PhoneLoginValues>,
  image: VerifyCodeResponse | undefined,
  on: { onSent: (answer: SendLoginSmsResponse) => void; onFailure: (failure: Error) => void },
) => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return useMutation({
    mutationFn: async (values: PhoneLoginValues) => {
      const { authEndpoints, call } = await loadAuthCalls();
      if (image === undefined) throw new Error(t('auth.login.verifyCode.unavailable'));
      const body = { mobile: values.mobile, verifyCode: values.verifyCode, captchaId: image.captchaId };
      const parsed = authEndpoints.sendLoginSms.body.safeParse(body);
      if (!parsed.success) {
        showIssues(form, parsed.error.issues, language);
        return undefined;
      }
      return call(authEndpoints.sendLoginSms, parsed.data, quietly);
    },
    onSuccess: (answer) => {
      if (answer !== undefined) on.onSent(answer);
    },
    onError: on.onFailure,
  });
};

/** The login call: the mobile and its SMS code; on success a new session from a clean cache. */
const useLoginByPhone = (form: FormInstance<PhoneLoginValues>, onFailure: (failure: Error) => void) => {
  const { language } = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PhoneLoginValues) => {
      const { authEndpoints, call } = await loadAuthCalls();
      const parsed = authEndpoints.loginByPhone.body.safeParse({ mobile: values.mobile, code: values.code });
      if (!parsed.success) {
        showIssues(form, parsed.error.issues, language);
        return false;
      }
      await call(authEndpoints.loginByPhone, parsed.data, quietly);
      return true;
    },
    onSuccess: (loggedIn) => {
      if (!loggedIn) return;
      // A new session: nothing cached for a previous user may survive (the shell loads user and menus anew).
      queryClient.removeQueries();
      navigate('/', { replace: true });
    },
    onError: onFailure,
  });
};

/**
 * The mobile login: the image code guards the SMS send; the server answers alike whether or not the mobile is
 * bound, so the page says "if this mobile is bound, a code was sent". Logging in opens the same session as a
 * password does.
 */
export const usePhoneLogin = () => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<PhoneLoginValues>();
  const captcha = useImageCode();
  const [error, setError] = useState<string>();
  // The life of the last code sent, in minutes (the notice is rendered in the current language).
  const [sentMinutes, setSentMinutes] = useState<number>();
  // Once a code was sent, the image code is needed again only to send another one (not to log in).
  const codeSent = sentMinutes !== undefined;
  const [resendIn, setResendIn] = useCountdown();
  useRevalidateOnLanguageChange(form, language);

  const refreshCode = () => {
    form.setFieldValue('verifyCode', undefined);
    captcha.refresh();
  };
  const fail = (failure: Error) =>
    setError(failure instanceof GatewayError && failure.message ? failure.message : t('auth.login.failed'));

  const send = useSendLoginCode(form, captcha.code, {
    onSent: (answer) => {
      setSentMinutes(Math.round(answer.expiresInSeconds / 60));
      setResendIn(answer.resendInSeconds);
      // The image code was spent on this send.
      refreshCode();
    },
    onFailure: (failure) => {
      fail(failure);
      refreshCode();
    },
  });
  const login = useLoginByPhone(form, fail);

  const sendCode = async () => {
    setError(undefined);
    try {
      await form.validateFields(codeSent ? ['mobile'] : ['mobile', 'verifyCode']);
    } catch {
      return;
    }
    send.mutate(form.getFieldsValue());
  };

  const onFinish = (values: PhoneLoginValues) => {
    if (login.isPending) return;
    setError(undefined);
    login.mutate(values);
  };

  return {
    form,
    captcha,
    refreshCode,
    error,
    notice: codeSent ? t('auth.login.sms.sent', { minutes: sentMinutes }) : undefined,
    codeSent,
    resendIn,
    sending: send.isPending,
    pending: login.isPending,
    sendCode,
    onFinish,
  };
};
