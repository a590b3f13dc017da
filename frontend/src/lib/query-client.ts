import { QueryClient } from '@tanstack/react-query';

/**
 * How long the server's fact tables (games, daily bonus, referral rewards) stay fresh: they change
 * only with a deploy, and the server lets HTTP caches keep them five minutes.
 */
export const SERVER_FACTS_STALE_MS = 60 * 60_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        staleTime: 30_000,
        // Lists are refreshed by countdowns and user actions, not by tab switches.
        refetchOnWindowFocus: false,
      },
      mutations: { retry: 0 },
    },
  });
}
