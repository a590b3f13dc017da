import { apiPost, ApiError, setTokenGuard, type ApiEnvelope } from './api-client';
import { authStore, type SessionTokens } from './auth-store';
import { storageKeys } from './storage-keys';

/** SPEC §9: the access token is refreshed 5 minutes before it expires. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** Another tab holding the lock this recently is assumed to be refreshing. */
const LOCK_TTL_MS = 15_000;
/** A bearer call this close to expiry waits for a refresh first. */
const EXPIRY_SKEW_MS = 10_000;
/**
 * A refresh that got no answer may have rotated the token all the same: tried again this soon,
 * with the same token, the server answers the same new one (its reuse window is 90 s), where a
 * try minutes later would count as a replay and end the session.
 */
export const UNANSWERED_RETRY_MS = 5_000;
/** Tries in a row after no answer; then the next bearer call near expiry tries. */
const UNANSWERED_RETRIES = 3;

interface RefreshResponse extends ApiEnvelope, SessionTokens {}

export function refreshTokenCall(refreshToken: string): Promise<RefreshResponse> {
  return apiPost<RefreshResponse>('refresh_token', { refresh_token: refreshToken });
}

let inFlight: Promise<boolean> | null = null;
let unansweredRetry: ReturnType<typeof setTimeout> | null = null;
let unanswered = 0;

/**
 * Exchanges the refresh token for new tokens. Single-flight: the server rotates refresh tokens
 * and treats a second use of the same one as theft, so concurrent callers share one request.
 * Resolves true when the session was renewed.
 */
export function refreshSession(): Promise<boolean> {
  if (inFlight) return inFlight;
  inFlight = runRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function runRefresh(): Promise<boolean> {
  // Another tab may have refreshed already: its tokens are in local storage.
  authStore.reload();
  const { refreshToken, tokenExpiresAt } = authStore.getState();
  if (!refreshToken) return false;
  if (tokenExpiresAt && tokenExpiresAt - Date.now() > REFRESH_MARGIN_MS + EXPIRY_SKEW_MS) {
    return true;
  }
  const lockedAt = Number(localStorage.getItem(storageKeys.refreshLock));
  if (lockedAt && Date.now() - lockedAt < LOCK_TTL_MS) return false;
  localStorage.setItem(storageKeys.refreshLock, String(Date.now()));
  try {
    const answer = await refreshTokenCall(refreshToken);
    unanswered = 0;
    authStore.setTokens(answer);
    return true;
  } catch (error) {
    // A rejected refresh token ends the session; network trouble keeps it for a later try.
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      authStore.signOut();
    } else if (error instanceof ApiError && error.status === 0) {
      retryUnanswered();
    }
    return false;
  } finally {
    localStorage.removeItem(storageKeys.refreshLock);
  }
}

function retryUnanswered(): void {
  if (unansweredRetry || unanswered >= UNANSWERED_RETRIES) return;
  unanswered++;
  unansweredRetry = setTimeout(() => {
    unansweredRetry = null;
    void refreshSession();
  }, UNANSWERED_RETRY_MS);
}

let timer: ReturnType<typeof setTimeout> | null = null;
let scheduledFor: number | null = null;

/** Arms one timer that refreshes REFRESH_MARGIN_MS before `expiresAt` (immediately if past). */
export function scheduleRefresh(expiresAt: number | null): void {
  if (timer) clearTimeout(timer);
  timer = null;
  scheduledFor = expiresAt;
  if (!expiresAt) return;
  const delay = Math.max(0, expiresAt - REFRESH_MARGIN_MS - Date.now());
  timer = setTimeout(() => {
    timer = null;
    void refreshSession();
  }, delay);
}

function guardExpiredToken(path: string): Promise<void> | null {
  if (path === 'refresh_token' || path === 'logout') return null;
  const { tokenExpiresAt, refreshToken } = authStore.getState();
  if (!refreshToken || !tokenExpiresAt || tokenExpiresAt - Date.now() > EXPIRY_SKEW_MS) return null;
  return refreshSession().then(() => undefined);
}

/**
 * Keeps the session alive for the app's lifetime: schedules from the stored token_expires_at on
 * load and re-arms whenever a login or refresh stores a new expiry. Returns a stop function.
 */
export function startTokenRefresh(): () => void {
  setTokenGuard(guardExpiredToken);
  const sync = () => {
    const { tokenExpiresAt, refreshToken } = authStore.getState();
    const next = refreshToken ? tokenExpiresAt : null;
    if (next !== scheduledFor) scheduleRefresh(next);
  };
  sync();
  const unsubscribe = authStore.subscribe(sync);
  return () => {
    unsubscribe();
    setTokenGuard(null);
    scheduleRefresh(null);
    if (unansweredRetry) clearTimeout(unansweredRetry);
    unansweredRetry = null;
    unanswered = 0;
  };
}
