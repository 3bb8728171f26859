// Calls the external books service (default: the public Google Books volumes endpoint).
// It can be slow or down, so every call times out and fails with a reason the page can explain.

export interface Book {
  id: string;
  title: string;
  authors: string[];
  thumbnail?: string;
  infoLink?: string;
}

interface VolumesResponse {
  items?: {
    id: string;
    volumeInfo?: { title?: string; authors?: string[]; imageLinks?: { thumbnail?: string }; infoLink?: string };
  }[];
}

export const defaultBooksApiBase = 'https://www.googleapis.com/books/v1/volumes';
export const booksTimeoutMs = 8000;

export class BooksServiceError extends Error {
  readonly reason: 'timeout' | 'failed';
  constructor(reason: 'timeout' | 'failed', message: string) {
    super(message);
    this.name = 'BooksServiceError';
    this.reason = reason;
  }
}

export function booksApiBase(): string {
  return window.__COLLEGE_CONFIG__?.booksApiBase ?? defaultBooksApiBase;
}

const https = (url?: string) => url?.replace(/^http:\/\//, 'https://');

export function toBooks(body: VolumesResponse): Book[] {
  return (body.items ?? []).map((item) => {
    const info = item.volumeInfo ?? {};
    const book: Book = { id: item.id, title: info.title ?? 'Untitled', authors: info.authors ?? [] };
    const thumbnail = https(info.imageLinks?.thumbnail);
    if (thumbnail) book.thumbnail = thumbnail;
    if (info.infoLink) book.infoLink = https(info.infoLink)!;
    return book;
  });
}

export async function searchBooks(query: string, options: { signal?: AbortSignal; timeoutMs?: number } = {}): Promise<Book[]> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? booksTimeoutMs);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  try {
    const response = await fetch(`${booksApiBase()}?q=${encodeURIComponent(query)}`, { signal: controller.signal });
    if (!response.ok) throw new BooksServiceError('failed', `Books service answered ${response.status}`);
    return toBooks((await response.json()) as VolumesResponse);
  } catch (error) {
    if (error instanceof BooksServiceError) throw error;
    if (timedOut) throw new BooksServiceError('timeout', 'Books service timed out');
    if (options.signal?.aborted) throw error;
    throw new BooksServiceError('failed', error instanceof Error ? error.message : 'Books service failed');
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}
