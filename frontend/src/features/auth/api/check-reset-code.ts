import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost, type ApiEnvelope } from '../../../lib/api-client';

/** Whether a mailed reset link still works, asked before the form is shown; it is not used. */
export function checkResetCode(oobCode: string, signal?: AbortSignal): Promise<ApiEnvelope> {
  return apiPost<ApiEnvelope>('check_reset_code', { oobCode }, { signal });
}

export function checkResetCodeQueryOptions(oobCode: string) {
  return queryOptions({
    queryKey: ['auth', 'reset-code', oobCode] as const,
    queryFn: ({ signal }) => checkResetCode(oobCode, signal),
    // A refusal is the answer, not a hiccup to retry; a link checked once stays checked.
    retry: false,
    staleTime: Infinity,
  });
}

export function useCheckResetCode(oobCode: string) {
  return useQuery(checkResetCodeQueryOptions(oobCode));
}
