import { useSyncExternalStore } from 'react';
import { UNAUTHORIZED_EVENT } from './api-client';
import { storageKeys } from './storage-keys';

/** Saved in-game ids; null when the player has not set one. */
export interface GamerHandle {
  chess?: string | null;
  clash_clan?: string | null;
  clash_royal?: string | null;
  bgmi?: string | null;
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
  referral_code?: string;
  gamer_handle?: GamerHandle;
}

export interface AuthState {
  user: User | null;
  token: string | null;
  refreshToken: string | null;
  /** Epoch ms when the access token expires; null when unknown. */
  tokenExpiresAt: number | null;
}

/** What login, google_login, apple_login and refresh_token answer with. */
export interface SessionTokens {
  token: string;
  refresh_token?: string;
  /** Seconds until the access token expires. */
  expires_in?: number;
}

type Listener = () => void;
const listeners = new Set<Listener>();
const EMPTY: AuthState = { user: null, token: null, refreshToken: null, tokenExpiresAt: null };
// Signed out when prerendered at build time (app/prerender.tsx), where there is no storage.
let state: AuthState = typeof localStorage === 'undefined' ? EMPTY : readStorage();

function readStorage(): AuthState {
  let user: User | null = null;
  try {
    const raw = localStorage.getItem(storageKeys.user);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object' && 'user_id' in parsed) user = parsed as User;
  } catch {
    user = null;
  }
  const expiresAt = Number(localStorage.getItem(storageKeys.tokenExpiresAt));
  return {
    user,
    token: localStorage.getItem(storageKeys.token),
    refreshToken: localStorage.getItem(storageKeys.refreshToken),
    tokenExpiresAt: Number.isFinite(expiresAt) && expiresAt > 0 ? expiresAt : null,
  };
}

function emit(next: AuthState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function writeTokens(tokens: SessionTokens): Omit<AuthState, 'user'> {
  localStorage.setItem(storageKeys.token, tokens.token);
  const refreshToken = tokens.refresh_token ?? state.refreshToken;
  if (refreshToken) localStorage.setItem(storageKeys.refreshToken, refreshToken);
  let tokenExpiresAt: number | null = null;
  if (typeof tokens.expires_in === 'number' && tokens.expires_in > 0) {
    tokenExpiresAt = Date.now() + tokens.expires_in * 1000;
    localStorage.setItem(storageKeys.tokenExpiresAt, String(tokenExpiresAt));
  } else {
    localStorage.removeItem(storageKeys.tokenExpiresAt);
  }
  return { token: tokens.token, refreshToken, tokenExpiresAt };
}

function safeReferer(): string {
  const referer = sessionStorage.getItem(storageKeys.referer);
  return referer && referer.startsWith('/') && !referer.startsWith('//') ? referer : '/';
}

export const authStore = {
  getState: (): AuthState => state,
  subscribe,
  /** Re-reads local storage (another tab, or a test that seeded it). */
  reload(): void {
    emit(readStorage());
  },
  /** Stores the session a login answered with (SPEC §3: keys user, token). */
  signIn(tokens: SessionTokens, user: User): void {
    const next = writeTokens(tokens);
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    emit({ ...next, user });
  },
  /** New tokens from refresh_token; the user stays. */
  setTokens(tokens: SessionTokens): void {
    emit({ ...state, ...writeTokens(tokens) });
  },
  setUser(user: User): void {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    emit({ ...state, user });
  },
  /**
   * Clears user and tokens locally; returns where the player should go next (stored referer or
   * /). Telling the server is the caller's job (features/auth/api/logout).
   */
  signOut(): string {
    for (const key of [
      storageKeys.user,
      storageKeys.token,
      storageKeys.refreshToken,
      storageKeys.tokenExpiresAt,
    ]) {
      localStorage.removeItem(key);
    }
    if (state !== EMPTY) emit(EMPTY);
    return safeReferer();
  },
  rememberReferer(path: string): void {
    sessionStorage.setItem(storageKeys.referer, path);
  },
};

const watchedKeys = new Set<string>([
  storageKeys.user,
  storageKeys.token,
  storageKeys.refreshToken,
  storageKeys.tokenExpiresAt,
]);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || watchedKeys.has(event.key)) authStore.reload();
  });
  // A 401 (or status UA) on a call that carried a token clears the session once: the guard
  // makes later 401s from calls already in flight a no-op, so nothing loops.
  window.addEventListener(UNAUTHORIZED_EVENT, () => {
    if (state.user || state.token) authStore.signOut();
  });
}

export function useAuth(): AuthState & { isSignedIn: boolean } {
  const snapshot = useSyncExternalStore(subscribe, authStore.getState, authStore.getState);
  return { ...snapshot, isSignedIn: Boolean(snapshot.user?.user_id) };
}
