import { env } from '../config/env';
import { breakpoints } from '../config/breakpoints';
import { storageKeys } from './storage-keys';

/** The API's envelope: S = success, E = error with a message, UA = unauthorised user. */
export interface ApiEnvelope {
  status: 'S' | 'E' | 'UA' | string;
  message?: string;
  code?: string;
}

export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer (network failure, time-out). */
  readonly status: number;
  readonly code?: string;
  /** The message the server sent, when it sent one (show it verbatim). */
  readonly serverMessage?: string;

  constructor(message: string, status: number, code?: string, serverMessage?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
  }
}

/** Fired when the API answers 401 to a call that carried a token; the auth store signs out. */
export const UNAUTHORIZED_EVENT = 'gamehub:unauthorized';

const DESKTOP_TIMEOUT_MS = 30_000;
const MOBILE_TIMEOUT_MS = 60_000;

function isMobile(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function') {
    if (window.matchMedia(`(max-width: ${breakpoints.md}px)`).matches) return true;
  }
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/** Mobile networks get twice as long (spec: 30 s, 60 s on mobile). */
export function requestTimeoutMs(): number {
  return isMobile() ? MOBILE_TIMEOUT_MS : DESKTOP_TIMEOUT_MS;
}

export function apiUrl(path: string): string {
  return `${env.apiBaseUrl}/${path.replace(/^\/+/, '')}`;
}

/** The player's access token; none where there is no storage (a page rendered on the server). */
function storedToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(storageKeys.token);
}

export function apiHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = { ...extra, 'api-key': env.apiKey };
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * How calls reach the API: the browser's fetch, or the server's own router when it renders a
 * first screen with its data (app/prerender.tsx).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

/**
 * Runs before every call that carries a bearer token, so an access token that expired while the
 * tab slept is refreshed first instead of earning a 401 (registered by lib/token-refresh).
 */
type TokenGuard = (path: string) => Promise<void> | null;
let tokenGuard: TokenGuard | null = null;

export function setTokenGuard(guard: TokenGuard | null): void {
  tokenGuard = guard;
}

export interface ApiRequestOptions {
  signal?: AbortSignal;
  /** Send as multipart form data instead of JSON (transaction history). */
  formData?: FormData;
  credentials?: RequestCredentials;
  /** Extra request headers (the purchase's Idempotency-Key). */
  headers?: Record<string, string>;
  /**
   * A conditional read: sends the tag of the answer held (If-None-Match); a 304 resolves to
   * NOT_MODIFIED, and `seen` gets each new answer's tag.
   */
  conditional?: { etag: string | null; seen: (etag: string | null) => void };
}

/** What a conditional read resolves to when the answer held is still current. */
export const NOT_MODIFIED = Symbol('not modified');

/** Fields as a multipart form body, for the calls the spec sends as form data. */
export function toFormData(fields: Record<string, string | number>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  return form;
}

/**
 * POSTs to the API and returns the parsed envelope. Status 'E' and HTTP failures reject with an
 * ApiError carrying the server's message, so callers only handle the success shape.
 */
export function apiPost<T extends ApiEnvelope>(
  path: string,
  body: unknown = {},
  options: ApiRequestOptions = {},
): Promise<T> {
  return apiRequest<T>('POST', path, options, options.formData ?? JSON.stringify(body));
}

/** GETs from the API (cacheable reads such as the games), answered like apiPost. */
export function apiGet<T extends ApiEnvelope>(
  path: string,
  options: Omit<ApiRequestOptions, 'formData'> = {},
): Promise<T> {
  return apiRequest<T>('GET', path, options);
}

async function apiRequest<T extends ApiEnvelope>(
  method: 'GET' | 'POST',
  path: string,
  options: ApiRequestOptions,
  body?: string | FormData,
): Promise<T> {
  // Only awaits when a refresh is due, so headers are otherwise read synchronously at call time.
  const pendingRefresh = storedToken() ? tokenGuard?.(path) : null;
  if (pendingRefresh) await pendingRefresh;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs());
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });

  const headers = apiHeaders({
    ...options.headers,
    ...(options.conditional?.etag ? { 'If-None-Match': options.conditional.etag } : undefined),
    ...(typeof body === 'string' ? { 'Content-Type': 'application/json' } : undefined),
  });
  let response: Response;
  try {
    response = await transport(apiUrl(path), {
      method,
      headers,
      body,
      signal: controller.signal,
      credentials: options.credentials,
    });
  } catch (error) {
    if (timedOut) throw new ApiError('The request timed out. Please try again.', 0, 'TIMEOUT');
    if (options.signal?.aborted) throw error;
    throw new ApiError('Network error. Please check your connection.', 0, 'NETWORK');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  if (response.status === 304 && options.conditional) return NOT_MODIFIED as unknown as T;
  const payload = await readJson(response);
  if (response.ok) options.conditional?.seen(response.headers.get('ETag'));
  if (response.status === 401 && headers.Authorization) {
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  if (!response.ok) {
    throw new ApiError(
      payload?.message || response.statusText || 'API request failed',
      response.status,
      payload?.code,
      payload?.message || undefined,
    );
  }
  if (!payload) throw new ApiError('API request failed', response.status);
  if (payload.status === 'E') {
    throw new ApiError(
      payload.message || 'API request failed',
      response.status,
      payload.code,
      payload.message || undefined,
    );
  }
  return payload as T;
}

async function readJson(response: Response): Promise<ApiEnvelope | null> {
  const text = await response.text();
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ApiEnvelope) : null;
  } catch {
    return null;
  }
}
