import { startTransition, useEffect, useRef, useState } from 'react';
import type { Socket } from 'socket.io-client';
import { env } from '../config/env';
import { authStore } from './auth-store';
import { confirmSession, SESSION_ENDED_EVENT } from './socket-session';
import { afterShownIdle } from './when-idle';

/**
 * The site's one live connection (socket.io namespace /live), shared by every part of the page
 * that wants pushes: leaderboards that move, the notification bell. Opened on first use, signed
 * in with the player's access token when there is one (visitors watch leaderboards too), and
 * reopened when the player changes. Callers that need the data anyway fall back to polling
 * while `useLiveConnected()` is false.
 *
 * socket.io's client (about 43 kB) is fetched and the connection made once the page has loaded,
 * the preloader has left and the browser is idle: on a phone, evaluating it, the handshake and
 * the re-read that follows a connection competed with the first screen's start for the CPU,
 * while the preloader still hid every push it could bring; the page's data is read over HTTP
 * first anyway.
 */

type Listener = () => void;

let socket: Socket | null = null;
/** Cancels an open still waiting for the page to show, the browser's idle time or the code. */
let cancelOpening: (() => void) | null = null;
let users = 0;
let signedInAs: string | null = null;
let connected = false;
/**
 * The token the socket last connected with, and whether it had expired then: the server takes
 * such a connection for a visitor's, so it is made again once the token is refreshed.
 */
let connectedWith: { token: string | null; expired: boolean } = { token: null, expired: false };
const connectionListeners = new Set<Listener>();

function socketOrigin(): string {
  try {
    return new URL(env.apiBaseUrl, window.location.origin).origin;
  } catch {
    return window.location.origin;
  }
}

function setConnected(next: boolean): void {
  if (connected === next) return;
  connected = next;
  connectionListeners.forEach((l) => l());
}

/** Opens the socket soon (see above); the socket's listeners hear when it is there. */
function open(): void {
  if (socket || cancelOpening) return;
  let cancelled = false;
  const cancelWait = afterShownIdle(
    () =>
      void import('socket.io-client').then(({ io }) => {
        if (cancelled) return;
        cancelOpening = null;
        socket = connect(io);
        reconnectListeners.forEach((l) => l());
      }),
  );
  cancelOpening = () => {
    cancelled = true;
    cancelWait();
    cancelOpening = null;
  };
}

function connect(io: typeof import('socket.io-client').io): Socket {
  signedInAs = authStore.getState().user?.user_id ?? null;
  // Read on every (re)connection, so a refreshed token is used without a reopen.
  const s = io(`${socketOrigin()}/live`, {
    auth: (cb) => {
      const { token, tokenExpiresAt } = authStore.getState();
      connectedWith = {
        token,
        expired: !!token && !!tokenExpiresAt && tokenExpiresAt <= Date.now(),
      };
      cb({ token: token ?? undefined });
    },
    transports: ['websocket'],
  });
  s.on('connect', () => setConnected(true));
  s.on('disconnect', () => setConnected(false));
  s.on('connect_error', () => setConnected(false));
  // Closed for good by the server: a sign-out (the answer's 401) reopens it as a visitor's, a
  // newer session of this tab reconnects it with its token.
  s.on(SESSION_ENDED_EVENT, () => {
    connectedWith = { ...connectedWith, expired: true };
    void confirmSession();
  });
  return s;
}

function close(): void {
  cancelOpening?.();
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  setConnected(false);
}

// Another player (or none) from now on: their rooms and pushes are not this one's.
authStore.subscribe(() => {
  const { user, token } = authStore.getState();
  const now = user?.user_id ?? null;
  if (!socket) return; // one still opening reads the player when it connects
  if (now === signedInAs) {
    // Connected on an expired token (a tab that slept): as the player again, with the new one.
    if (connectedWith.expired && token && token !== connectedWith.token) {
      socket.disconnect().connect();
    }
    return;
  }
  close();
  if (users > 0) open();
  reconnectListeners.forEach((l) => l());
});

const reconnectListeners = new Set<Listener>();

/** The shared socket while a component uses it; closed when the last one unmounts. */
function useLiveSocket(): Socket | null {
  const socketState = useInTransition(reconnectListeners, readSocket);
  useEffect(() => {
    users++;
    open();
    return () => {
      users--;
      // A page change unmounts one user and mounts the next: keep the socket across it.
      setTimeout(() => {
        if (users === 0) {
          close();
          reconnectListeners.forEach((l) => l());
        }
      }, 1000);
    };
  }, []);
  return socketState;
}

const readSocket = () => socket;
const readConnected = () => connected;

/**
 * A value of this module as its readers' state, changed in a transition: the socket's arrival
 * and its connection come while the page starts, and re-render a leaderboard in a pass that
 * yields to the browser instead of in the socket's own task.
 */
function useInTransition<T>(listeners: Set<Listener>, read: () => T): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => startTransition(() => setValue(read()));
    listeners.add(update);
    update(); // a change between the render and this subscription
    return () => {
      listeners.delete(update);
    };
  }, [listeners, read]);
  return value;
}

/** Whether pushes arrive now (false: poll instead). */
export function useLiveConnected(): boolean {
  useLiveSocket();
  return useInTransition(connectionListeners, readConnected);
}

/** Calls `handler` for every `event` the server pushes while mounted. */
export function useLiveEvent<T>(event: string, handler: (data: T) => void): void {
  const s = useLiveSocket();
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!s) return;
    const on = (data: T) => latest.current(data);
    s.on(event, on);
    return () => {
      s.off(event, on);
    };
  }, [s, event]);
}

/**
 * Asks for a room's pushes while mounted and connected (again after every reconnection, since a
 * new connection has joined nothing): a leaderboard page (`watch`), or with `topic` 'entries' a
 * tournament's registrations (`watch_entries`). `message` null asks for nothing.
 */
export function useLiveWatch(
  message: Record<string, unknown> | null,
  topic: 'standings' | 'entries' = 'standings',
): void {
  const s = useLiveSocket();
  const isConnected = useLiveConnected();
  const key = message ? JSON.stringify(message) : null;
  useEffect(() => {
    if (!s || !isConnected || !key) return;
    const body = JSON.parse(key) as Record<string, unknown>;
    const suffix = topic === 'entries' ? '_entries' : '';
    s.emit(`watch${suffix}`, body);
    return () => {
      s.emit(`unwatch${suffix}`, body);
    };
  }, [s, isConnected, key, topic]);
}
