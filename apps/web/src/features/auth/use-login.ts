import type { AccountLoginRequest, EmailLoginRequest } from '@cargo/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GatewayError } from '../../api/gateway-error';
import { useLanguage } from '../../i18n';
import { showIssues, useRevalidateOnLanguageChange } from '../../ui/zod-form';
import { type AuthCalls, loadAuthCalls } from './login-schemas';
import { type LoginMode, readRememberedLogin, saveRememberedLogin } from './remembered-login';
import { useImageCode } from './use-image-code';

export interface LoginFormValues {
  account?: string;
  email?: string;
  password?: string;
  verifyCode?: string;
  remember?: boolean;
}

/** An account login or an email login, told apart by the field the body has. */
interface LoginAttempt {
  body: AccountLoginRequest | EmailLoginRequest;
  remember: boolean;
}

/** The login call; on success a new session starts from a clean cache, on failure the code is spent. */
const useLoginMutation = (onFailure: (failure: Error) => void) => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body }: LoginAttempt) => {
      const { authEndpoints, call } = await loadAuthCalls();
      const options = { hideError: true, loading: false };
      return 'account' in body
        ? call(authEndpoints.accountLogin, body, options)
        : call(authEndpoints.emailLogin, body, options);
    },
    onSuccess: (_answer, { body, remember }) => {
      saveRememberedLogin(
        remember
          ? 'account' in body
            ? { mode: 'account', identity: body.account }
            : { mode: 'email', identity: body.email }
          : undefined,
      );
      // A new session: nothing cached for a previous user may survive (the shell loads user and menus anew).
      queryClient.removeQueries();
      // The shell redirects / to the first menu page and handles isReset / isRealName.
      navigate('/', { replace: true });
    },
    onError: onFailure,
  });
};

/** The login form's state: mode (account or email), the image code, the attempt and its error. */
export const useLogin = () => {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [form] = Form.useForm<LoginFormValues>();
  const [remembered] = useState(readRememberedLogin);
  const [mode, setMode] = useState<LoginMode>(remembered?.mode ?? 'account');
  // The message of the last failed attempt, shown under the form.
  const [error, setError] = useState<string>();
  const captcha = useImageCode();
  useRevalidateOnLanguageChange(form, language);
  // The schemas (and zod) are fetched when the user first focuses a field, not with the page (issue 14).
  const loadSchemas = () => void loadAuthCalls().catch(() => undefined);

  const refreshCode = () => {
    form.setFieldValue('verifyCode', undefined);
    captcha.refresh();
  };

  const login = useLoginMutation((failure) => {
    setError(failure instanceof GatewayError && failure.message ? failure.message : t('auth.login.failed'));
    // The server consumed the code with the attempt: a new image for the next one.
    refreshCode();
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
    const { accountLogin, emailLogin } = loaded.authEndpoints;
    const parsed =
      mode === 'account'
        ? accountLogin.body.safeParse({ account: values.account, ...common })
        : emailLogin.body.safeParse({ email: values.email, ...common });
    if (parsed.success) login.mutate({ body: parsed.data, remember: values.remember === true });
    else showIssues(form, parsed.error.issues, language);
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
    loadSchemas,
  };
};
