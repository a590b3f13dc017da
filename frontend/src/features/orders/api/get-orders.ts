import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

/** SPEC §9: orders page size (the server pages by 5, newest first). */
export const ORDERS_PAGE_SIZE = 5;

/** SPEC §3 Order, as myorder answers it. */
export interface Order {
  order_id: string;
  /** The product's title */
  name: string;
  face_value?: number;
  thumb_img: string;
  /** ISO date-time */
  crt_on: string;
  /** The product's validity, e.g. "12 months" */
  expiryAndValidity: string | null;
  /** Coins spent */
  price: number;
  purchase_stat: string;
  voucher_code: string;
  redeem_link?: string | null;
}

export interface OrdersPage {
  orders: Order[];
  totalCount: number;
}

interface OrdersResponse extends ApiEnvelope {
  data?: Order[];
  total_count?: number;
}

export async function getOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  const answer = await apiPost<OrdersResponse>('myorder', { page }, { signal });
  const orders = Array.isArray(answer.data) ? answer.data : [];
  return { orders, totalCount: Number(answer.total_count) || orders.length };
}

/** Under 'user' so signing out drops them with the rest of the player's data. */
export const ordersQueryKey = ['user', 'orders'] as const;

export function ordersQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...ordersQueryKey, page] as const,
    queryFn: ({ signal }) => getOrders(page, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(page: number) {
  return useQuery(ordersQueryOptions(page));
}
