// /remotes.json (portal name -> mf-manifest.json URL), asked for as soon as the shell starts. Apart from the
// federation instance, so the request goes out before the runtime and the shared libraries are evaluated.
import type { PortalName } from '@college/shared-ui/topology';

export type { PortalName };
export type RemoteMap = Partial<Record<PortalName, string>>;

declare global {
  interface Window {
    /**
     * The JSON files a portal page's first script read before the app ran (./preloadPortalRoute.ts), by the
     * address the app reads them at: each is the app's answer the first time it reads that address.
     */
    __COLLEGE_PAGE_READS__?: Map<string, Promise<unknown>>;
  }
}

export const REMOTES_URL = '/remotes.json';

/** `url`'s JSON, asked for now (revalidated: a release is seen with the next read). */
export async function readJson<T>(url: string, what: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${what} answered ${response.status}`);
  return (await response.json()) as T;
}

/** `url`'s JSON: the page's first script's read of it, once (when it failed, asked for again), else asked for now. */
export async function fetchJson<T>(url: string, what: string): Promise<T> {
  const reads = window.__COLLEGE_PAGE_READS__;
  const early = reads?.get(url);
  reads?.delete(url);
  return ((await early?.catch(() => undefined)) as T | undefined) ?? readJson<T>(url, what);
}

/**
 * Leaves `read`, the answer at `url`, for the app's first read of that address (fetchJson): a head start. Its
 * failure is the app's to see, as its own would be (it asks again), so none is left unhandled here.
 */
export function leaveReadForApp<T>(url: string, read: Promise<T>): void {
  read.catch(() => undefined);
  window.__COLLEGE_PAGE_READS__ ??= new Map();
  window.__COLLEGE_PAGE_READS__.set(url, read);
}

/** Runs `load` once and keeps its answer; after a failure the next call runs it again (Retry). */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}

export const loadRemotes = onceUntilFailure(() => fetchJson<RemoteMap>(REMOTES_URL, 'remotes.json'));
