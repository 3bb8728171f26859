import type { ReactNode } from 'react';
import { ErrorMessage } from './ErrorMessage.tsx';
import { errorLine } from '../lib/errors.ts';
import type { Loaded } from '../lib/useLoaded.ts';

/** Loading line, the load's error, or the content made from the answer. */
export function LoadedView<T>({ state, loading = 'Loading...', children }: { state: Loaded<T>; loading?: string; children: (value: T) => ReactNode }) {
  if (state.status === 'loading') return <p role="status">{loading}</p>;
  if (state.status === 'error') return <ErrorMessage>{errorLine(state.error)}</ErrorMessage>;
  return <>{children(state.value)}</>;
}
