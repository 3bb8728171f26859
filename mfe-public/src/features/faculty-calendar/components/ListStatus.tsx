import { Spinner } from '@college/shared-ui';
import type { ReactNode } from 'react';
import { facultyCalendarText } from '../../../content/part1/misc.ts';
import type { ListState } from '../api/usePublicList.ts';

interface Props<T> {
  state: ListState<T>;
  retry: () => void;
  loading: string;
  empty: string;
  error: string;
  children: (items: T[]) => ReactNode;
}

/** Loading spinner, error with retry, empty message, or the list itself. */
export function ListStatus<T>({ state, retry, loading, empty, error, children }: Props<T>) {
  if (state.status === 'loading') return <Spinner label={loading} />;
  if (state.status === 'error') {
    return (
      <div role="alert" className="faculty-calendar__error">
        <p>{error}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={retry}>
          {facultyCalendarText.retry}
        </button>
      </div>
    );
  }
  if (state.items.length === 0) return <p className="faculty-calendar__empty">{empty}</p>;
  return <>{children(state.items)}</>;
}
