import { storageKeys } from '../../lib/storage-keys';
import {
  defaultShopFilter,
  isSortBy,
  type PriceRange,
  type ShopFilter,
} from './shop-filter-schema';

export interface ShopState {
  page: number;
  filter: ShopFilter;
}

/** The shop as it opens, for a player signed in or a visitor. */
export function initialShopState(signedIn = false): ShopState {
  return { page: 1, filter: defaultShopFilter(signedIn) };
}

let clearsOnUnload = false;

/**
 * SPEC §2: the shop's page and filter survive moving around the site (a voucher and back) but
 * not a reload or a new visit, so they are dropped when the document unloads.
 */
function clearOnUnload(): void {
  if (clearsOnUnload) return;
  clearsOnUnload = true;
  window.addEventListener('pagehide', clearShopState);
}

export function saveShopState(state: ShopState): void {
  clearOnUnload();
  localStorage.setItem(storageKeys.shopPage, String(state.page));
  localStorage.setItem(storageKeys.shopFilter, JSON.stringify(state.filter));
}

export function clearShopState(): void {
  localStorage.removeItem(storageKeys.shopPage);
  localStorage.removeItem(storageKeys.shopFilter);
}

/**
 * The saved state, each part checked; anything unreadable falls back to its default (the
 * signed-in player's or the visitor's).
 */
export function loadShopState(signedIn = false): ShopState {
  // A first visit's state when the shop is prerendered at build time (no storage there).
  if (typeof localStorage === 'undefined') return initialShopState(signedIn);
  const page = Number(localStorage.getItem(storageKeys.shopPage));
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    filter: readFilter(localStorage.getItem(storageKeys.shopFilter), defaultShopFilter(signedIn)),
  };
}

function readFilter(raw: string | null, fallback: ShopFilter): ShopFilter {
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (!parsed || typeof parsed !== 'object') return fallback;
  const saved = parsed as Partial<Record<keyof ShopFilter, unknown>>;
  return {
    price: readPrice(saved.price),
    categories: Array.isArray(saved.categories)
      ? saved.categories.filter((item): item is string => typeof item === 'string')
      : [],
    sortby: isSortBy(saved.sortby) ? saved.sortby : fallback.sortby,
    search: typeof saved.search === 'string' ? saved.search : '',
  };
}

function readPrice(value: unknown): PriceRange | null {
  if (!value || typeof value !== 'object') return null;
  const { min, max } = value as Record<string, unknown>;
  return typeof min === 'number' && typeof max === 'number' && min >= 0 && min <= max
    ? { min, max }
    : null;
}
