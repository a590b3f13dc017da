import { apiPost, ApiError, toFormData } from '../../../lib/api-client';
import type {
  MyMatchesResponseDto,
  TransactionHistoryResponseDto,
  WinningsResponseDto,
} from '../../../lib/api-types';

/** SPEC §9: winnings and transactions page sizes. */

export interface PageRequest {
  page: number;
  limit: number;
}

export interface Page<Row> {
  rows: Row[];
  totalCount: number;
}

/** The server-paged lists' answers: {data: rows, total_count}. */
type PagedAnswer = WinningsResponseDto | TransactionHistoryResponseDto | MyMatchesResponseDto;

/**
 * POSTs {page, limit} to a server-paged list (as form data where the spec says so) and
 * normalises the answer.
 */
export async function fetchPage<Answer extends PagedAnswer>(
  path: string,
  request: PageRequest,
  signal?: AbortSignal,
  { asForm = false }: { asForm?: boolean } = {},
): Promise<Page<Answer['data'][number]>> {
  const formData = asForm ? toFormData({ page: request.page, limit: request.limit }) : undefined;
  const answer = await apiPost<Answer>(path, request, { signal, formData });
  const rows = Array.isArray(answer.data) ? answer.data : [];
  return { rows, totalCount: Number(answer.total_count) || rows.length };
}

/** A 4xx answer (404 until the endpoint ships) will not change on retry; other failures retry once. */
export function retryServerErrors(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
