// The one API client: configured base URL (same-origin `/api` by default), cookies included,
// JSON in and out, and errors that carry the server's message.
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ApiErrorBody>;
  constructor(status: number, body: Partial<ApiErrorBody>) {
    super(body.message ?? body.error ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

declare global {
  interface Window {
    __COLLEGE_CONFIG__?: { apiBase?: string; booksApiBase?: string };
  }
}

/** API base: runtime config injected by the shell server, else same-origin `/api`. */
export function apiBase(): string {
  const configured = typeof window !== 'undefined' ? window.__COLLEGE_CONFIG__?.apiBase : undefined;
  return (configured ?? '/api').replace(/\/$/, '');
}

export type Query = Record<string, string | number | undefined>;

function buildUrl(path: string, query?: Query): string {
  const url = `${apiBase()}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

const listeners = new Set<(error: ApiError) => void>();
/** Lets the shell react to any 401 (session expired) in one place. */
export function onApiError(listener: (error: ApiError) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function request<T>(
  method: string,
  path: string,
  options: { body?: unknown; query?: Query; signal?: AbortSignal; headers?: Record<string, string> } = {},
): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { Accept: 'application/json', ...options.headers } };
  if (options.signal) init.signal = options.signal;
  // a FormData goes as multipart, with the boundary the browser sets in its Content-Type
  if (options.body instanceof FormData) init.body = options.body;
  else if (options.body !== undefined) {
    init.body = JSON.stringify(options.body);
    init.headers = { ...init.headers, 'Content-Type': 'application/json' };
  }
  const response = await fetch(buildUrl(path, options.query), init);
  const body = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, (body ?? {}) as Partial<ApiErrorBody>);
    for (const listener of listeners) listener(error);
    throw error;
  }
  return body as T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, signal ? { query, signal } : { query }),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => request<T>('POST', path, headers ? { body, headers } : { body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
