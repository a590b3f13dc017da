import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import {
  createMemoryRouter,
  RouterProvider,
  type InitialEntry,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { authStore, type User } from '../lib/auth-store';
import { storageKeys } from '../lib/storage-keys';

export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders routes in a memory router with fresh providers. */
export function renderRoutes(routes: RouteObject[], initialEntries: InitialEntry[] = ['/']) {
  const router = createMemoryRouter(routes, { initialEntries });
  const utils = render(
    <AppProviders client={testQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...utils };
}

/** Renders one element at `path` inside providers and a memory router. */
export function renderWithRouter(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], [path]);
}

export const sampleUser: User = {
  user_id: 'u-42',
  name: 'Alexandra Smith',
  email: 'alexandra@example.com',
  coin_balance: 1250,
  profile_pic: 3,
  streak_count: 2,
  is_reward_claimed: true,
  joined_on: '2024-05-01T10:00:00Z',
  league: 'Gold',
  gamer_handle: {},
};

export function signInAs(user: User = sampleUser, token = 'test-token'): void {
  localStorage.setItem(storageKeys.user, JSON.stringify(user));
  localStorage.setItem(storageKeys.token, token);
  authStore.reload();
}
