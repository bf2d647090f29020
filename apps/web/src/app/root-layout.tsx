import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { trackPageView } from '../api/session.api.ts';
import { clearSessionState } from './session.ts';

/** Wraps every route: page-view tracking (SPEC §2) and the /login arrival rule (SPEC §4). */
export function RootLayout() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => {
    trackPageView(pathname);
  }, [pathname]);

  useEffect(() => {
    if (pathname === '/login') clearSessionState(queryClient);
  }, [pathname, queryClient]);

  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first lazy route loads: plain markup, so it costs no JavaScript. */
export function BootFallback() {
  return <div className="boot-fallback" aria-busy="true" />;
}
