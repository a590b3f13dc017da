import { formatCoins } from '../../components/coin-amount';
import type { ShopFilterData } from './api/get-products';

/** SPEC §9: shop page size, price slider gap and step, search minimum. */
export const SHOP_PAGE_SIZE = 28;
export const PRICE_GAP = 20;
export const PRICE_STEP = 10;
export const SEARCH_MIN_LENGTH = 3;

/** Typing and dragging settle before a request goes out. */
export const SEARCH_DEBOUNCE_MS = 400;
export const PRICE_DEBOUNCE_MS = 300;

/** The API's sortby values; stored in local storage, so never rename them. */
export const sortOptions = [
  { value: 'price_low_high', label: 'Price: Low to High' },
  { value: 'price_high_low', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Popular' },
  // By the player's own balance (the server reads it from the token): what it covers, dearest
  // first, then the nearest above it. A visitor's is cheapest first.
  { value: 'affordable', label: 'Affordable first' },
] as const;

export type SortBy = (typeof sortOptions)[number]['value'];
export const DEFAULT_SORT: SortBy = 'newest';
/** A signed-in player's shop opens on what they can redeem now. */
export const SIGNED_IN_SORT: SortBy = 'affordable';

/** SPEC §8, verbatim. */
export const shopMessages = {
  noData: 'No data found..!',
  noCategory: 'No Category found',
  notAvailable: 'NOT AVAILABLE',
} as const;

export interface PriceRange {
  min: number;
  max: number;
}

export interface ShopFilter {
  /** null: the whole catalog's range, so no price filter is sent. */
  price: PriceRange | null;
  /** Category names */
  categories: string[];
  sortby: SortBy;
  /** The search that was sent (3+ characters or empty), not what is being typed. */
  search: string;
}

export const emptyShopFilter: ShopFilter = {
  price: null,
  categories: [],
  sortby: DEFAULT_SORT,
  search: '',
};

/** No filter, in the order the shop opens on for a player signed in or not. */
export function defaultShopFilter(signedIn: boolean): ShopFilter {
  return signedIn ? { ...emptyShopFilter, sortby: SIGNED_IN_SORT } : emptyShopFilter;
}

/** What a card says of its price to a signed-in player: enough coins, or how many are missing. */
export function coinsNeeded(balance: number, price: number): string {
  const missing = price - balance;
  return missing <= 0 ? 'You have enough coins' : `${formatCoins(missing)} more coins`;
}

export function isSortBy(value: unknown): value is SortBy {
  return sortOptions.some((option) => option.value === value);
}

/**
 * Moves one thumb of the price range and keeps the two at least PRICE_GAP apart (SPEC §5): a thumb
 * pushed past the other stops PRICE_GAP short of it, and neither leaves the catalog's bounds.
 */
export function moveRangeThumb(
  range: PriceRange,
  thumb: 'min' | 'max',
  value: number,
  bounds: PriceRange,
): PriceRange {
  if (thumb === 'min') {
    const min = Math.max(bounds.min, Math.min(value, range.max - PRICE_GAP));
    return { min, max: range.max };
  }
  const max = Math.min(bounds.max, Math.max(value, range.min + PRICE_GAP));
  return { min: range.min, max };
}

/** The catalog's range is too narrow for two thumbs PRICE_GAP apart. */
export function isRangeFixed(bounds: PriceRange): boolean {
  return bounds.max - bounds.min < PRICE_GAP;
}

/** A range covering the whole catalog is no filter at all. */
export function normalisePrice(range: PriceRange | null, bounds: PriceRange): PriceRange | null {
  if (!range) return null;
  return range.min <= bounds.min && range.max >= bounds.max ? null : range;
}

export function samePrice(a: PriceRange | null, b: PriceRange | null): boolean {
  return a === b || (a !== null && b !== null && a.min === b.min && a.max === b.max);
}

/**
 * SPEC §5: search fires at 3 or more characters or when emptied; anything shorter keeps the
 * search that was last sent.
 */
export function nextSearch(input: string, applied: string): string {
  const term = input.trim();
  return term.length === 0 || term.length >= SEARCH_MIN_LENGTH ? term : applied;
}

/** The filter as get_products takes it: only what narrows the catalog. */
export function toFilterData(filter: ShopFilter): ShopFilterData {
  const data: ShopFilterData = { sortby: filter.sortby };
  if (filter.price) {
    data.min_price = filter.price.min;
    data.max_price = filter.price.max;
  }
  if (filter.categories.length > 0) data.catagory_fliter = filter.categories;
  if (filter.search) data.search = filter.search;
  return data;
}
