import type { AccountLoginRequest, EmailLoginRequest } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GatewayError } from '../../api/gateway-error';
import { useLanguage } from '../../i18n';
import { showIssues, useRevalidateOnLanguageChange } from '../public/zod-form';
import { type AuthCalls, loadAuthCalls } from './login-schemas';
import {
  type LoginMode,
  type RememberedLogin,
  readRememberedLogin,
  saveRememberedLogin,
} from './remembered-login';
import { type ImageCodeState, useImageCode } from './use-image-code';

export interface LoginFormValues {
  account?: string;
  email?: string;
  password?: string;
  verifyCode?: string;
  remember?: boolean;
}

type LoginAttempt =
  | { mode: 'account'; body: AccountLoginRequest; remember: boolean }
  | { mode: 'email'; body: EmailLoginRequest; remember: boolean };

export interface LoginState {
  form: FormInstance<LoginFormValues>;
  remembered: RememberedLogin | undefined;
  mode: LoginMode;
  /** The message of the last failed attempt, shown under the form. */
  error: string | undefined;
  captcha: ImageCodeState;
  pending: boolean;
  refreshCode: () => void;
  switchMode: (next: string) => void;
  onFinish: (values: LoginFormValues) => Promise<void>;
}

const rememberedOf = (attempt: LoginAttempt): RememberedLogin | undefined =>
  attempt.remember
    ? { mode: attempt.mode, identity: attempt.mode === 'account' ? attempt.body.account : attempt.body.email }
    : undefined;

/** The login call; on success a new session starts from a clean cache, on failure the code is spent. */
const useLoginMutation = (onFailure: (failure: Error) => void) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attempt: LoginAttempt) => {
      const { authEndpoints, call } = await loadAuthCalls();
      const options = { hideError: true, loading: false };
      return attempt.mode === 'account'
        ? call(authEndpoints.accountLogin, attempt.body, options)
        : call(authEndpoints.emailLogin, attempt.body, options);
    },
    onSuccess: (_answer, attempt) => {
      saveRememberedLogin(rememberedOf(attempt));
      // A new session: nothing cached for a previous user may survive (the shell loads user and menus anew).
      queryClient.removeQueries();
      // The shell redirects / to the first menu page and handles isReset / isRealName.
      navigate('/', { replace: true });
    },
    onError: onFailure,
  });
};

/** The login form's state: mode (account or email), the image code, the attempt and its error. */
export const useLogin = (): LoginState => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<LoginFormValues>();
  const [remembered] = useState(readRememberedLogin);
  const [mode, setMode] = useState<LoginMode>(remembered?.mode ?? 'account');
  const [error, setError] = useState<string>();
  const captcha = useImageCode();
  useRevalidateOnLanguageChange(form, language);
  useEffect(() => {
    loadAuthCalls().catch(() => undefined);
  }, []);

  const refreshCode = () => {
    form.setFieldValue('verifyCode', undefined);
    captcha.refresh();
  };

  const login = useLoginMutation((failure) => {
    setError(failure instanceof GatewayError && failure.message ? failure.message : t('auth.login.failed'));
    // The server consumed the code with the attempt: a new image for the next one.
    refreshCode();
  });

  const submit = (values: LoginFormValues, { authEndpoints }: AuthCalls, captchaId: string) => {
    const common = { password: values.password, captchaId, verifyCode: values.verifyCode };
    const remember = values.remember === true;
    if (mode === 'account') {
      const parsed = authEndpoints.accountLogin.body.safeParse({ account: values.account, ...common });
      if (parsed.success) login.mutate({ mode, body: parsed.data, remember });
      else showIssues(form, parsed.error.issues, language);
    } else {
      const parsed = authEndpoints.emailLogin.body.safeParse({ email: values.email, ...common });
      if (parsed.success) login.mutate({ mode, body: parsed.data, remember });
      else showIssues(form, parsed.error.issues, language);
    }
  };

  const onFinish = async (values: LoginFormValues) => {
    if (login.isPending) return;
    let loaded: AuthCalls;
    try {
      loaded = await loadAuthCalls();
    } catch {
      setError(t('auth.login.failed'));
      return;
    }
    setError(undefined);
    if (captcha.code === undefined) {
      setError(t('auth.login.verifyCode.unavailable'));
      refreshCode();
      return;
    }
    submit(values, loaded, captcha.code.captchaId);
  };

  const switchMode = (next: string) => {
    setMode(next === 'email' ? 'email' : 'account');
    setError(undefined);
    form.resetFields(['password']);
  };

  return {
    form,
    remembered,
    mode,
    error,
    captcha,
    pending: login.isPending,
    refreshCode,
    switchMode,
    onFinish,
  };
};
