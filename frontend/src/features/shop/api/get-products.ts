import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';
import type { SortBy } from '../shop-filter-schema';

/** SPEC §3 currencies of a voucher's face value. */
export type CurrencyType = 'USD' | 'PLATFORM' | 'INR' | (string & {});

/** One face value of a voucher: its own coin price and its own stock. */
export interface Denomination {
  value: number;
  /** Coins */
  price: number;
  /** Unsold codes left */
  quantity: number;
}

/** A voucher as get_products answers it (SPEC §3 Product/voucher). */
export interface Product {
  product_id: number;
  title: string;
  sub_title: string;
  category: string;
  /** A category slug the client draws art for ('shopping', 'food', …). */
  thumb_img: string;
  /** Coins: the lowest denomination price. */
  price: number;
  currency_type: CurrencyType;
  /** Unsold codes over all denominations. */
  quantity: number;
  btn_text: string;
  /** Face values as a comma list, e.g. "100,250,500". */
  denomination: string;
  expires_in: string;
  coupon_type: string;
  coupon_details: string;
  how_to_redeem: string;
  terms_and_conditions: string;
  redeem_link: string;
  /** Ascending by value. */
  denominations?: Denomination[];
}

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

interface ProductsResponse extends ApiEnvelope {
  products?: Product[];
  total_count?: number;
  filter?: {
    min_price?: number;
    max_price?: number;
    catagory_data?: { categories: string }[];
  };
}

export async function getProducts(
  request: ProductsRequest,
  signal?: AbortSignal,
): Promise<ProductsPage> {
  const answer = await apiPost<ProductsResponse>('get_products', request, { signal });
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

export function productsQueryOptions(request: ProductsRequest) {
  return queryOptions({
    queryKey: [...productsQueryKey, request] as const,
    queryFn: ({ signal }) => getProducts(request, signal),
    // The sidebar keeps the catalog's bounds and categories while the next page loads.
    placeholderData: keepPreviousData,
  });
}

export function useProducts(request: ProductsRequest) {
  return useQuery(productsQueryOptions(request));
}
