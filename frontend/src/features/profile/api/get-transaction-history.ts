import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPage, retryServerErrors, type PageRequest } from './paged-rows';

// No response schema for transaction_history in the OpenAPI document yet: typed by hand.
/** SPEC §3 transaction row: value is signed (credit positive, debit negative). */
export interface TransactionRow {
  crd_on: string;
  reason: string;
  value: number;
}

/** SPEC §7: transaction_history is form data. */
export function getTransactionHistory(request: PageRequest, signal?: AbortSignal) {
  return fetchPage<TransactionRow>('transaction_history', request, signal, { asForm: true });
}

export function transactionHistoryQueryOptions(request: PageRequest) {
  return queryOptions({
    queryKey: ['user', 'transactions', request.page, request.limit] as const,
    queryFn: ({ signal }) => getTransactionHistory(request, signal),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
}

export function useTransactionHistory(request: PageRequest) {
  return useQuery(transactionHistoryQueryOptions(request));
}
