// Calls every route makes (the entry chunk): kept apart from shell.api.ts, whose user-info schemas would
// bring zod into the entry and so onto the login page. For the same reason these two calls load the
// endpoint caller and their declarations (zod with them) when first made, not with the entry.

/** Everything under this key belongs to the logged-in session and is dropped on logout / session end. */
export const SESSION_QUERY_KEY = ['session'] as const;

export const logout = async (): Promise<void> => {
  const [{ call }, { authEndpoints }] = await Promise.all([
    import('./endpoint-call.ts'),
    import('@cargo/domain/api/auth'),
  ]);
  await call(authEndpoints.logout, {}, { hideError: true });
};

/** SPEC §2: each page change sends a page-view; fire and forget. */
export const trackPageView = (path: string): void => {
  Promise.all([import('./endpoint-call.ts'), import('@cargo/domain/api/tracking')])
    .then(([{ call }, { trackingEndpoints }]) =>
      call(trackingEndpoints.pageView, { path }, { hideError: true, loading: false }),
    )
    .catch(() => undefined);
};
