import { gateway } from './request.ts';

// Calls every route makes (the entry chunk): kept apart from shell.api.ts, whose user-info schemas would
// bring zod into the entry and so onto the login page.

/** Everything under this key belongs to the logged-in session and is dropped on logout / session end. */
export const SESSION_QUERY_KEY = ['session'] as const;

export const logout = () => gateway.post<null>('/logout', {}, { hideError: true });

/** SPEC §2: each page change sends a page-view; fire and forget. */
export const trackPageView = (path: string): void => {
  gateway
    .post<null>('/cargo/track/pageView', { path }, { hideError: true, loading: false })
    .catch(() => undefined);
};
