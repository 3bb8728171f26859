// The page's data cache (TanStack Query), the second part of shared-ui's shared state: one client for the shell
// and every portal on the page, with the session query in it. Shared at run time like the state entry, under the
// same `stateVersion`, but loaded only by the signed-in portals and the signed-in person's menu: the public pages
// never download the query library. Every other file takes the library's hooks from here, never from
// '@tanstack/react-query' (a second copy would have a second React context, without this client in it).
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './queries/client.ts';

export { keepPreviousData, type QueryKey, queryOptions, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
export { queryClient };
export { loadSession, sessionEnded, sessionQuery, sessionStarted, useSessionQuery } from './queries/session.ts';

/** Puts the page's client around a portal's route element (a portal may run on another copy of this entry: its own provider then). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
