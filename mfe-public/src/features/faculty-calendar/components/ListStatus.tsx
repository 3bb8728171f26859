import { Spinner } from '@college/shared-ui';
import { type ReactNode, useRef } from 'react';
import { facultyCalendarText } from '../content.ts';
import type { ListState } from '../../../lib/usePublicList.ts';

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
  // Try again replaces its own button: keep the keyboard focus on this list rather than losing it to the page.
  const boxRef = useRef<HTMLDivElement>(null);
  const tryAgain = () => {
    boxRef.current?.focus();
    retry();
  };
  let content: ReactNode;
  if (state.status === 'loading') content = <Spinner label={loading} />;
  else if (state.status === 'error') {
    content = (
      <div role="alert" className="faculty-calendar__error">
        <p>{error}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={tryAgain}>
          {facultyCalendarText.retry}
        </button>
      </div>
    );
  } else if (state.items.length === 0) content = <p className="faculty-calendar__empty">{empty}</p>;
  else content = children(state.items);
  return (
    <div ref={boxRef} tabIndex={-1} className="faculty-calendar__status">
      {content}
    </div>
  );
}
