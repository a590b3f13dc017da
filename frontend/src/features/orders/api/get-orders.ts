import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import type { MyOrdersResponseDto, OrderViewDto } from '../../../lib/api-types';

/** SPEC §9: orders page size (the server pages by 5, newest first). */
export const ORDERS_PAGE_SIZE = 5;

/** SPEC §3 Order, as myorder answers it. */
export type Order = OrderViewDto;

export interface OrdersPage {
  orders: Order[];
  totalCount: number;
}

export async function getOrders(page: number, signal?: AbortSignal): Promise<OrdersPage> {
  const answer = await apiPost<MyOrdersResponseDto>('myorder', { page }, { signal });
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
