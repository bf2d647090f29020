import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { configureGateway } from './api/request.ts';
import { AppProviders } from './app/app-providers.tsx';
import { MAINTENANCE_PATH } from './app/maintenance-path.ts';
import { queryClient } from './app/query-client.ts';
import { router } from './app/router.tsx';
import { i18nReady } from './i18n/i18n.ts';
import './styles/global.css';

// SPEC §8 session end: go to /login (staff pages: /staff/login); arriving there clears the menu, user and tabs (RootLayout).
configureGateway({
  onSessionExpired: () =>
    void router.navigate(router.state.location.pathname.startsWith('/staff') ? '/staff/login' : '/login', {
      replace: true,
    }),
  currentPath: () => router.state.location.pathname,
  // Maintenance (88888, customer calls only): the maintenance page, from which the user comes back.
  onMaintenance: () => {
    const { pathname } = router.state.location;
    if (pathname !== MAINTENANCE_PATH) void router.navigate(MAINTENANCE_PATH, { state: { from: pathname } });
  },
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// First render once the UI language's messages are in (index.html shows a spinner until then). The
// router already started loading the page's chunk, in parallel with the messages.
void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </QueryClientProvider>
    </StrictMode>,
  ),
);
