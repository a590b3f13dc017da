import { act, renderHook, waitFor } from '@testing-library/react';
import { mockFetch } from '../test/mock-fetch';
import { authStore } from './auth-store';
import { useLiveConnected } from './live-socket';

interface FakeSocket {
  /** The token of each (re)connection, as the handshake's auth callback gave it. */
  handshakes: (string | undefined)[];
  connect(): FakeSocket;
  emit(event: string, ...args: unknown[]): boolean;
}
const sockets: FakeSocket[] = [];
jest.mock('socket.io-client', () => {
  const { EventEmitter } = jest.requireActual<typeof import('events')>('events');
  return {
    io: jest.fn(
      (_url: string, options: { auth: (cb: (data: { token?: string }) => void) => void }) => {
        const socket = new EventEmitter() as InstanceType<typeof EventEmitter> &
          FakeSocket &
          Record<string, unknown>;
        socket.handshakes = [];
        socket.connect = () => {
          options.auth((data) => socket.handshakes.push(data.token));
          socket.emit('connect');
          return socket;
        };
        socket.disconnect = () => {
          socket.emit('disconnect');
          return socket;
        };
        sockets.push(socket);
        socket.connect();
        return socket;
      },
    ),
  };
});

const USER = {
  user_id: 'u1',
  name: 'Asha',
  email: 'asha@example.com',
} as unknown as Parameters<typeof authStore.signIn>[1];

describe('the live socket', () => {
  afterEach(() => {
    act(() => void authStore.signOut());
    sockets.length = 0;
  });

  it('connects only once the page has loaded, the preloader has left and the browser is idle', async () => {
    const idle: (() => void)[] = [];
    const globals = globalThis as unknown as Record<string, unknown>;
    globals.requestIdleCallback = (run: () => void) => idle.push(run);
    globals.cancelIdleCallback = () => undefined;
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const preloader = document.createElement('div');
    preloader.id = 'preloader';
    document.body.append(preloader);
    try {
      renderHook(() => useLiveConnected());
      expect(idle).toHaveLength(0);
      readyState.mockReturnValue('complete');
      act(() => void window.dispatchEvent(new Event('load')));
      // Loaded, but the preloader still hides the page.
      await act(() => Promise.resolve());
      expect(idle).toHaveLength(0);
      preloader.remove();
      await waitFor(() => expect(idle).toHaveLength(1));
      expect(sockets).toHaveLength(0);
      act(() => idle[0]());
      await waitFor(() => expect(sockets).toHaveLength(1));
    } finally {
      preloader.remove();
      readyState.mockRestore();
      delete globals.requestIdleCallback;
      delete globals.cancelIdleCallback;
    }
  });

  it('connects again with a refreshed token when it connected on an expired one', async () => {
    // A tab that slept: the stored token expired a minute ago.
    authStore.signIn({ token: 'stale', expires_in: 900 }, USER);
    const woke = Date.now() + 16 * 60_000;
    const now = jest.spyOn(Date, 'now').mockReturnValue(woke);
    try {
      renderHook(() => useLiveConnected());
      await waitFor(() => expect(sockets).toHaveLength(1));
      expect(sockets[0].handshakes).toEqual(['stale']);

      act(() => authStore.setTokens({ token: 'fresh', expires_in: 900 }));
      // The same socket, connected again as the player.
      expect(sockets).toHaveLength(1);
      expect(sockets[0].handshakes).toEqual(['stale', 'fresh']);
    } finally {
      now.mockRestore();
    }
  });

  it('closed for its ended session, asks the API; on its 401 the player is signed out and the socket reopens as a visitor’s', async () => {
    const fetchMock = mockFetch({
      '/api/validate_user': () => ({
        status: 401,
        body: { status: 'UA', message: 'Your session has ended. Please log in again.' },
      }),
    });
    authStore.signIn({ token: 'revoked', expires_in: 900 }, USER);
    renderHook(() => useLiveConnected());
    await waitFor(() => expect(sockets).toHaveLength(1));

    act(() => void sockets[0].emit('session_ended', { code: 'SESSION_INVALID' }));
    await waitFor(() => expect(authStore.getState().user).toBeNull());
    expect(fetchMock.calls()[0].init.headers).toMatchObject({ Authorization: 'Bearer revoked' });
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[1].handshakes).toEqual([undefined]);
  });

  it('keeps its connection through a routine refresh of a valid token', async () => {
    authStore.signIn({ token: 'valid', expires_in: 900 }, USER);
    renderHook(() => useLiveConnected());
    await waitFor(() => expect(sockets).toHaveLength(1));
    act(() => authStore.setTokens({ token: 'next', expires_in: 900 }));
    expect(sockets).toHaveLength(1);
    expect(sockets[0].handshakes).toEqual(['valid']);
  });
});
