// Calls every route makes (the entry chunk): kept apart from shell.api.ts, whose user-info schemas would
// bring zod into the entry and so onto the login page. For the same reason the logout loads the endpoint
// caller and its declaration (zod with them) when made, and the page view is posted without them.
import { firstScreenCalls } from '@cargo/domain/api/first-screen-calls';
import type { trackingEndpoints } from '@cargo/domain/api/tracking';
import { callRoute } from './request.ts';

/** Everything under this key belongs to the logged-in session and is dropped on logout / session end. */
export const SESSION_QUERY_KEY = ['session'] as const;

export const logout = async (): Promise<void> => {
  const [{ call }, { authEndpoints }] = await Promise.all([
    import('./endpoint-call.ts'),
    import('@cargo/domain/api/auth'),
  ]);
  await call(authEndpoints.logout, {}, { hideError: true });
};

/** SPEC §2: each page change sends a page-view; fire and forget, without the declarations (zod). */
export const trackPageView = (path: string): void => {
  callRoute<typeof trackingEndpoints.pageView>(
    firstScreenCalls.pageView,
    { path },
    {
      hideError: true,
      loading: false,
    },
  ).catch(() => undefined);
};
