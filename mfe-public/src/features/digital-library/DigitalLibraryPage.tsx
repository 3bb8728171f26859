import { usePageMeta } from '@college/shared-ui';
import { type FormEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { libraryText } from './content.ts';
import { useBookSearch } from './api/useBookSearch.ts';
import { BookList } from './components/BookList.tsx';
import { BookSearchStatus } from './components/BookSearchStatus.tsx';
import { PointerDots } from './components/PointerDots.tsx';
import { RequestBookDialog } from './components/RequestBookDialog.tsx';
import './library.css';

export default function DigitalLibraryPage() {
  usePageMeta(libraryText.meta);
  const [params, setParams] = useSearchParams();
  const addressQuery = params.get('q')?.trim() ?? '';
  const [requestOpen, setRequestOpen] = useState(false);
  const recommended = useBookSearch(libraryText.recommendedCount);
  const results = useBookSearch();
  const loadRecommended = recommended.search;
  const searchBooks = results.search;

  useEffect(() => {
    void loadRecommended(libraryText.recommendedQuery);
  }, [loadRecommended]);
  // the search in the address (`?q=`): sent before the page was live or without JavaScript, or by the live form
  useEffect(() => {
    if (addressQuery) void searchBooks(addressQuery);
  }, [addressQuery, searchBooks]);

  /** The field is read, not kept in state: what was typed before the page was live counts too. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!trimmed) return;
    if (trimmed === addressQuery) void searchBooks(trimmed);
    else setParams({ q: trimmed }, { replace: true });
  };
  const retry = (search: typeof results) => () => {
    if (search.state.status !== 'idle') void search.search(search.state.query);
  };

  return (
    <main id="main" className="ui-container library-page">
      <PointerDots />
      <h1>{libraryText.heading}</h1>
      <p>{libraryText.intro}</p>
      <search>
        {/* a GET form: the browser sends `?q=` itself before the page is live */}
        <form className="library-search" method="get" onSubmit={submit}>
          <div className="ui-field library-search__field">
            <label htmlFor="library-query">{libraryText.searchLabel}</label>
            <input id="library-query" type="search" name="q" defaultValue={params.get('q') ?? ''} placeholder={libraryText.searchPlaceholder} />
          </div>
          <button type="submit" className="ui-button">
            Search
          </button>
        </form>
      </search>

      <BookSearchStatus state={results.state} loadingText={libraryText.searching} onRetry={retry(results)} />
      {results.state.status === 'success' && results.state.books.length > 0 && (
        <section aria-labelledby="library-results-heading">
          <h2 id="library-results-heading">{libraryText.resultsHeading}</h2>
          <BookList books={results.state.books} />
        </section>
      )}

      <section aria-labelledby="library-recommended-heading">
        <h2 id="library-recommended-heading">{libraryText.recommendedHeading}</h2>
        <BookSearchStatus state={recommended.state} loadingText={libraryText.loading} onRetry={retry(recommended)} />
        {recommended.state.status === 'success' && <BookList books={recommended.state.books} />}
      </section>

      <p className="library-disclaimer">{libraryText.disclaimer}</p>
      <button type="button" className="ui-button" onClick={() => setRequestOpen(true)}>
        {libraryText.request.button}
      </button>
      {requestOpen && <RequestBookDialog onClose={() => setRequestOpen(false)} />}
    </main>
  );
}
