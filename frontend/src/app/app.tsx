import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { startTokenRefresh } from '../lib/token-refresh';

/** `client`: the query cache to start with (main.tsx seeds it with the document's answers). */
export function App({ client }: { client?: QueryClient }) {
  // Refreshes the access token 5 minutes before it expires, for the app's lifetime.
  useEffect(() => startTokenRefresh(), []);
  return (
    <AppProviders client={client}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
