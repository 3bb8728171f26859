import { useCallback, useEffect, useRef, useState } from 'react';
import { type Book, BooksServiceError, searchBooks } from './searchBooks.ts';

export type BookSearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'success'; query: string; books: Book[] }
  | { status: 'error'; query: string; reason: 'timeout' | 'failed' };

/** One search at a time: a new search or unmount aborts the previous one. */
export function useBookSearch(limit?: number) {
  const [state, setState] = useState<BookSearchState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  const search = useCallback(
    async (query: string) => {
      current.current?.abort();
      const controller = new AbortController();
      current.current = controller;
      setState({ status: 'loading', query });
      try {
        const books = await searchBooks(query, { signal: controller.signal });
        if (!controller.signal.aborted) setState({ status: 'success', query, books: limit ? books.slice(0, limit) : books });
      } catch (error) {
        if (controller.signal.aborted) return;
        setState({ status: 'error', query, reason: error instanceof BooksServiceError ? error.reason : 'failed' });
      }
    },
    [limit],
  );

  useEffect(() => () => current.current?.abort(), []);
  return { state, search };
}
