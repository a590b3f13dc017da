import { useCallback, useDeferredValue, useEffect, useId, useRef, useState } from 'react';
import { PageShell } from '../../../components/page-shell';
import { Pagination } from '../../../components/pagination';
import { EmptyState, ErrorState } from '../../../components/state-views';
import { useAuth } from '../../../lib/auth-store';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { whenNear } from '../../../lib/use-near-viewport';
import { useProducts, type CatalogFilter } from '../api/get-products';
import {
  defaultShopFilter,
  isSortBy,
  nextSearch,
  normalisePrice,
  PRICE_DEBOUNCE_MS,
  samePrice,
  SEARCH_DEBOUNCE_MS,
  SEARCH_MIN_LENGTH,
  SHOP_PAGE_SIZE,
  shopMessages,
  sortOptions,
  toFilterData,
  type PriceRange,
  type ShopFilter,
} from '../shop-filter-schema';
import { loadShopState, saveShopState, type ShopState } from '../shop-filter-storage';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ShopFilters } from './shop-filters';
import '../../../components/form-field.css';
import './shop-page.css';

const SKELETON_CARDS = 8;
/**
 * Cards of the first list rendered at once (and in the server's document): a phone's first screen
 * shows two, a laptop's a row of four. The others hold their place, sized, and render as the
 * player nears them: rendered with the page, they took 12 % of its main thread's CPU as a phone
 * opened the shop (Lighthouse's mobile preset, 8 paired runs).
 */
const FIRST_CARDS = 4;
/** How near a held card comes before the rest render. */
const CARDS_MARGIN = '300px';

