import type { UseQueryResult } from '@college/shared-ui/queries';
import type { ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage.tsx';
import { errorLine } from '../lib/errors.ts';

/** Loading line, the load's error, or the content made from the answer (kept on screen while it is asked for again). */
export function LoadedView<T>({ query, loading = 'Loading...', children }: { query: UseQueryResult<T>; loading?: string; children: (value: T) => ReactNode }) {
  if (query.isSuccess) return <>{children(query.data)}</>;
  if (query.isError) return <ErrorMessage>{errorLine(query.error)}</ErrorMessage>;
  return <p role="status">{loading}</p>;
}
