import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { trackPageView } from '../api/session.api.ts';
import { LOGIN_PATH } from '../boot.ts';
import { watchDecorativeIcons } from '../ui/decorative-icons.ts';
import { FormErrorAnnouncer } from '../ui/form-error-announcer.tsx';
import { watchTableScrollers } from '../ui/keyboard-scroll.ts';
import { clearSessionState } from '../ui/session.ts';

/**
 * Wraps every route: page-view tracking (SPEC §2), the /login arrival rule (SPEC §4), decorative icons hidden
 * from screen readers (`ui/decorative-icons.ts`), and form errors announced after a failed submit.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const queryClient = useQueryClient();

  useEffect(() => watchDecorativeIcons(), []);
  useEffect(() => watchTableScrollers(), []);

  useEffect(() => {
    // The login page is loaded anew by the browser (router.tsx), and its program counts its own view.
    if (pathname !== LOGIN_PATH) trackPageView(pathname);
  }, [pathname]);

  useEffect(() => {
    if (pathname === '/login') clearSessionState(queryClient);
  }, [pathname, queryClient]);

  return (
    <>
      <Outlet />
      <FormErrorAnnouncer />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the first lazy route loads: plain markup, so it costs no JavaScript. */
export function BootFallback() {
  return <div className="boot-fallback" aria-busy="true" />;
}
