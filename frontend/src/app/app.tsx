import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { startTokenRefresh } from '../lib/token-refresh';

export function App() {
  // Refreshes the access token 5 minutes before it expires, for the app's lifetime.
  useEffect(() => startTokenRefresh(), []);
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
