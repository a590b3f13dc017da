import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiPost } from '../../../lib/api-client';
import type {
  CatalogPageResponseDto,
  DenominationViewDto,
  ProductResponseDto,
  ProductViewDto,
} from '../../../lib/api-types';
import type { SortBy } from '../shop-filter-schema';

/** SPEC §3 currencies of a voucher's face value, and any a newer server adds. */
export type CurrencyType = ProductViewDto['currency_type'] | (string & {});

/** One face value of a voucher: its own coin price and its own stock. */
export type Denomination = DenominationViewDto;

/**
 * A voucher as get_products answers it (SPEC §3 Product/voucher). It also travels as navigation
 * state, so a product without its denominations list (the comma list only) is still read.
 */
export type Product = Omit<ProductViewDto, 'currency_type' | 'denominations'> & {
  currency_type: CurrencyType;
  denominations?: Denomination[];
};

export interface ShopFilterData {
  min_price?: number;
  max_price?: number;
  catagory_fliter?: string[];
  sortby?: SortBy;
  search?: string;
}

export interface ProductsRequest {
  page: number;
  limit: number;
  filter_data: ShopFilterData;
}

/** The whole catalog's price range and categories, independent of the current filter. */
export interface CatalogFilter {
  min_price: number;
  max_price: number;
  categories: string[];
}

export interface ProductsPage {
  products: Product[];
  totalCount: number;
  filter: CatalogFilter;
}

export async function getProducts(
  request: ProductsRequest,
  signal?: AbortSignal,
): Promise<ProductsPage> {
  const answer = await apiPost<CatalogPageResponseDto>('get_products', request, { signal });
  const products = Array.isArray(answer.products) ? answer.products : [];
  const categories = Array.isArray(answer.filter?.catagory_data)
    ? answer.filter.catagory_data.map((item) => item.categories).filter(Boolean)
    : [];
  return {
    products,
    totalCount: Number(answer.total_count) || products.length,
    filter: {
      min_price: Number(answer.filter?.min_price) || 0,
      max_price: Number(answer.filter?.max_price) || 0,
      categories,
    },
  };
}

export const productsQueryKey = ['shop', 'products'] as const;

/** `viewer` keys an answer that depends on who asks (the affordable sort: id and balance). */
export function productsQueryOptions(request: ProductsRequest, viewer?: string) {
  return queryOptions({
    queryKey: [...productsQueryKey, request, viewer ?? null] as const,
    queryFn: ({ signal }) => getProducts(request, signal),
    // The sidebar keeps the catalog's bounds and categories while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(request: ProductsRequest, viewer?: string) {
  return useQuery(productsQueryOptions(request, viewer));
}

/** One voucher by id, with its live stock: what /coupon-redeem?product=… shows after a reload. */
export function productQueryOptions(productId: number) {
  return queryOptions({
    queryKey: ['shop', 'product', productId] as const,
    queryFn: async ({ signal }): Promise<Product> =>
      (await apiGet<ProductResponseDto>(`products/${productId}`, { signal })).product,
    // A voucher that is not in the shop stays not found: no retries.
    retry: (failures, error) =>
      failures < 2 && !(error instanceof ApiError && error.status === 404),
  });
}
