import { afterEach, describe, expect, it, vi } from 'vitest';
import { BooksServiceError, defaultBooksApiBase, searchBooks, toBooks } from './searchBooks.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  window.__COLLEGE_CONFIG__ = undefined;
});

describe('searchBooks', () => {
  it('maps items to books and upgrades links to https', () => {
    const books = toBooks({
      items: [
        { id: 'a', volumeInfo: { title: 'Kinesiology', authors: ['A. Author'], imageLinks: { thumbnail: 'http://x/t.png' }, infoLink: 'http://x/info' } },
        { id: 'b' },
      ],
    });
    expect(books).toEqual([
      { id: 'a', title: 'Kinesiology', authors: ['A. Author'], thumbnail: 'https://x/t.png', infoLink: 'https://x/info' },
      { id: 'b', title: 'Untitled', authors: [] },
    ]);
    expect(toBooks({})).toEqual([]);
  });

  it('calls the configured base with the encoded query', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({ items: [] })));
    vi.stubGlobal('fetch', fetchMock);
    await searchBooks('sports injury');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`${defaultBooksApiBase}?q=sports%20injury`);
    window.__COLLEGE_CONFIG__ = { booksApiBase: 'http://books.local/v' };
    await searchBooks('x');
    expect(fetchMock.mock.calls[1]?.[0]).toBe('http://books.local/v?q=x');
  });

  it('fails with reason failed on a non-OK answer or network error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    await expect(searchBooks('x')).rejects.toMatchObject({ reason: 'failed' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('network'))),
    );
    await expect(searchBooks('x')).rejects.toBeInstanceOf(BooksServiceError);
  });

  it('times out after the limit', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
      ),
    );
    const pending = searchBooks('slow');
    const assertion = expect(pending).rejects.toMatchObject({ reason: 'timeout' });
    await vi.advanceTimersByTimeAsync(8000);
    await assertion;
  });
});
