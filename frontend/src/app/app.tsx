import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { startTokenRefresh } from '../lib/token-refresh';

export function App() {
  const [router] = useState(createAppRouter);
  // Refreshes the access token 5 minutes before it expires, for the app's lifetime.
  useEffect(() => startTokenRefresh(), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
