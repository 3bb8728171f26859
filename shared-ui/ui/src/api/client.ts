// The one API client: configured base URL (same-origin `/api` by default), cookies included,
// JSON in and out, and errors that carry the server's message. `call` names a route of the API's
// contract (shared-ui/contract/src): its path, query, body and answer are the contract's types, so a
// call the API would not take, or an answer read as something the API does not send, fails the type-check.
import { apiBase } from './early.ts';
import type { ErrorReply, MultipartRoute, RouteBody, RouteKey, RouteParams, RouteQuery, RouteReply } from '@college/contract';

/** CONTRACT §6's error body (with the form field it is about, where there is one). */
export type ApiErrorBody = ErrorReply;

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

export { apiBase };

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
  const url = buildUrl(path, options.query);
  const response = await fetch(url, init);
  const body = await readBody(response);
  if (!response.ok) {
    const error = new ApiError(response.status, (body ?? {}) as Partial<ApiErrorBody>);
    for (const listener of listeners) listener(error);
    throw error;
  }
  return body as T;
}

/** What a call of a route takes: its path parameters, query and body as the contract has them. */
export type CallInput<Key extends RouteKey> = (RouteParams<Key> extends undefined
  ? unknown
  : { params: { [Name in keyof RouteParams<Key>]: string | number } }) &
  (RouteQuery<Key> extends undefined ? unknown : { query?: RouteQuery<Key> }) &
  (Key extends MultipartRoute ? { body: FormData } : RouteBody<Key> extends undefined ? unknown : { body: RouteBody<Key> }) & {
    headers?: Record<string, string>;
    signal?: AbortSignal;
  };

type Optional<Input> = object extends Input ? [input?: Input] : [input: Input];

/** Calls a route of the contract (`'GET /students/:id'`): `:name` segments come from `params`, encoded. */
export function call<Key extends RouteKey>(route: Key, ...[input]: Optional<CallInput<Key>>): Promise<RouteReply<Key>> {
  const { params, ...options } = (input ?? {}) as { params?: Record<string, string | number> } & Parameters<typeof request>[2];
  const [method = '', path = ''] = route.split(' ');
  return request<RouteReply<Key>>(
    method,
    path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? ''))),
    options,
  );
}
