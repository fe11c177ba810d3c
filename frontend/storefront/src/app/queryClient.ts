import { ApiError } from '@bestellwerk/common/api/client';
import { QueryClient } from '@tanstack/react-query';

/** Client errors (404 and the like) will not change on retry; network and server errors may. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
