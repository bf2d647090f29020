import type { AccountLoginRequest, EmailLoginRequest, TwoFactorChallenge } from '@cargo/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayError } from '../../api/gateway-error.ts';
import { type AuthCalls, loadAuthCalls, loginSchemas } from './login-schemas.ts';
import { type LoginMode, readRememberedLogin, saveRememberedLogin } from './remembered-login.ts';
import { useImageCode } from './use-image-code.ts';
import { useLoginFields } from './use-login-fields.ts';

const quietly = { hideError: true, loading: false } as const;

/** The message of a failed call: the server's, else a general one. */
export const failureMessage = (failure: unknown, fallback: string): string =>
  failure instanceof GatewayError && failure.message ? failure.message : fallback;

/**
 * A new session starts in the portal, loaded anew by the browser: nothing of a previous user survives, and the
 * shell redirects / to the first menu page and handles isReset / isRealName.
 */
export const enterPortal = (): void => window.location.replace('/');

/** The second step's challenge, answered by a right password (or SMS code) of a user with two-factor sign-in. */
export type LoginChallenge = TwoFactorChallenge['twoFactor'];
export type OnChallenge = (challenge: LoginChallenge) => void;

type LoginValues = Partial<Record<'account' | 'email' | 'password' | 'verifyCode', string>>;

/** The form's request by the server's schema (an image code not come yet leaves the captcha id empty). */
const parseLoginRequest = (loaded: AuthCalls, mode: LoginMode, values: LoginValues, captchaId: string) => {
  const { accountLogin, emailLogin } = loaded.authEndpoints;
  const common = { password: values.password, captchaId, verifyCode: values.verifyCode };
  return mode === 'account'
    ? accountLogin.body.safeParse({ account: values.account, ...common })
    : emailLogin.body.safeParse({ email: values.email, ...common });
};

/** The login call of the mode's request: a session, or the second step's challenge. */
const sendLogin = (loaded: AuthCalls, body: AccountLoginRequest | EmailLoginRequest) =>
  'account' in body
    ? loaded.call(loaded.authEndpoints.accountLogin, body, quietly)
    : loaded.call(loaded.authEndpoints.emailLogin, body, quietly);

/** The password login: mode (account or email), the image code, the attempt and its error. */
export const useLogin = (onChallenge: OnChallenge) => {
  const { t } = useTranslation();
  const [mode, setMode] = useState<LoginMode>('account');
  const [remember, setRemember] = useState(false);
  const fields = useLoginFields(loginSchemas);
  const { fill } = fields;
  // The remembered account comes after the first render, which must be the page rendered at build time without it.
  useEffect(() => {
    const remembered = readRememberedLogin();
    if (remembered === undefined) return;
    setMode(remembered.mode);
    setRemember(true);
    fill(remembered.mode, remembered.identity);
  }, [fill]);
  // The message of the last failed attempt, shown under the form.
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  // Two presses of Enter before the button shows it is busy send one attempt.
  const inFlight = useRef(false);
  const captcha = useImageCode();

  const refreshCode = () => {
    fields.reset('verifyCode');
    captcha.refresh();
  };

  const attempt = async (loaded: AuthCalls) => {
    const parsed = parseLoginRequest(loaded, mode, fields.values, captcha.code?.captchaId ?? '');
    // The fields first, as the mobile form does: a press before the image code has come shows what to fill in.
    const fieldIssues = parsed.success
      ? []
      : parsed.error.issues.filter((issue) => issue.path[0] !== 'captchaId');
    if (fieldIssues.length > 0) {
      fields.showIssues(fieldIssues);
      return;
    }
    if (captcha.code === undefined || !parsed.success) {
      setError(t('auth.login.verifyCode.unavailable'));
      refreshCode();
      return;
    }
    setPending(true);
    try {
      const body = parsed.data;
      const answer = await sendLogin(loaded, body);
      saveRememberedLogin(
        remember ? { mode, identity: 'account' in body ? body.account : body.email } : undefined,
      );
      if ('twoFactor' in answer) {
        setPending(false);
        onChallenge(answer.twoFactor);
      } else enterPortal();
    } catch (failure) {
      setPending(false);
      setError(failureMessage(failure, t('auth.login.failed')));
      // The server consumed the code with the attempt: a new image for the next one.
      refreshCode();
    }
  };

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setError(undefined);
    const loaded = await loadAuthCalls().catch(() => undefined);
    if (loaded === undefined) setError(t('auth.login.failed'));
    else await attempt(loaded);
    inFlight.current = false;
  };

  const switchMode = (next: LoginMode) => {
    setMode(next);
    setError(undefined);
    fields.reset('password');
  };

  return { fields, mode, remember, setRemember, error, captcha, pending, refreshCode, switchMode, submit };
};
