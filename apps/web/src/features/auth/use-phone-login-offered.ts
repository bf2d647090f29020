import type { authEndpoints } from '@cargo/domain/api/auth';
import { firstScreenCalls } from '@cargo/domain/api/first-screen-calls';
import { useEffect, useState } from 'react';
import { callRoute } from '../../api/request.ts';

/** Whether the login page offers the mobile tab (GET /phoneLogin, the `phoneLogin` switch); off until known. */
export const usePhoneLoginOffered = (): boolean => {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let current = true;
    // Without the endpoint declarations (and zod): the page's first download stays small.
    callRoute<typeof authEndpoints.phoneLogin>(
      firstScreenCalls.phoneLogin,
      {},
      { hideError: true, loading: false },
    ).then(
      (answer) => {
        if (current) setOffered(answer.phoneLogin);
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return offered;
};
