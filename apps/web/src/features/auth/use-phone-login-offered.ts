import { useEffect, useState } from 'react';
import { loadAuthCalls } from './login-schemas';

/** Whether the login page offers the mobile tab (GET /phoneLogin, the `phoneLogin` switch); off until known. */
export const usePhoneLoginOffered = (): boolean => {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let current = true;
    loadAuthCalls()
      .then(({ authEndpoints, call }) =>
        call(authEndpoints.phoneLogin, {}, { hideError: true, loading: false }),
      )
      .then(
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
