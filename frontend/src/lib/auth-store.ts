import { useSyncExternalStore } from 'react';
import { UNAUTHORIZED_EVENT } from './api-client';
import { storageKeys } from './storage-keys';

export interface GamerHandle {
  chess?: string;
  clash_clan?: string;
  clash_royal?: string;
  bgmi?: string;
}

/** The signed-in player as stored under local storage `user` (SPEC §3). */
export interface User {
  user_id: string;
  name: string;
  email: string;
  coin_balance: number;
  profile_pic: number | string | null;
  streak_count: number;
  is_reward_claimed: boolean | number;
  joined_on: string;
  league?: string;
  gamer_handle?: GamerHandle;
}

export interface AuthState {
  user: User | null;
  token: string | null;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let state: AuthState = readStorage();

function readStorage(): AuthState {
  let user: User | null = null;
  try {
    const raw = localStorage.getItem(storageKeys.user);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'user_id' in parsed) user = parsed as User;
  } catch {
    user = null;
  }
  return { user, token: localStorage.getItem(storageKeys.token) };
}

function emit(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const authStore = {
  getState: (): AuthState => state,
  subscribe,
  /** Re-reads local storage (another tab, or a test that seeded it). */
  reload(): void {
    emit(readStorage());
  },
  signIn(token: string, user: User): void {
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    emit({ token, user });
  },
  setUser(user: User): void {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    emit({ ...state, user });
  },
  /** Clears user and token; returns where the player should go next (stored referer or /). */
  signOut(): string {
    localStorage.removeItem(storageKeys.user);
    localStorage.removeItem(storageKeys.token);
    emit({ user: null, token: null });
    const referer = sessionStorage.getItem(storageKeys.referer);
    return referer && referer.startsWith('/') && !referer.startsWith('//') ? referer : '/';
  },
  rememberReferer(path: string): void {
    sessionStorage.setItem(storageKeys.referer, path);
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.user || event.key === storageKeys.token) {
      authStore.reload();
    }
  });
  window.addEventListener(UNAUTHORIZED_EVENT, () => {
    if (state.user || state.token) authStore.signOut();
  });
}

export function useAuth(): AuthState & { isSignedIn: boolean } {
  const snapshot = useSyncExternalStore(subscribe, authStore.getState, authStore.getState);
  return { ...snapshot, isSignedIn: Boolean(snapshot.user?.user_id) };
}
