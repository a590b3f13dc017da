import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useUserData } from './get-user-data';
import { authStore } from '../../../lib/auth-store';
import { storageKeys } from '../../../lib/storage-keys';
import { mockFetch } from '../../../test/mock-fetch';
import { sampleUser, signInAs, testQueryClient } from '../../../test/render';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

describe('useUserData', () => {
  it('loads the user when a token exists and keeps local storage in sync', async () => {
    signInAs();
    mockFetch({
      '/api/get_user_data': () => ({
        body: { status: 'S', data: { ...sampleUser, coin_balance: 9000 } },
      }),
    });

    const { result } = renderHook(() => useUserData(), { wrapper });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(JSON.parse(localStorage.getItem(storageKeys.user) ?? '{}').coin_balance).toBe(9000);
    expect(authStore.getState().user?.coin_balance).toBe(9000);
  });

  it('clears the stored user once on status UA and does not ask again', async () => {
    signInAs();
    const fetchMock = mockFetch({
      '/api/get_user_data': () => ({
        status: 401,
        body: { status: 'UA', message: 'Unauthorized' },
      }),
    });

    const { result } = renderHook(() => useUserData(), { wrapper });

    await waitFor(() => expect(authStore.getState().user).toBeNull());
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    await waitFor(() => expect(result.current.fetchStatus).toBe('idle'));
    expect(fetchMock.mock).toHaveBeenCalledTimes(1);
  });

  it('does not call the API without a token', () => {
    const fetchMock = mockFetch({});
    renderHook(() => useUserData(), { wrapper });
    expect(fetchMock.mock).not.toHaveBeenCalled();
  });
});
