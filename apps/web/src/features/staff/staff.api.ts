import type {
  AccountLoginRequest,
  StaffProfile,
  StaffSignedIn,
  TwoFactorChallenge,
  TwoFactorSignInRequest,
} from '@cargo/domain';
import { staffEndpoints } from '@cargo/domain/api/staff';
import { call } from '../../api/endpoint-call';
import { SESSION_QUERY_KEY } from '../../api/session.api';

/** The logged-in staff member; under the session key, so logging out drops it. */
export const staffProfileQuery = () => ({
  queryKey: [...SESSION_QUERY_KEY, 'staff', 'profile'] as const,
  queryFn: (): Promise<StaffProfile> => call(staffEndpoints.staffProfile, {}, { hideError: true }),
  staleTime: 5 * 60_000,
  retry: false,
});

/** The password step: answers the second step's challenge (staff always sign in with TOTP). */
export const logInStaff = (body: AccountLoginRequest): Promise<TwoFactorChallenge> =>
  call(staffEndpoints.staffLogin, body, { hideError: true, loading: false });

/** The second step: the app's code or a recovery code opens the staff session. */
export const signInStaff = (body: TwoFactorSignInRequest): Promise<StaffSignedIn> =>
  call(staffEndpoints.staffTwoFactorSignIn, body, { hideError: true, loading: false });

export const staffLoginBody = staffEndpoints.staffLogin.body;
