import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HistoryRowDto, TransactionHistoryResponseDto } from '../../../lib/api-types';
import { fetchPage, retryServerErrors, type PageRequest } from './paged-rows';

/** SPEC §3 transaction row: value is signed (credit positive, debit negative). */
export type TransactionRow = HistoryRowDto;

/** SPEC §7: transaction_history is form data. */
export function getTransactionHistory(request: PageRequest, signal?: AbortSignal) {
  return fetchPage<TransactionHistoryResponseDto>('transaction_history', request, signal, {
    asForm: true,
  });
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
