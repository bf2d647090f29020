import { twoFactorEndpoints } from '@cargo/domain/api/two-factor';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/endpoint-call';
import { SESSION_QUERY_KEY } from '../../api/session.api';

/** Two-factor sign-in on the account page (docs/business-rules.md "Two-factor sign-in"). */
export const twoFactorQueryKey = [...SESSION_QUERY_KEY, 'account', 'twoFactor'] as const;

export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: twoFactorQueryKey,
    queryFn: () => call(twoFactorEndpoints.status, {}, { loading: false }),
  });

export const startTotpEnrolment = () => call(twoFactorEndpoints.startEnrolment, {}, { loading: false });

export const confirmTotpEnrolment = (code: string) =>
  call(twoFactorEndpoints.confirmEnrolment, { code }, { loading: false });

export const regenerateRecoveryCodes = (code: string) =>
  call(twoFactorEndpoints.regenerateRecoveryCodes, { code }, { loading: false });

export const disableTwoFactor = (body: { password: string; code: string }) =>
  call(twoFactorEndpoints.disable, body, { loading: false });

export const setTwoFactorRequirement = (required: boolean) =>
  call(twoFactorEndpoints.setRequirement, { required }, { loading: false });

/** The schemas of the tab's forms: the server's. */
export const totpCodeBody = twoFactorEndpoints.confirmEnrolment.body;
export const disableBody = twoFactorEndpoints.disable.body;
