import { libraryText } from '../content.ts';
import type { BookSearchState } from '../api/useBookSearch.ts';

interface Props {
  state: BookSearchState;
  loadingText: string;
  onRetry: () => void;
}

/** Loading, failure (with Retry) and empty messages of a book search; nothing once books are shown. */
export function BookSearchStatus({ state, loadingText, onRetry }: Props) {
  if (state.status === 'loading') return <p role="status">{loadingText}</p>;
  if (state.status === 'error') {
    return (
      <div className="library-error" role="alert">
        <p>{state.reason === 'timeout' ? libraryText.timeout : libraryText.failed}</p>
        <button type="button" className="ui-button" onClick={onRetry}>
          {libraryText.retry}
        </button>
      </div>
    );
  }
  if (state.status === 'success' && state.books.length === 0) return <p role="status">{libraryText.noResults(state.query)}</p>;
  return null;
}
