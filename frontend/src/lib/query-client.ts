import { QueryClient } from '@tanstack/react-query';

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
