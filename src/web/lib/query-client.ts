// One QueryClient for the app. Failed reads are retried only when retrying can help (network, 5xx);
// a 4xx answer is final. Delays 1000, 2000, 4000 ms (docs/areas/navigation.md).
import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client.ts";

const MAX_RETRIES = 3;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error)) return error.status === 0 || error.status >= 500;
  return true;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: shouldRetry,
        retryDelay: (attempt) => 1000 * 2 ** attempt,
        refetchOnWindowFocus: false,
      },
      // A write with no network is tried, so its failure reaches the offline queue instead of waiting unseen.
      mutations: { retry: false, networkMode: "always" },
    },
  });
}

export const queryClient = createQueryClient();