export default function ShopPage() {
  const { user, isSignedIn } = useAuth();
  // SPEC §2: page and filter come back from local storage while the document lives. Else a
  // signed-in player's shop opens on what they can afford.
  const [state, setState] = useState<ShopState>(() => loadShopState(isSignedIn));
  const { page, filter } = state;
  const [searchInput, setSearchInput] = useState(filter.search);
  const [draftPrice, setDraftPrice] = useState<PriceRange | null>(filter.price);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const settledSearch = useDebouncedValue(searchInput, SEARCH_DEBOUNCE_MS);
  const settledPrice = useDebouncedValue(draftPrice, PRICE_DEBOUNCE_MS);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const ids = { filters: useId(), search: useId(), searchHint: useId(), sort: useId() };

  const balance = isSignedIn ? Number(user?.coin_balance) || 0 : undefined;
  const query = useProducts(
    { page, limit: SHOP_PAGE_SIZE, filter_data: toFilterData(filter) },
    // Affordable is the caller's own order: asked again for another player or balance.
    filter.sortby === 'affordable' ? `${user?.user_id ?? ''}:${balance ?? ''}` : undefined,
  );
  // The catalog's bounds and categories stay from the last answer, also when a request fails.
  const [catalog, setCatalog] = useState<CatalogFilter | null>(null);
  if (query.data && query.data.filter !== catalog) setCatalog(query.data.filter);
  const bounds = catalog ? { min: catalog.min_price, max: catalog.max_price } : null;

  useEffect(() => saveShopState(state), [state]);

  /** SPEC §2: any filter change goes back to page 1. */
  const changeFilter = useCallback(
    (update: (current: ShopFilter) => ShopFilter) =>
      setState((current) => {
        const next = update(current.filter);
        return next === current.filter ? current : { page: 1, filter: next };
      }),
    [],
  );

  useEffect(() => {
    changeFilter((current) => {
      const search = nextSearch(settledSearch, current.search);
      return search === current.search ? current : { ...current, search };
    });
  }, [settledSearch, changeFilter]);

  const minBound = catalog?.min_price;
  const maxBound = catalog?.max_price;
  useEffect(() => {
    if (minBound === undefined || maxBound === undefined) return;
    const price = normalisePrice(settledPrice, { min: minBound, max: maxBound });
    changeFilter((current) => (samePrice(current.price, price) ? current : { ...current, price }));
  }, [settledPrice, minBound, maxBound, changeFilter]);

  // A stored page past the end (the catalog shrank) moves to the last page.
  const totalPages = Math.max(1, Math.ceil((query.data?.totalCount ?? 0) / SHOP_PAGE_SIZE));
  const lastKnown = query.isSuccess && !query.isPlaceholderData ? totalPages : null;
  useEffect(() => {
    if (lastKnown !== null && page > lastKnown) {
      setState((current) => ({ ...current, page: lastKnown }));
    }
  }, [lastKnown, page]);

  const goToPage = (next: number) => {
    setState((current) => ({ ...current, page: next }));
    resultsHeading.current?.focus();
  };

  const clearFilters = () => {
    setSearchInput('');
    setDraftPrice(null);
    setState((current) => ({ ...current, page: 1, filter: defaultShopFilter(isSignedIn) }));
  };

  const activeFilters = (filter.price ? 1 : 0) + filter.categories.length + (filter.search ? 1 : 0);
  const typedTooShort =
    searchInput.trim().length > 0 && searchInput.trim().length < SEARCH_MIN_LENGTH;
  // The cards render in a deferred pass, which yields to the browser between them (the query's
  // own update is synchronous: one long task for a page of 28 cards); skeletons until then.
  const shown = useDeferredValue(query.data);
  const loading = query.isPending || query.isPlaceholderData || shown !== query.data;
  const products = shown?.products ?? [];
  // Only the list the page opened with holds cards back: once the player filters or turns the
  // page, they are looking at the cards.
  const [firstState] = useState(state);
  const [nearRest, setNearRest] = useState(false);
  const holdRest = !nearRest && state === firstState;
  const grid = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const held = grid.current?.querySelectorAll('.shop__held');
    if (!holdRest || !held?.length) return;
    return whenNear([...held], CARDS_MARGIN, () => setNearRest(true));
  }, [holdRest, shown]);

  return (
    <PageShell
      title="Shop"
      lead="Turn the coins you win into gift vouchers from popular brands. Filter by price and category, search and sort."
    >
      <div className="shop">
        <div className="shop__toolbar">
          <button
            type="button"
            className="btn btn--secondary shop__filters-toggle"
            aria-expanded={filtersOpen}
            aria-controls={ids.filters}
            onClick={() => setFiltersOpen((open) => !open)}
          >
            Filters{activeFilters > 0 ? ` (${activeFilters})` : ''}
          </button>
          <div className="field shop__search">
            <label className="field__label" htmlFor={ids.search}>
              Search vouchers
            </label>
            <input
              id={ids.search}
              type="search"
              className="field__input"
              placeholder="Brand, voucher or category"
              maxLength={100}
              autoComplete="off"
              value={searchInput}
              aria-describedby={ids.searchHint}
              onChange={(event) => setSearchInput(event.target.value)}
            />
            <p id={ids.searchHint} className="field__hint shop__search-hint" aria-live="polite">
              {typedTooShort ? `Type at least ${SEARCH_MIN_LENGTH} characters to search.` : ''}
            </p>
          </div>
          <div className="field shop__sort">
            <label className="field__label" htmlFor={ids.sort}>
              Sort by
            </label>
            <select
              id={ids.sort}
              className="field__input"
              value={filter.sortby}
              onChange={(event) => {
                const sortby = event.target.value;
                if (isSortBy(sortby)) changeFilter((current) => ({ ...current, sortby }));
              }}
            >
              {sortOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>

        <aside
          id={ids.filters}
          className={`shop__filters card${filtersOpen ? ' shop__filters--open' : ''}`}
          aria-label="Filters"
        >
          <ShopFilters
            bounds={bounds}
            categories={catalog ? catalog.categories : null}
            // Pending too: the first render (also the prerendered one) shows the skeleton.
            loading={query.isPending || query.isFetching}
            price={draftPrice}
            selectedCategories={filter.categories}
            onPriceChange={setDraftPrice}
            onCategoriesChange={(categories) =>
              changeFilter((current) => ({ ...current, categories }))
            }
            onClear={clearFilters}
            canClear={activeFilters > 0 || draftPrice !== null || searchInput !== ''}
          />
        </aside>

        <section className="shop__results" aria-labelledby="shop-results-heading">
          <div className="shop__summary">
            <h2 id="shop-results-heading" ref={resultsHeading} tabIndex={-1}>
              Vouchers
            </h2>
            <p className="shop__count tabular" role="status">
              {query.isSuccess && !loading
                ? countText(page, products.length, query.data.totalCount)
                : ''}
            </p>
          </div>

          {loading && !query.isError ? (
            <ul className="shop__grid" aria-busy="true" aria-label="Loading vouchers">
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          ) : query.isError ? (
            <ErrorState
              message="We could not load the vouchers right now."
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          ) : products.length === 0 ? (
            <EmptyState message={shopMessages.noData} />
          ) : (
            <ul className="shop__grid" ref={grid}>
              {products.map((product, index) =>
                holdRest && index >= FIRST_CARDS ? (
                  <li key={product.product_id} className="shop__held" aria-hidden="true">
                    <div className="skeleton skeleton--still product-card card" />
                  </li>
                ) : (
                  <li key={product.product_id}>
                    <ProductCard product={product} balance={balance} />
                  </li>
                ),
              )}
            </ul>
          )}
          {/* Stays while the next page loads, so the pager does not jump under the pointer. */}
          {!query.isError && totalPages > 1 ? (
            <Pagination
              page={page}
              totalPages={totalPages}
              onChange={goToPage}
              label="Shop pages"
            />
          ) : null}
        </section>
      </div>
    </PageShell>
  );
}

function countText(page: number, shown: number, total: number): string {
  if (total === 0) return '';
  const first = (page - 1) * SHOP_PAGE_SIZE + 1;
  return `Showing ${first}–${first + shown - 1} of ${total}`;
}
