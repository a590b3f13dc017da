import type { Location } from 'react-router-dom';
import { storageKeys } from '../../lib/storage-keys';

const AUTH_PATHS = ['/login', '/auth/action', '/message'];

function isSafe(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !AUTH_PATHS.some((auth) => path === auth || path.startsWith(`${auth}?`))
  );
}

/** Where a fresh sign-in goes: location.state.from, else the stored referer, else / (SPEC §4). */
export function redirectAfterLogin(location: Pick<Location, 'state'>): string {
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  if (isSafe(from)) return from;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const { pathname, search = '' } = from as { pathname: string; search?: string };
    if (isSafe(pathname)) return `${pathname}${search}`;
  }
  const referer = sessionStorage.getItem(storageKeys.referer);
  return isSafe(referer) ? referer : '/';
}

/**
 * The navigation state the page a sign-in returns to was shown with (the voucher of
 * /coupon-redeem, shown again at once rather than read afresh): `location.state.from.state`.
 */
export function returnState(location: Pick<Location, 'state'>): unknown {
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  return from && typeof from === 'object' && 'state' in from ? from.state : undefined;
}

/** Pages a sign-in or sign-out should come back to (not the auth pages themselves). */
export function isReturnablePath(path: string): boolean {
  return isSafe(path);
}
