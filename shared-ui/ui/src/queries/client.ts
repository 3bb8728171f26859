import { QueryClient } from '@tanstack/react-query';

/**
 * The page's one data cache: the shell and every portal on the page use this client (it is part of the shared
 * state), so what one part loads or changes, the others see. Answers are shown at once from the cache and asked
 * for again in the background when a page that shows them opens (stale at once, kept 5 minutes unused).
 * A failed load is shown as it is, not tried again behind the person's back (a refused or malformed request fails
 * the same way twice, and the page says so with its own words); nor does a window getting focus refetch:
 * a signed-in page asks again when it opens, after a change, or when the person asks.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
