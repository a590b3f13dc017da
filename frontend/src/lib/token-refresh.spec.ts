import { authStore } from './auth-store';
import { storageKeys } from './storage-keys';
import {
  refreshSession,
  REFRESH_MARGIN_MS,
  startTokenRefresh,
  UNANSWERED_RETRY_MS,
} from './token-refresh';
import { sampleUser } from '../test/render';
import { mockFetch, networkFailure } from '../test/mock-fetch';

describe('token refresh', () => {
  let stop: (() => void) | null = null;

  beforeEach(() => {
    jest.useFakeTimers({ now: new Date('2025-01-01T10:00:00Z') });
  });

  afterEach(() => {
    stop?.();
    stop = null;
    jest.useRealTimers();
  });

  it('refreshes 5 minutes before the access token expires and stores the new tokens', async () => {
    const fetchMock = mockFetch({
      '/api/refresh_token': () => ({
        body: { status: 'S', token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 },
      }),
    });
    authStore.signIn(
      { token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 },
      sampleUser,
    );
    stop = startTokenRefresh();

    jest.advanceTimersByTime(900_000 - REFRESH_MARGIN_MS - 1);
    expect(fetchMock.mock).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock.calls()).toHaveLength(1);
    expect(fetchMock.calls()[0].body).toEqual({ refresh_token: 'refresh-1' });
    expect(localStorage.getItem(storageKeys.token)).toBe('access-2');
    expect(localStorage.getItem(storageKeys.refreshToken)).toBe('refresh-2');
    expect(authStore.getState().tokenExpiresAt).toBe(Date.now() + 900_000);

    // The new expiry re-arms the timer.
    await jest.advanceTimersByTimeAsync(900_000 - REFRESH_MARGIN_MS);
    expect(fetchMock.calls()).toHaveLength(2);
    expect(fetchMock.calls()[1].body).toEqual({ refresh_token: 'refresh-2' });
  });

  it('schedules from the stored token_expires_at on load', async () => {
    const fetchMock = mockFetch({
      '/api/refresh_token': () => ({
        body: { status: 'S', token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 },
      }),
    });
    localStorage.setItem(storageKeys.user, JSON.stringify(sampleUser));
    localStorage.setItem(storageKeys.token, 'access-1');
    localStorage.setItem(storageKeys.refreshToken, 'refresh-1');
    localStorage.setItem(storageKeys.tokenExpiresAt, String(Date.now() + 6 * 60_000));
    authStore.reload();
    stop = startTokenRefresh();

    await jest.advanceTimersByTimeAsync(60_000 - 1);
    expect(fetchMock.mock).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock.calls()).toHaveLength(1);
  });

  it('shares one request between concurrent refreshes', async () => {
    const fetchMock = mockFetch({
      '/api/refresh_token': () => ({
        body: { status: 'S', token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 },
      }),
    });
    authStore.signIn({ token: 'access-1', refresh_token: 'refresh-1', expires_in: 60 }, sampleUser);

    const results = await Promise.all([refreshSession(), refreshSession(), refreshSession()]);

    expect(results).toEqual([true, true, true]);
    expect(fetchMock.calls()).toHaveLength(1);
  });

  it('signs out when the refresh token is rejected', async () => {
    mockFetch({
      '/api/refresh_token': () => ({
        status: 401,
        body: { status: 'E', message: 'Session expired', code: 'INVALID_REFRESH_TOKEN' },
      }),
    });
    authStore.signIn({ token: 'access-1', refresh_token: 'refresh-1', expires_in: 60 }, sampleUser);

    expect(await refreshSession()).toBe(false);
    expect(authStore.getState()).toMatchObject({ user: null, token: null, refreshToken: null });
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('tries a refresh that got no answer again soon, with the same refresh token', async () => {
    let answered = false;
    const fetchMock = mockFetch({
      '/api/refresh_token': () => {
        if (!answered) {
          answered = true;
          return networkFailure();
        }
        return {
          body: { status: 'S', token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 },
        };
      },
    });
    authStore.signIn({ token: 'access-1', refresh_token: 'refresh-1', expires_in: 60 }, sampleUser);
    stop = startTokenRefresh();

    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock.calls()).toHaveLength(1);
    // The answer was lost, not refused: still signed in, and tried again shortly.
    expect(authStore.getState()).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1' });
    await jest.advanceTimersByTimeAsync(UNANSWERED_RETRY_MS - 1);
    expect(fetchMock.calls()).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetchMock.calls().map((call) => call.body)).toEqual([
      { refresh_token: 'refresh-1' },
      { refresh_token: 'refresh-1' },
    ]);
    expect(authStore.getState()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('refreshes an expired token before a bearer call goes out', async () => {
    const fetchMock = mockFetch({
      '/api/refresh_token': () => ({
        body: { status: 'S', token: 'access-2', refresh_token: 'refresh-2', expires_in: 900 },
      }),
      '/api/get_user_data': () => ({ body: { status: 'S', data: sampleUser } }),
    });
    authStore.signIn(
      { token: 'access-1', refresh_token: 'refresh-1', expires_in: 900 },
      sampleUser,
    );
    stop = startTokenRefresh();
    // The tab slept past the expiry: the timer has not fired yet.
    jest.setSystemTime(Date.now() + 901_000);

    const { apiPost } = await import('./api-client');
    await apiPost('get_user_data');

    expect(fetchMock.calls().map((call) => call.url)).toEqual([
      '/api/refresh_token',
      '/api/get_user_data',
    ]);
    expect(fetchMock.calls()[1].init.headers).toMatchObject({ Authorization: 'Bearer access-2' });
  });
});
