/**
 * Stand-in for lib/live-socket in unit tests: no socket, pushes sent by the test.
 *   jest.mock('../../lib/live-socket', () => jest.requireActual('../../test/live-socket.fake'));
 * Then `liveSocket.push('notifications', { unread_count: 4 })` inside act().
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';

type Handler = (data: unknown) => void;

const handlers = new Map<string, Set<Handler>>();
const connectionListeners = new Set<() => void>();
let connected = false;

export const liveSocket = {
  /** The server pushes `event` with `data` to every mounted listener. */
  push(event: string, data: unknown): void {
    handlers.get(event)?.forEach((handler) => handler(data));
  },
  setConnected(next: boolean): void {
    connected = next;
    connectionListeners.forEach((listener) => listener());
  },
  listeners(event: string): number {
    return handlers.get(event)?.size ?? 0;
  },
  reset(): void {
    handlers.clear();
    connected = false;
  },
};

export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

export function useLiveEvent<T>(event: string, handler: (data: T) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const on: Handler = (data) => latest.current(data as T);
    const set = handlers.get(event) ?? new Set<Handler>();
    set.add(on);
    handlers.set(event, set);
    return () => {
      set.delete(on);
    };
  }, [event]);
}

export function useLiveWatch(): void {}
