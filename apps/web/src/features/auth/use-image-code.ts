import type { VerifyCodeResponse } from '@cargo/domain';
import type { authEndpoints } from '@cargo/domain/api/auth';
import { firstScreenCalls } from '@cargo/domain/api/first-screen-calls';
import { useCallback, useEffect, useRef, useState } from 'react';
import { callRoute } from '../../api/request.ts';

export interface ImageCodeState {
  status: 'loading' | 'ready' | 'failed';
  code?: VerifyCodeResponse;
  /** Asks for a new image (click on the image, after a failed login, on expiry). */
  refresh: () => void;
}

/** The image verification code of the login form (POST /epa-getVerifyCode); one code serves one attempt. */
export const useImageCode = (): ImageCodeState => {
  const [state, setState] = useState<Omit<ImageCodeState, 'refresh'>>({ status: 'loading' });
  // Only the answer to the latest request counts (fast clicks, React strict mode).
  const latest = useRef(0);

  const refresh = useCallback(() => {
    const request = ++latest.current;
    setState((previous) => ({ status: 'loading', code: previous.code }));
    // Without the endpoint declarations (and zod): the page's first download stays small.
    callRoute<typeof authEndpoints.imageCode>(
      firstScreenCalls.imageCode,
      {},
      { hideError: true, loading: false },
    ).then(
      (code) => {
        if (request === latest.current) setState({ status: 'ready', code });
      },
      () => {
        if (request === latest.current) setState({ status: 'failed' });
      },
    );
  }, []);

  useEffect(() => {
    refresh();
  }, [refresh]);

  // The server forgets a code after expiresInSeconds: fetch a fresh one instead of letting the user type a dead one.
  const expiresInSeconds = state.code?.expiresInSeconds;
  const captchaId = state.code?.captchaId;
  useEffect(() => {
    if (captchaId === undefined || expiresInSeconds === undefined) return;
    const timer = window.setTimeout(refresh, Math.max(expiresInSeconds - 5, 5) * 1000);
    return () => window.clearTimeout(timer);
  }, [captchaId, expiresInSeconds, refresh]);

  return { ...state, refresh };
};
